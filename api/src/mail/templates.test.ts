import {
  contentModeratedMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  reportNoticeMail,
  resetMail,
  verificationMail,
} from './templates';

describe('passwordChangedMail', () => {
  const link = 'https://travel.example/forgot-password';

  it.each([
    ['en', 'If this was not you, reset your password now', 'Reset my password'],
    ['zh-Hant-TW', '若不是您本人操作，請立即使用下方連結重設密碼', '重設密碼'],
  ] as const)('%s: "if it was not you" comes with the link to the forgot-password page', (lang, line, button) => {
    const mail = passwordChangedMail(lang, 'mei@example.com', 'Mei', link);
    expect(mail.link).toBe(link);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain(`>${button}</a>`);
  });
});

describe("the site is named in the mail's language", () => {
  const mails = (lang: 'en' | 'zh-Hant-TW') => [
    verificationMail(lang, 'mei@example.com', 'Mei', 'https://travel.example/email-verify/1/x/y'),
    resetMail(lang, 'mei@example.com', 'Mei', 'https://travel.example/reset-password/z'),
    emailChangeNoticeMail(lang, 'mei@example.com', 'Mei', 'new@example.com'),
    passwordChangedMail(lang, 'mei@example.com', 'Mei', 'https://travel.example/forgot-password'),
  ];

  it('Chinese mails say 旅遊靈感, never the English name', () => {
    for (const mail of mails('zh-Hant-TW')) {
      expect(mail.text).toContain('— 旅遊靈感');
      expect(mail.html).toContain('— 旅遊靈感');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Travel Inspiration');
    }
  });

  it('English mails say Travel Inspiration', () => {
    for (const mail of mails('en')) expect(mail.text).toContain('— Travel Inspiration');
  });
});

describe('a display name that reads as a link is left out of the greeting', () => {
  const make = (lang: 'en' | 'zh-Hant-TW', name: string) => [
    verificationMail(lang, 'mei@example.com', name, 'https://travel.example/email-verify/1/x/y'),
    resetMail(lang, 'mei@example.com', name, 'https://travel.example/reset-password/z'),
    emailChangeNoticeMail(lang, 'mei@example.com', name, 'new@example.com'),
    passwordChangedMail(lang, 'mei@example.com', name, 'https://travel.example/forgot-password'),
  ];

  it.each([
    'https://evil.example/login',
    'Visit www.evil.example now',
    'evil.example',
    'evil。example',
    'claim-prize.co/x',
    'javascript:alert(1)',
    'bob@evil.example',
  ])('%s: every mail greets without it, in both languages', (name) => {
    for (const mail of [...make('en', name), ...make('zh-Hant-TW', name)]) {
      expect(mail.text.split('\n')[0]).toMatch(/^(Hello,|您好：)$/);
      expect(`${mail.text}${mail.html}`).not.toContain(name);
    }
  });

  it.each(['Mei', '林美', 'J. R. Tolkien', 'Anne-Marie'])('%s is greeted by name', (name) => {
    const [en, zh] = [make('en', name)[0], make('zh-Hant-TW', name)[0]];
    expect(en.text.split('\n')[0]).toBe(`Hello ${name},`);
    expect(zh.text.split('\n')[0]).toBe(`${name} 您好：`);
  });
});

describe('moderation mails', () => {
  const link = 'https://travel.example/post/7';
  const post = { kind: 'post' as const, title: 'Best dumplings in   town, go early' };

  it.each([
    [
      'en',
      true,
      'Your post was hidden',
      'Your post “Best dumplings in town, go early” was hidden',
      'Reason: Advertising',
    ],
    ['en', false, 'Your post is visible again', 'is visible to everyone again.', 'Reason: Advertising'],
    [
      'zh-Hant-TW',
      true,
      '您的貼文已被隱藏',
      '您的貼文「Best dumplings in town, go early」已被本站管理員隱藏，',
      '原因：Advertising',
    ],
    ['zh-Hant-TW', false, '您的貼文已恢復顯示', '已恢復顯示，所有人都能再次看到。', '原因：Advertising'],
  ] as const)(
    '%s, hidden %s: the author is told what and why, with the link',
    (lang, hidden, subject, line, reason) => {
      const mail = contentModeratedMail(lang, 'mei@example.com', 'Mei', post, hidden, 'Advertising', link);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(reason);
      expect(mail.html).toContain(`<a href="${link}"`);
    },
  );

  it('a title that reads as a link is left out', () => {
    const mail = contentModeratedMail(
      'en',
      'mei@example.com',
      'Mei',
      { kind: 'experience', title: 'see evil.example now' },
      true,
      'Spam',
      link,
    );
    expect(mail.text).toContain('Your video was hidden by');
    expect(mail.text).not.toContain('evil.example');
  });

  it.each([
    [
      'en',
      'New report: a video was reported',
      'A video “Night market” was reported: “Wrong place”',
      'It has 2 open reports.',
    ],
    [
      'zh-Hant-TW',
      '新的檢舉：有影片體驗被檢舉',
      '影片體驗「Night market」被檢舉：「Wrong place」',
      '目前共有 2 則待處理的檢舉。',
    ],
  ] as const)('%s: the admin is told of a new report, with the queue link', (lang, subject, line, open) => {
    const mail = reportNoticeMail(
      lang,
      'admin@example.com',
      { kind: 'experience', title: 'Night market', report: 'Wrong place', open: 2 },
      'https://travel.example/admin/moderation',
    );
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain(open);
    expect(mail.text).toContain('https://travel.example/admin/moderation');
  });
});
