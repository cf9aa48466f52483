import type { FastifyInstance } from 'fastify';
import { routes } from 'shared/contract';
import { implement } from '../http/implement';
import { isHistoryPaused, listUserExperiences, setHistoryPaused } from '../services/history';

/** The signed-in user's favorites and viewing-history lists, and the history setting (profile issue). */
export function profileRoutes(app: FastifyInstance): void {
  const { db } = app;

  implement(app, routes.getFavorites, async (req) => {
    const { items, total, maxPage } = await listUserExperiences(
      db,
      'favorites',
      req.user!.id,
      req.params.page,
      req.lang,
    );
    return {
      data: items.map(({ at, ...e }) => ({ ...e, favorited_at: at })),
      result: { page: req.params.page, max_page: maxPage, total },
    };
  });

  implement(app, routes.getHistory, async (req) => {
    const { items, total, maxPage } = await listUserExperiences(db, 'history', req.user!.id, req.params.page, req.lang);
    return {
      data: items.map(({ at, ...e }) => ({ ...e, viewed_at: at })),
      result: { page: req.params.page, max_page: maxPage, total },
    };
  });

  // deleting an entry that is not (or no longer) there is a success: the outcome the caller wants holds
  implement(app, routes.deleteHistoryEntry, async (req) => {
    await db
      .deleteFrom('view_history')
      .where('user_id', '=', req.user!.id)
      .where('experience_id', '=', req.params.id)
      .execute();
    return {};
  });

  implement(app, routes.clearHistory, async (req) => {
    await db.deleteFrom('view_history').where('user_id', '=', req.user!.id).execute();
    return {};
  });

  implement(app, routes.getHistorySettings, async (req) => ({
    data: { paused: await isHistoryPaused(db, req.user!.id) },
  }));

  implement(app, routes.setHistorySettings, async (req) => ({
    data: { paused: await setHistoryPaused(db, req.user!.id, req.body.paused) },
  }));
}
