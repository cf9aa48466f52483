import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, MODERATION_PAGE, routes, type Language } from 'contract';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../auth/rate-limit';
import { loadSession, SESSION_COOKIE } from '../auth/session';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest, notFound, unauthorized } from '../http/errors';
import { implement } from '../http/implement';
import { t } from '../i18n';
import { createMailer } from '../mail/mailer';
import { contentModeratedMail, reportNoticeMail } from '../mail/templates';
import { RecaptchaUnavailableError, verifyRecaptcha } from '../providers/recaptcha';
import {
  alreadyReported,
  dismissReports,
  fileReport,
  moderationItem,
  moderationLog,
  moderationQueue,
  reportSubject,
  setHidden,
  takeReportNotice,
  type ItemRef,
} from '../services/moderation';
import { findPostRow, mayView } from '../services/posts';
import { findUserByEmail, isAdmin } from '../services/users';
import { visibleExperience } from '../services/watching';

/**
 * Reports (of experiences and posts) and the admin's moderation: the queue, dismissing, hiding and restoring,
 * the audit list. The admin is told of new reports by mail, the author of their item being hidden or shown again.
 */
export function moderationRoutes(app: FastifyInstance): void {
  const { db, config } = app;
  const adminEmail = config.adminEmail;
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => {
    await mailer.flush();
  });
  const limiter = new RateLimiter(app, config.rateLimits ?? DEFAULT_RATE_LIMITS);

  /** Where an item is seen on the site. */
  const itemLink = (item: ItemRef, slug: string) =>
    `${config.siteUrl}${item.type === 'experience' ? `/experience/${item.id}--${encodeURIComponent(slug)}` : `/post/${item.id}`}`;

  /** The reporter's text: a captcha-checked, non-blank report the user has not sent on this item before. */
  async function receiveReport(req: FastifyRequest, user: UserRow, item: ItemRef, text: string, token: string) {
    const report = text.trim();
    if (!report) throw new ApiError(400, 'report_blank');
    // told before the captcha is spent on it
    if (await alreadyReported(db, item, user.id)) throw new ApiError(409, 'report_duplicate');
    let human: boolean;
    try {
      human = await verifyRecaptcha(config, token, req.ip, app.log);
    } catch (err) {
      if (err instanceof RecaptchaUnavailableError) throw new ApiError(503, 'captcha_unavailable');
      throw err;
    }
    if (!human) throw new ApiError(400, 'captcha_failed');
    const saved = await fileReport(db, item, user.id, report);
    await noticeToAdmin(item, report);
    return saved;
  }

  /** A mail to the admin about a new report, unless one about the same item went out within the hour. */
  async function noticeToAdmin(item: ItemRef, report: string) {
    if (!(await takeReportNotice(db, item))) return;
    const admin = await findUserByEmail(db, adminEmail);
    const lang: Language = admin && isAdmin(admin, adminEmail) ? admin.interface_language : DEFAULT_LANGUAGE;
    const subject = await reportSubject(db, item);
    mailer.queue(
      reportNoticeMail(
        lang,
        adminEmail,
        { kind: item.type, ...subject, report },
        `${config.siteUrl}${MODERATION_PAGE}`,
      ),
    );
  }

  implement(app, routes.reportExperience, async (req) => {
    const item: ItemRef = { type: 'experience', id: req.params.expId };
    await visibleExperience(db, item.id, req.user, adminEmail);
    const saved = await receiveReport(req, req.user, item, req.body.report, req.body.recaptchaToken);
    return { data: { ...saved, video_experience_id: item.id }, message: t(req.lang, 'report_received') };
  });

  implement(app, routes.reportPost, async (req) => {
    const item: ItemRef = { type: 'post', id: req.params.postId };
    const post = await findPostRow(db, item.id);
    if (!post || !mayView(post, req.user, adminEmail)) throw notFound('post_not_found');
    const saved = await receiveReport(req, req.user, item, req.body.report, req.body.recaptchaToken);
    return { data: { ...saved, post_id: item.id }, message: t(req.lang, 'report_received') };
  });

  // The admin's calls. Whoever is not the admin (an account whose address is not verified included) gets the
  // answer of a path that does not exist, before the request is even validated: the calls are not advertised.
  // Every call is counted against the moderation rate limit.
  void app.register(async (scope) => {
    scope.addHook('preValidation', async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      const found = token ? await loadSession(db, token) : null;
      if (!found) throw unauthorized();
      if (!isAdmin(found.user, adminEmail)) throw new ApiError(404, 'route_not_found');
      await limiter.consume('moderate', req, `#${found.user.id}`, reply);
    });

    implement(scope, routes.getModerationQueue, async (req) => {
      const page = req.query.page ?? 1;
      const { items, total, maxPage } = await moderationQueue(db, req.query.status ?? 'open', page, req.user, req.lang);
      return { data: items, result: { page, max_page: maxPage, total } };
    });

    implement(scope, routes.getModerationLog, async (req) => {
      const page = req.query.page ?? 1;
      const { actions, total, maxPage } = await moderationLog(db, page);
      return { data: actions, result: { page, max_page: maxPage, total } };
    });

    implement(scope, routes.dismissReports, async (req) => {
      const item: ItemRef = { type: req.params.item_type, id: req.params.id };
      await dismissReports(db, item, req.user, (req.body.reason ?? '').trim());
      return { data: await moderationItem(db, item, req.user, req.lang) };
    });

    for (const [def, hide] of [
      [routes.hideItem, true],
      [routes.restoreItem, false],
    ] as const) {
      implement(scope, def, async (req) => {
        const item: ItemRef = { type: req.params.item_type, id: req.params.id };
        const reason = req.body.reason.trim();
        if (!reason) throw badRequest('moderation_reason_blank');
        const changed = await setHidden(db, item, req.user, hide, reason);
        const author = await db.selectFrom('users').selectAll().where('id', '=', changed.user_id).executeTakeFirst();
        const to = author?.email ?? author?.social_email;
        if (author && to) {
          mailer.queue(
            contentModeratedMail(
              author.interface_language,
              to,
              author.display_name,
              { kind: item.type, title: changed.title },
              hide,
              reason,
              itemLink(item, changed.slug),
            ),
          );
        }
        return { data: await moderationItem(db, item, req.user, req.lang) };
      });
    }
  });
}
