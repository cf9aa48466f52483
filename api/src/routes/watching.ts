import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { notFound } from '../http/errors';
import { findExperience } from '../services/experiences';
import {
  alikeExperiences,
  countView,
  experienceStatus,
  parseIdList,
  setFavorite,
  setLike,
  socialFeed,
  userExperiences,
  visibleExperience,
  visitorKey,
} from '../services/watching';

/**
 * Watching experiences: views, likes, favorites, status, and the read calls around the
 * detail page (alike, location, a user's experiences). Every call answers 404 for an experience the caller
 * may not open, exactly as GET /video_experience/:id does.
 */
export function watchingRoutes(app: FastifyInstance): void {
  const admin = app.config.adminEmail;

  implement(app, routes.viewExperience, async (req) => {
    await visibleExperience(app.db, req.params.id, req.user, admin);
    const userId = req.user?.id ?? null;
    const visitor = visitorKey(userId, req.ip, req.headers['user-agent']);
    return { data: { views_count: await countView(app.db, req.params.id, visitor, userId) } };
  });

  implement(app, routes.getExperienceStatus, async (req) => {
    await visibleExperience(app.db, req.params.id, req.user, admin);
    return { result: await experienceStatus(app.db, req.user.id, req.params.id) };
  });

  for (const [def, on] of [
    [routes.likeExperience, true],
    [routes.unlikeExperience, false],
  ] as const) {
    implement(app, def, async (req) => {
      await visibleExperience(app.db, req.params.id, req.user, admin);
      const likes_count = await setLike(app.db, req.user.id, req.params.id, on);
      return { data: { likes_count }, result: await experienceStatus(app.db, req.user.id, req.params.id) };
    });
  }

  for (const [def, on] of [
    [routes.addFavorite, true],
    [routes.removeFavorite, false],
  ] as const) {
    implement(app, def, async (req) => {
      await visibleExperience(app.db, req.params.id, req.user, admin);
      await setFavorite(app.db, req.user.id, req.params.id, on);
      return { result: await experienceStatus(app.db, req.user.id, req.params.id) };
    });
  }

  implement(app, routes.getAlikeExperiences, async (req) => {
    await visibleExperience(app.db, req.params.id, req.user, admin);
    return { data: await alikeExperiences(app.db, req.params.id, req.lang) };
  });

  implement(app, routes.getExperienceSocialFeed, async (req) => {
    await visibleExperience(app.db, req.params.id, req.user, admin);
    return { data: await socialFeed(app.db, req.params.id, req.user, admin, req.lang) };
  });

  implement(app, routes.getExperienceLocation, async (req) => {
    const experience = await findExperience(app.db, req.params.id, req.user, admin, req.lang);
    if (!experience) throw notFound('experience_not_found');
    return { data: experience.places };
  });

  implement(app, routes.getUserExperiences, async (req) => {
    const found = await userExperiences(app.db, req.params.userId, parseIdList(req.query.exp_ids), req.lang);
    if (!found) throw notFound('traveller_not_found');
    return { data: found.experiences, result: { user: found.user } };
  });
}
