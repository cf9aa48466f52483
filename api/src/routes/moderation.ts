import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { RateLimiter } from '../auth/rate-limit';
import { loadSession, SESSION_COOKIE } from '../auth/session';
import { DEFAULT_RATE_LIMITS } from '../config';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { implement } from '../http/implement';
import { t } from '../i18n';
import { createMailer } from '../mail/mailer';
import { dismissReports, moderationItem, moderationLog, moderationQueue, type ItemRef } from '../services/moderation';
import { hideOrRestore, receiveReport, type Moderating } from '../services/moderationActions';
import { findPostRow, mayView } from '../services/posts';
import { isAdmin } from '../services/users';
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

  const moderating: Moderating = { db, config, mailer, log: app.log };

  implement(app, routes.reportExperience, async (req) => {
    const item: ItemRef = { type: 'experience', id: req.params.expId };
    await visibleExperience(db, item.id, req.user, adminEmail);
    const reporter = { user: req.user, ip: req.ip };
    const saved = await receiveReport(moderating, reporter, item, req.body.report, req.body.recaptchaToken);
    return { data: { ...saved, video_experience_id: item.id }, message: t(req.lang, 'report_received') };
  });

  implement(app, routes.reportPost, async (req) => {
    const item: ItemRef = { type: 'post', id: req.params.postId };
    const post = await findPostRow(db, item.id);
    if (!post || !mayView(post, req.user, adminEmail)) throw notFound('post_not_found');
    const reporter = { user: req.user, ip: req.ip };
    const saved = await receiveReport(moderating, reporter, item, req.body.report, req.body.recaptchaToken);
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
        await hideOrRestore(moderating, req.user, item, hide, req.body.reason);
        return { data: await moderationItem(db, item, req.user, req.lang) };
      });
    }
  });
}
