import { sql } from 'kysely';
import type { FavoriteItem, HistoryItem } from 'contract';
import { isHistoryPaused } from '../src/services/history';
import {
  body,
  buildTestApp,
  createUser,
  insertHiddenExperiences,
  login,
  publicExperienceIds,
  type TestApp,
} from './helpers';

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
  expIds = await publicExperienceIds(t.app, 14);
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
    expect(p1.result).toEqual({ page: 1, max_page: 2, total: 14, next_cursor: expect.any(String) });
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
    expect(mine.result).toEqual({ page: 1, max_page: 0, total: 0, next_cursor: null });
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
    expect(list.result).toEqual({ page: 1, max_page: 1, total: 3, next_cursor: expect.any(String) });

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
    expect(cleared.result).toEqual({ page: 1, max_page: 0, total: 0, next_cursor: null });
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

/** A new user whose history and favorites both hold `ids`, one second apart, the last the newest; their cookie. */
async function userWithBothLists(name: string, ids: number[]): Promise<string> {
  const id = await createUser(t.app, `${name}@example.com`, `${name}-pass-2026`, name);
  const base = Date.now() - 100_000;
  const at = (i: number) => new Date(base + i * 1000);
  await t.app.db
    .insertInto('view_history')
    .values(ids.map((experience_id, i) => ({ user_id: id, experience_id, viewed_at: at(i) })))
    .execute();
  await t.app.db
    .insertInto('experience_favorites')
    .values(ids.map((experience_id, i) => ({ user_id: id, experience_id, created_at: at(i) })))
    .execute();
  return (await login(t, `${name}@example.com`, `${name}-pass-2026`)).cookie;
}

interface CursorPaging {
  page: number;
  max_page: number;
  total: number;
  next_cursor: string | null;
}

describe('paging by cursor stays right while the list changes', () => {
  let walker: string;
  const list = async (kind: 'history' | 'favorites', page: number, cursor?: string | null) => {
    const res = await t.inject({
      url: `/api/v1/user/me/video_experience/${kind}/${page}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers: { cookie: walker, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const b = body<Array<{ id: number }>>(res);
    return { ids: b.data!.map((e) => e.id), result: b.result as CursorPaging };
  };

  beforeAll(async () => {
    // 13 entries one second apart, in both lists; the newest (expIds[12]) comes first
    walker = await userWithBothLists('walker', expIds.slice(0, 13));
  });

  it.each([
    ['history', 'history'],
    ['favorites', 'favorite'],
  ] as const)('%s: delete the first of 13, the next page by cursor holds the 12th remaining', async (kind, one) => {
    const newestFirst = expIds.slice(0, 13).reverse();
    const p1 = await list(kind, 1);
    expect(p1.ids).toEqual(newestFirst.slice(0, 12));
    expect(p1.result).toMatchObject({ page: 1, max_page: 2, total: 13 });
    expect(p1.result.next_cursor).toMatch(/^\d+-\d+$/);

    const del = await t.inject({
      method: 'DELETE',
      url: `/api/v1/user/me/video_experience/${one}/${newestFirst[0]}`,
      headers: { cookie: walker },
    });
    expect(del.statusCode).toBe(200);
    // by page number, page 2 of the shorter list starts one later: that item would be skipped
    expect((await list(kind, 2)).ids).toEqual([]);
    const p2 = await list(kind, 2, p1.result.next_cursor);
    expect(p2.ids).toEqual([newestFirst[12]]);
    expect(p2.result).toMatchObject({ page: 2, max_page: 2, total: 12, next_cursor: expect.any(String) });
    const p3 = await list(kind, 3, p2.result.next_cursor);
    expect(p3.ids).toEqual([]);
    expect(p3.result).toMatchObject({ page: 3, max_page: 2, total: 12, next_cursor: null });
  });

  it('an item added above the cursor is not repeated on the next page', async () => {
    const p1 = await list('history', 1);
    expect(p1.result).toMatchObject({ max_page: 1, total: 12 });
    // watching something new puts it on top: the first page as loaded no longer ends where the list's does
    const fresh = expIds[13];
    await t.inject({ url: `/api/v1/video_experience/${fresh}/view`, headers: { cookie: walker } });
    expect((await list('history', 2)).ids).toEqual([p1.ids.at(-1)]); // by page number: shown twice
    const p2 = await list('history', 2, p1.result.next_cursor);
    expect(p2.ids).toEqual([]);
    expect(p2.result).toMatchObject({ max_page: 1, total: 13 });
  });

  it('a cursor whose own item was removed still pages on right after it', async () => {
    const p1 = await list('history', 1);
    expect(p1.result).toMatchObject({ max_page: 2, total: 13 });
    await t.inject({
      method: 'DELETE',
      url: `/api/v1/user/me/video_experience/history/${p1.ids.at(-1)}`,
      headers: { cookie: walker },
    });
    const p2 = await list('history', 2, p1.result.next_cursor);
    expect(p2.ids).toHaveLength(1);
    expect(p1.ids).not.toContain(p2.ids[0]);
    expect([...p1.ids.slice(0, -1), ...p2.ids]).toEqual((await list('history', 1)).ids);
  });

  it('refuses a cursor the server cannot have written (400, nothing else changes)', async () => {
    for (const cursor of ['abc', '1-0', '1-99999999999', '1'.repeat(18) + '-1', '1-2-3']) {
      const res = await t.inject({
        url: `/api/v1/user/me/video_experience/history/2?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: walker, 'accept-language': 'en' },
      });
      expect([cursor, res.statusCode]).toEqual([cursor, 400]);
      expect(body(res).message).toMatch(/cursor/);
    }
  });
});

describe('undo meets the cursor', () => {
  it.each([
    ['history', 'history', 'viewed_at'],
    ['favorites', 'favorite', 'favorited_at'],
  ] as const)(
    '%s: the last item of a page removed and put back is not shown again by the next page (times with microseconds)',
    async (kind, one, field) => {
      const name = `micro-${kind}`;
      const userId = await createUser(t.app, `${name}@example.com`, `${name}-pass-2026`, name);
      const cookie = (await login(t, `${name}@example.com`, `${name}-pass-2026`)).cookie;
      // as the database writes them (now()): with microseconds, which the API's ISO times leave out
      const table = kind === 'history' ? 'view_history' : 'experience_favorites';
      const column = kind === 'history' ? 'viewed_at' : 'created_at';
      for (const [i, expId] of expIds.slice(0, 13).entries())
        await sql`INSERT INTO ${sql.table(table)} (user_id, experience_id, ${sql.ref(column)})
          VALUES (${userId}, ${expId}, now() - interval '1 hour' + ${i} * interval '1.000321 second')`.execute(
          t.app.db,
        );
      const page = async (n: number, cursor?: string | null) => {
        const res = await t.inject({
          url: `/api/v1/user/me/video_experience/${kind}/${n}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: { cookie },
        });
        return body<Array<{ id: number; viewed_at?: string; favorited_at?: string }>>(res);
      };
      const p1 = await page(1);
      const last = p1.data!.at(-1)!;
      const url = `/api/v1/user/me/video_experience/${one}/${last.id}`;
      expect((await t.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(200);
      const put = await t.inject({ method: 'PUT', url, headers: { cookie }, payload: { [field]: last[field] } });
      expect(put.statusCode).toBe(200);
      const p2 = await page(2, (p1.result as { next_cursor: string }).next_cursor);
      expect(p2.data!.map((e) => e.id)).toEqual([expIds[0]]);
    },
  );

  it('a paused history takes nothing back', async () => {
    const name = 'paused-undo';
    await createUser(t.app, `${name}@example.com`, `${name}-pass-2026`, name);
    const cookie = (await login(t, `${name}@example.com`, `${name}-pass-2026`)).cookie;
    const settings = '/api/v1/user/me/video_experience/history_settings';
    await t.inject({ method: 'PUT', url: settings, headers: { cookie }, payload: { paused: true } });
    const put = await t.inject({
      method: 'PUT',
      url: `/api/v1/user/me/video_experience/history/${expIds[0]}`,
      headers: { cookie },
      payload: { viewed_at: new Date().toISOString() },
    });
    expect(put.statusCode).toBe(200);
    const list = await t.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie } });
    expect(body<unknown[]>(list).data).toEqual([]);
  });
});

describe('undo: a removed favorite or history entry goes back where it was', () => {
  let undoer: string;
  const ids = async (kind: 'history' | 'favorites') =>
    body<Array<{ id: number; viewed_at?: string; favorited_at?: string }>>(
      await t.inject({ url: `/api/v1/user/me/video_experience/${kind}/1`, headers: { cookie: undoer } }),
    ).data!;

  beforeAll(async () => {
    undoer = await userWithBothLists('undoer', expIds.slice(0, 3));
  });

  it.each([
    ['history', 'history', 'viewed_at'],
    ['favorites', 'favorite', 'favorited_at'],
  ] as const)(
    '%s: remove the middle one, put it back with its time: same order as before',
    async (kind, one, field) => {
      const before = await ids(kind);
      const middle = before[1];
      const url = `/api/v1/user/me/video_experience/${one}/${middle.id}`;
      expect((await t.inject({ method: 'DELETE', url, headers: { cookie: undoer } })).statusCode).toBe(200);
      expect((await ids(kind)).map((e) => e.id)).toEqual([before[0].id, before[2].id]);
      const put = await t.inject({
        method: 'PUT',
        url,
        headers: { cookie: undoer },
        payload: { [field]: middle[field] },
      });
      expect(put.statusCode).toBe(200);
      expect(await ids(kind)).toEqual(before);
      // putting back what is there changes nothing
      const again = await t.inject({
        method: 'PUT',
        url,
        headers: { cookie: undoer },
        payload: { [field]: new Date(0).toISOString() },
      });
      expect(again.statusCode).toBe(200);
      expect(await ids(kind)).toEqual(before);
    },
  );

  it('a time to come counts as now; needs sign-in, a visible experience and a date-time', async () => {
    const id = expIds[5];
    const url = `/api/v1/user/me/video_experience/history/${id}`;
    const put = await t.inject({
      method: 'PUT',
      url,
      headers: { cookie: undoer },
      payload: { viewed_at: '2999-01-01T00:00:00.000Z' },
    });
    expect(put.statusCode).toBe(200);
    const top = (await ids('history'))[0];
    expect(top.id).toBe(id);
    expect(Date.parse(top.viewed_at!)).toBeLessThanOrEqual(Date.now());

    expect((await t.inject({ method: 'PUT', url, payload: { viewed_at: top.viewed_at } })).statusCode).toBe(401);
    const bad = await t.inject({
      method: 'PUT',
      url,
      headers: { cookie: undoer, 'accept-language': 'en' },
      payload: { viewed_at: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    const ownerId = await createUser(t.app, 'hidden-owner@example.com', 'hidden-pass-2026', 'Owner');
    const { privateId } = await insertHiddenExperiences(t.app, ownerId);
    for (const [one, field] of [
      ['history', 'viewed_at'],
      ['favorite', 'favorited_at'],
    ]) {
      const hidden = await t.inject({
        method: 'PUT',
        url: `/api/v1/user/me/video_experience/${one}/${privateId}`,
        headers: { cookie: undoer },
        payload: { [field]: top.viewed_at },
      });
      expect([one, hidden.statusCode]).toEqual([one, 404]);
    }
  });
});
