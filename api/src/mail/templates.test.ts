import { passwordChangedMail } from './templates';

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
