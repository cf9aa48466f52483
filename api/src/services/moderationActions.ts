import { DEFAULT_LANGUAGE, MODERATION_PAGE, type Language } from 'contract';
import type { Config } from '../config';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { contentModeratedMail, reportNoticeMail } from '../mail/templates';
import type { CaptchaLog } from '../providers/recaptcha';
import { captchaCheck } from './captcha';
import { alreadyReported, fileReport, reportSubject, setHidden, takeReportNotice, type ItemRef } from './moderation';
import { findUserByEmail, isAdmin } from './users';

/** What reports and the admin's actions need of the site: its database, settings, mailer and log. */
export interface Moderating {
  db: Database;
  config: Pick<Config, 'adminEmail' | 'siteUrl' | 'recaptcha' | 'nodeEnv'>;
  mailer: Pick<Mailer, 'queue'>;
  log: CaptchaLog;
}

/** Where an item is seen on the site. */
const itemLink = (m: Moderating, item: ItemRef, slug: string) =>
  `${m.config.siteUrl}${item.type === 'experience' ? `/experience/${item.id}--${encodeURIComponent(slug)}` : `/post/${item.id}`}`;

/** A mail to the admin about a new report, unless one about the same item went out within the hour. */
async function noticeToAdmin(m: Moderating, item: ItemRef, report: string): Promise<void> {
  const { db, config } = m;
  if (!(await takeReportNotice(db, item))) return;
  const admin = await findUserByEmail(db, config.adminEmail);
  const lang: Language = admin && isAdmin(admin, config.adminEmail) ? admin.interface_language : DEFAULT_LANGUAGE;
  const subject = await reportSubject(db, item);
  m.mailer.queue(
    reportNoticeMail(
      lang,
      config.adminEmail,
      { kind: item.type, ...subject, report },
      `${config.siteUrl}${MODERATION_PAGE}`,
    ),
  );
}

/**
 * A user's report of an item they may see: a captcha-checked (from the reporter's IP), non-blank report the user
 * has not sent on this item before. The admin is told.
 */
export async function receiveReport(
  m: Moderating,
  reporter: { user: UserRow; ip: string },
  item: ItemRef,
  text: string,
  captchaToken: string,
) {
  const report = text.trim();
  if (!report) throw new ApiError(400, 'report_blank');
  // told before the captcha is spent on it
  if (await alreadyReported(m.db, item, reporter.user.id)) throw new ApiError(409, 'report_duplicate');
  await captchaCheck(m.config, reporter.ip, m.log)(captchaToken);
  const saved = await fileReport(m.db, item, reporter.user.id, report);
  await noticeToAdmin(m, item, report);
  return saved;
}

/** The admin hides an item (or shows it again) for a stated reason; its author is told, in their language. */
export async function hideOrRestore(
  m: Moderating,
  admin: UserRow,
  item: ItemRef,
  hide: boolean,
  reasonText: string,
): Promise<void> {
  const reason = reasonText.trim();
  if (!reason) throw badRequest('moderation_reason_blank');
  const changed = await setHidden(m.db, item, admin, hide, reason);
  const author = await m.db.selectFrom('users').selectAll().where('id', '=', changed.user_id).executeTakeFirst();
  const to = author?.email ?? author?.social_email;
  if (!author || !to) return;
  m.mailer.queue(
    contentModeratedMail(
      author.interface_language,
      to,
      author.display_name,
      { kind: item.type, title: changed.title },
      hide,
      reason,
      itemLink(m, item, changed.slug),
    ),
  );
}
