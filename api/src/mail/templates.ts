import type { Language, ModeratedType } from 'contract';
import type { Mail } from './mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  button?: string;
  after?: string;
}

/**
 * Whether a display name reads as an address a mail program would turn into a link: a URL of any scheme, `www.`,
 * or a domain (`evil.example`, also with the full-width dots an IME types). Display names are chosen by whoever
 * holds the account, and the greeting goes out in a mail from the site.
 */
export function looksLikeLink(name: string): boolean {
  return /[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|javascript|data|tel|sms):|www\.|[\p{L}\p{N}_-][.。．｡][\p{L}\p{N}]{2,}/iu.test(
    name,
  );
}

/** "Hello {name}," — or without the name when it looks like a link, so no mail of ours carries one it chose. */
function greeting(lang: Language, name: string): string {
  const safe = looksLikeLink(name) ? '' : name.trim();
  if (lang === 'en') return safe ? `Hello ${safe},` : 'Hello,';
  return safe ? `${safe} 您好：` : '您好：';
}

/** The site's name as each language writes it: the signature and the body of every mail. */
const SITE_NAME: Record<Language, string> = { en: 'Travel Inspiration', 'zh-Hant-TW': '旅遊靈感' };

function render(to: string, lang: Language, parts: Parts, link?: string): Mail {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...(link ? ['', link] : []),
    ...(parts.after ? ['', parts.after] : []),
    '',
    `— ${SITE_NAME[lang]}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3aa8c1;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(parts.button ?? link)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(link)}</p>` : ''}
${parts.after ? `<p style="font-size:12px;color:#666">${escapeHtml(parts.after)}</p>` : ''}
<p>— ${escapeHtml(SITE_NAME[lang])}</p>
</body></html>`;
  return { to, subject: parts.subject, text, html, link };
}

/** Verification mail (sign-up, resend, change of address); the link lives 24 hours. */
export function verificationMail(lang: Language, to: string, name: string, link: string): Mail {
  return render(
    to,
    lang,
    lang === 'en'
      ? {
          subject: 'Confirm your e-mail address',
          greeting: greeting('en', name),
          lines: ['Please confirm this e-mail address for your Travel Inspiration account.'],
          button: 'Confirm my e-mail address',
          after: 'The link works once and expires in 24 hours. If you did not ask for this, ignore this mail.',
        }
      : {
          subject: '請確認您的電子郵件地址',
          greeting: greeting('zh-Hant-TW', name),
          lines: ['請確認此電子郵件地址，以完成旅遊靈感帳號設定。'],
          button: '確認電子郵件地址',
          after: '此連結僅能使用一次，24 小時後失效。若您沒有提出此要求，請忽略這封郵件。',
        },
    link,
  );
}

/** Password-reset mail; the link lives 1 hour. */
export function resetMail(lang: Language, to: string, name: string, link: string): Mail {
  return render(
    to,
    lang,
    lang === 'en'
      ? {
          subject: 'Reset your password',
          greeting: greeting('en', name),
          lines: ['Someone asked to reset the password of your Travel Inspiration account.'],
          button: 'Choose a new password',
          after:
            'The link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.',
        }
      : {
          subject: '重設您的密碼',
          greeting: greeting('zh-Hant-TW', name),
          lines: ['有人要求重設您旅遊靈感帳號的密碼。'],
          button: '設定新密碼',
          after: '此連結僅能使用一次，1 小時後失效。若不是您本人提出，請忽略這封郵件，您的密碼不會變更。',
        },
    link,
  );
}

/** Told to the old address when the account's address is being changed. */
export function emailChangeNoticeMail(lang: Language, to: string, name: string, newEmail: string): Mail {
  return render(
    to,
    lang,
    lang === 'en'
      ? {
          subject: 'Your e-mail address is being changed',
          greeting: greeting('en', name),
          lines: [
            `A change of your account's e-mail address to ${newEmail} was requested. It takes effect once the new address is confirmed.`,
            'If this was not you, change your password now.',
          ],
        }
      : {
          subject: '您的電子郵件地址即將變更',
          greeting: greeting('zh-Hant-TW', name),
          lines: [
            `有人要求將您帳號的電子郵件地址變更為 ${newEmail}，新地址確認後即會生效。`,
            '若不是您本人提出，請立即變更密碼。',
          ],
        },
  );
}

/**
 * Told after a password change or reset. If it was not them, the way back is a new password by mail:
 * `forgotLink` is the site's forgot-password page.
 */
export function passwordChangedMail(lang: Language, to: string, name: string, forgotLink: string): Mail {
  return render(
    to,
    lang,
    lang === 'en'
      ? {
          subject: 'Your password was changed',
          greeting: greeting('en', name),
          lines: [
            'The password of your Travel Inspiration account was just changed, and every other signed-in device was signed out.',
            'If this was not you, reset your password now with the link below: we will send a reset link to this address.',
          ],
          button: 'Reset my password',
        }
      : {
          subject: '您的密碼已變更',
          greeting: greeting('zh-Hant-TW', name),
          lines: [
            '您旅遊靈感帳號的密碼剛剛已變更，其他已登入的裝置都已登出。',
            '若不是您本人操作，請立即使用下方連結重設密碼，我們會將重設連結寄到這個地址。',
          ],
          button: '重設密碼',
        },
    forgotLink,
  );
}

/** What a moderated item is called in a mail: its title (a post: the start of its text), unless it reads as a link. */
function itemName(title: string): string {
  const oneLine = title.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > 60 ? `${oneLine.slice(0, 59)}…` : oneLine;
  return looksLikeLink(short) ? '' : short;
}

const KIND: Record<Language, Record<ModeratedType, string>> = {
  en: { experience: 'video', post: 'post' },
  'zh-Hant-TW': { experience: '影片體驗', post: '貼文' },
};

/** "your video “Title”" / "您的影片體驗「標題」" (without the title when it reads as a link). */
function named(lang: Language, kind: ModeratedType, title: string, owner: 'your' | 'a'): string {
  const name = itemName(title);
  if (lang === 'en') {
    const what = `${owner === 'your' ? 'Your' : 'A'} ${KIND.en[kind]}`;
    return name ? `${what} “${name}”` : what;
  }
  const what = `${owner === 'your' ? '您的' : ''}${KIND['zh-Hant-TW'][kind]}`;
  return name ? `${what}「${name}」` : what;
}

/** Told to the admin when an item gets a new report (at most one such mail per item an hour). */
export function reportNoticeMail(
  lang: Language,
  to: string,
  item: { kind: ModeratedType; title: string; report: string; open: number },
  link: string,
): Mail {
  const what = named(lang, item.kind, item.title, 'a');
  return render(
    to,
    lang,
    lang === 'en'
      ? {
          subject: `New report: a ${KIND.en[item.kind]} was reported`,
          greeting: 'Hello,',
          lines: [
            `${what} was reported: “${item.report}”`,
            item.open === 1 ? 'It has 1 open report.' : `It has ${item.open} open reports.`,
          ],
          button: 'Open the moderation queue',
          after: 'You get at most one mail an hour about the same item.',
        }
      : {
          subject: `新的檢舉：有${KIND['zh-Hant-TW'][item.kind]}被檢舉`,
          greeting: '您好：',
          lines: [`${what}被檢舉：「${item.report}」`, `目前共有 ${item.open} 則待處理的檢舉。`],
          button: '前往檢舉審核',
          after: '同一個項目每小時最多通知您一次。',
        },
    link,
  );
}

/** Told to the author when the admin hides their experience or post, or shows it again: what and why. */
export function contentModeratedMail(
  lang: Language,
  to: string,
  name: string,
  item: { kind: ModeratedType; title: string },
  hidden: boolean,
  reason: string,
  link: string,
): Mail {
  const what = named(lang, item.kind, item.title, 'your');
  const kind = KIND[lang][item.kind];
  const parts: Parts =
    lang === 'en'
      ? {
          subject: hidden ? `Your ${kind} was hidden` : `Your ${kind} is visible again`,
          greeting: greeting('en', name),
          lines: hidden
            ? [
                `${what} was hidden by the site's moderator: only you and the moderator can see it now.`,
                `Reason: ${reason}`,
                'You can still open it from your own page, where the reason is shown.',
              ]
            : [`${what} is visible to everyone again.`, `Reason: ${reason}`],
          button: 'Open it',
        }
      : {
          subject: hidden ? `您的${kind}已被隱藏` : `您的${kind}已恢復顯示`,
          greeting: greeting('zh-Hant-TW', name),
          lines: hidden
            ? [
                `${what}已被本站管理員隱藏，現在只有您與管理員看得到。`,
                `原因：${reason}`,
                '您仍可以從自己的頁面開啟它，並看到隱藏的原因。',
              ]
            : [`${what}已恢復顯示，所有人都能再次看到。`, `原因：${reason}`],
          button: '查看內容',
        };
  return render(to, lang, parts, link);
}
