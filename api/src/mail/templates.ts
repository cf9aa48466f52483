import type { Language, ModeratedType } from 'contract';
import type { Mail } from './mailer';
import { mailStrings } from './mail.strings';

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
  return safe ? mailStrings.text(lang, 'greetingNamed', { name: safe }) : mailStrings.text(lang, 'greeting');
}

function render(to: string, lang: Language, parts: Parts, link?: string): Mail {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    ...(link ? ['', link] : []),
    ...(parts.after ? ['', parts.after] : []),
    '',
    `— ${mailStrings.text(lang, 'siteName')}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#3aa8c1;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(parts.button ?? link)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(link)}</p>` : ''}
${parts.after ? `<p style="font-size:12px;color:#666">${escapeHtml(parts.after)}</p>` : ''}
<p>— ${escapeHtml(mailStrings.text(lang, 'siteName'))}</p>
</body></html>`;
  return { to, subject: parts.subject, text, html, link };
}

/** Verification mail (sign-up, resend, change of address); the link lives 24 hours. */
export function verificationMail(lang: Language, to: string, name: string, link: string): Mail {
  const text = (key: Parameters<typeof mailStrings.text>[1]) => mailStrings.text(lang, key);
  return render(
    to,
    lang,
    {
      subject: text('verification.subject'),
      greeting: greeting(lang, name),
      lines: [text('verification.line')],
      button: text('verification.button'),
      after: text('verification.after'),
    },
    link,
  );
}

/** Password-reset mail; the link lives 1 hour. */
export function resetMail(lang: Language, to: string, name: string, link: string): Mail {
  const text = (key: Parameters<typeof mailStrings.text>[1]) => mailStrings.text(lang, key);
  return render(
    to,
    lang,
    {
      subject: text('reset.subject'),
      greeting: greeting(lang, name),
      lines: [text('reset.line')],
      button: text('reset.button'),
      after: text('reset.after'),
    },
    link,
  );
}

/** Told to the old address when the account's address is being changed. */
export function emailChangeNoticeMail(lang: Language, to: string, name: string, newEmail: string): Mail {
  return render(to, lang, {
    subject: mailStrings.text(lang, 'emailChange.subject'),
    greeting: greeting(lang, name),
    lines: [
      mailStrings.text(lang, 'emailChange.line', { email: newEmail }),
      mailStrings.text(lang, 'emailChange.notYou'),
    ],
  });
}

/**
 * Told after a password change or reset. If it was not them, the way back is a new password by mail:
 * `forgotLink` is the site's forgot-password page.
 */
export function passwordChangedMail(lang: Language, to: string, name: string, forgotLink: string): Mail {
  const text = (key: Parameters<typeof mailStrings.text>[1]) => mailStrings.text(lang, key);
  return render(
    to,
    lang,
    {
      subject: text('passwordChanged.subject'),
      greeting: greeting(lang, name),
      lines: [text('passwordChanged.line'), text('passwordChanged.notYou')],
      button: text('passwordChanged.button'),
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

/** What a moderated item is called in the mail's language ("video", "貼文"). */
function kindName(lang: Language, kind: ModeratedType): string {
  return mailStrings.text(lang, `kind.${kind}`);
}

/** "your video “Title”" / "您的影片體驗「標題」" (without the title when it reads as a link). */
function named(lang: Language, kind: ModeratedType, title: string, owner: 'your' | 'a'): string {
  const name = itemName(title);
  const what = mailStrings.text(lang, owner === 'your' ? 'item.yours' : 'item.a', { kind: kindName(lang, kind) });
  return name ? mailStrings.text(lang, 'item.titled', { item: what, title: name }) : what;
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
    {
      subject: mailStrings.text(lang, 'reportNotice.subject', { kind: kindName(lang, item.kind) }),
      greeting: mailStrings.text(lang, 'greeting'),
      lines: [
        mailStrings.text(lang, 'reportNotice.reported', { item: what, report: item.report }),
        mailStrings.text(lang, 'reportNotice.open', { count: item.open }),
      ],
      button: mailStrings.text(lang, 'reportNotice.button'),
      after: mailStrings.text(lang, 'reportNotice.after'),
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
  const kind = kindName(lang, item.kind);
  const because = mailStrings.text(lang, 'moderated.reason', { reason });
  const parts: Parts = {
    subject: mailStrings.text(lang, hidden ? 'moderated.hiddenSubject' : 'moderated.shownSubject', { kind }),
    greeting: greeting(lang, name),
    lines: hidden
      ? [
          mailStrings.text(lang, 'moderated.hidden', { item: what }),
          because,
          mailStrings.text(lang, 'moderated.hiddenWhere'),
        ]
      : [mailStrings.text(lang, 'moderated.shown', { item: what }), because],
    button: mailStrings.text(lang, 'moderated.button'),
  };
  return render(to, lang, parts, link);
}

/**
 * An invitation to plan a trip together, mailed by a member of the plan; the link works once and lives `days` days.
 * A name or plan name that looks like a link is left out (a mail from us never carries someone else's link).
 */
export function planInviteMail(
  lang: Language,
  to: string,
  inviterName: string,
  planName: string,
  role: 'editor' | 'viewer',
  days: number,
  link: string,
): Mail {
  const name = looksLikeLink(inviterName) ? '' : inviterName.trim();
  const plan = looksLikeLink(planName) ? '' : planName.trim();
  const params = { name, plan, role: mailStrings.text(lang, `planInvite.role.${role}`), days };
  return render(
    to,
    lang,
    {
      subject: mailStrings.text(lang, 'planInvite.subject', params),
      greeting: greeting(lang, ''),
      lines: [mailStrings.text(lang, 'planInvite.line', params)],
      button: mailStrings.text(lang, 'planInvite.button'),
      after: mailStrings.text(lang, 'planInvite.after', params),
    },
    link,
  );
}
