import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import {
  clearHistory,
  isHistoryPaused,
  listUserExperiences,
  removeFromHistory,
  restoreListEntry,
  setHistoryPaused,
  type ListPage,
} from '../services/history';
import { experienceStatus, visibleExperience } from '../services/watching';

/** The signed-in user's favorites and viewing-history lists, and the history setting. */
export function profileRoutes(app: FastifyInstance): void {
  const { db } = app;
  const paging = (page: number, list: ListPage) => ({
    page,
    max_page: list.maxPage,
    total: list.total,
    next_cursor: list.nextCursor,
  });

  implement(app, routes.getFavorites, async (req) => {
    const { page } = req.params;
    const list = await listUserExperiences(db, 'favorites', req.user.id, page, req.lang, req.query.cursor);
    return { data: list.items.map(({ at, ...e }) => ({ ...e, favorited_at: at })), result: paging(page, list) };
  });

  implement(app, routes.getHistory, async (req) => {
    const { page } = req.params;
    const list = await listUserExperiences(db, 'history', req.user.id, page, req.lang, req.query.cursor);
    return { data: list.items.map(({ at, ...e }) => ({ ...e, viewed_at: at })), result: paging(page, list) };
  });

  implement(app, routes.restoreFavorite, async (req) => {
    await visibleExperience(db, req.params.id, req.user, app.config.adminEmail);
    await restoreListEntry(db, 'favorites', req.user.id, req.params.id, req.body.favorited_at);
    return { result: await experienceStatus(db, req.user.id, req.params.id) };
  });

  implement(app, routes.restoreHistoryEntry, async (req) => {
    await visibleExperience(db, req.params.id, req.user, app.config.adminEmail);
    await restoreListEntry(db, 'history', req.user.id, req.params.id, req.body.viewed_at);
    return {};
  });

  // deleting an entry that is not (or no longer) there is a success: the outcome the caller wants holds
  implement(app, routes.deleteHistoryEntry, async (req) => {
    await removeFromHistory(db, req.user.id, req.params.id);
    return {};
  });

  implement(app, routes.clearHistory, async (req) => {
    await clearHistory(db, req.user.id);
    return {};
  });

  implement(app, routes.getHistorySettings, async (req) => ({
    data: { paused: await isHistoryPaused(db, req.user.id) },
  }));

  implement(app, routes.setHistorySettings, async (req) => ({
    data: { paused: await setHistoryPaused(db, req.user.id, req.body.paused) },
  }));
}
