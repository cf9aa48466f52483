import type { FavoriteItem, HistoryItem } from 'shared/contract';
import { isHistoryPaused } from '../src/services/history';
import { body, buildTestApp, createUser, login, type TestApp } from './helpers';

let t: TestApp;
let cookie: string;
let userId: number;
let other: string;
let expIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  userId = await createUser(t.app, 'lists@example.com', 'lists-pass-2026', 'Lister');
  await createUser(t.app, 'other-lists@example.com', 'other-pass-2026', 'Other');
  cookie = (await login(t, 'lists@example.com', 'lists-pass-2026')).cookie;
  other = (await login(t, 'other-lists@example.com', 'other-pass-2026')).cookie;
  expIds = (
    await t.app.db
      .selectFrom('experiences')
      .select('id')
      .where('status', '=', 'published')
      .where('visible_type', '=', 0)
      .orderBy('id')
      .limit(14)
      .execute()
  ).map((r) => r.id);
  const base = Date.now() - 100_000;
  await t.app.db
    .insertInto('experience_favorites')
    .values(expIds.map((id, i) => ({ user_id: userId, experience_id: id, created_at: new Date(base + i * 1000) })))
    .execute();
  await t.app.db
    .insertInto('view_history')
    .values(
      expIds.slice(0, 3).map((id, i) => ({ user_id: userId, experience_id: id, viewed_at: new Date(base + i * 1000) })),
    )
    .execute();
});
afterAll(() => t?.close());

describe('favorites list', () => {
  it('pages newest first with result.max_page, and is empty above the last page', async () => {
    const p1 = body<FavoriteItem[]>(
      await t.inject({ url: '/api/v1/user/me/video_experience/favorites/1', headers: { cookie } }),
    );
    expect(p1.result).toEqual({ page: 1, max_page: 2, total: 14 });
    expect(p1.data).toHaveLength(12);
    expect(p1.data![0].id).toBe(expIds[13]);
    expect(p1.data![0].favorited_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const p2 = body<FavoriteItem[]>(
      await t.inject({ url: '/api/v1/user/me/video_experience/favorites/2', headers: { cookie } }),
    );
    expect(p2.data!.map((e) => e.id)).toEqual([expIds[1], expIds[0]]);
    const p3 = body<FavoriteItem[]>(
      await t.inject({ url: '/api/v1/user/me/video_experience/favorites/3', headers: { cookie } }),
    );
    expect(p3.data).toEqual([]);
    // another user sees only their own (none)
    const mine = body(
      await t.inject({ url: '/api/v1/user/me/video_experience/favorites/1', headers: { cookie: other } }),
    );
    expect(mine.result).toEqual({ page: 1, max_page: 0, total: 0 });
  });

  it('hides experiences that became private, needs sign-in and a valid page', async () => {
    await t.app.db.updateTable('experiences').set({ visible_type: 1 }).where('id', '=', expIds[13]).execute();
    const p1 = body<FavoriteItem[]>(
      await t.inject({ url: '/api/v1/user/me/video_experience/favorites/1', headers: { cookie } }),
    );
    expect(p1.data!.map((e) => e.id)).not.toContain(expIds[13]);
    expect(p1.result).toMatchObject({ total: 13 });
    await t.app.db.updateTable('experiences').set({ visible_type: 0 }).where('id', '=', expIds[13]).execute();
    expect((await t.inject('/api/v1/user/me/video_experience/favorites/1')).statusCode).toBe(401);
    const bad = await t.inject({
      url: '/api/v1/user/me/video_experience/favorites/0',
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('history list, delete, clear and pause', () => {
  it('lists the most recent first, deletes one entry and clears all (only mine)', async () => {
    await t.app.db
      .insertInto('view_history')
      .values({
        user_id: (
          await t.app.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'other-lists@example.com')
            .executeTakeFirstOrThrow()
        ).id,
        experience_id: expIds[0],
      })
      .execute();
    const list = body<HistoryItem[]>(
      await t.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie } }),
    );
    expect(list.data!.map((e) => e.id)).toEqual([expIds[2], expIds[1], expIds[0]]);
    expect(list.result).toEqual({ page: 1, max_page: 1, total: 3 });

    const del = await t.inject({
      method: 'DELETE',
      url: `/api/v1/user/me/video_experience/history/${expIds[1]}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    const after = body<HistoryItem[]>(
      await t.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie } }),
    );
    expect(after.data!.map((e) => e.id)).toEqual([expIds[2], expIds[0]]);

    expect((await t.inject({ method: 'DELETE', url: '/api/v1/user/me/video_experience/history' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/v1/user/me/video_experience/history', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    const cleared = body(await t.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie } }));
    expect(cleared.data).toEqual([]);
    expect(cleared.result).toEqual({ page: 1, max_page: 0, total: 0 });
    const theirs = body(
      await t.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie: other } }),
    );
    expect(theirs.result).toMatchObject({ total: 1 });
  });

  it('pauses and resumes recording; isHistoryPaused tells the view endpoint', async () => {
    const url = '/api/v1/user/me/video_experience/history_settings';
    expect(body(await t.inject({ url, headers: { cookie } })).data).toEqual({ paused: false });
    expect(await isHistoryPaused(t.app.db, userId)).toBe(false);
    const put = await t.inject({ method: 'PUT', url, headers: { cookie }, payload: { paused: true } });
    expect(body(put).data).toEqual({ paused: true });
    expect(await isHistoryPaused(t.app.db, userId)).toBe(true);
    expect(body(await t.inject({ url, headers: { cookie: other } })).data).toEqual({ paused: false });
    const bad = await t.inject({
      method: 'PUT',
      url,
      headers: { cookie, 'accept-language': 'en' },
      payload: { paused: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await isHistoryPaused(t.app.db, userId)).toBe(true);
    await t.inject({ method: 'PUT', url, headers: { cookie }, payload: { paused: false } });
    expect(await isHistoryPaused(t.app.db, userId)).toBe(false);
    expect((await t.inject({ method: 'PUT', url, payload: { paused: true } })).statusCode).toBe(401);
  });
});
