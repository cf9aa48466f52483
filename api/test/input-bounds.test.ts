import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { rowCount } from './db-state';
import { body, buildTestApp, firstPoiId, login, TEST_APP_JS, type TestApp } from './helpers';

/**
 * Input the database cannot hold (an integer past PostgreSQL's int4, NUL in a text) is refused by the contract's
 * schemas with the validation envelope in the caller's language, before any handler runs: a 400, never a 500,
 * and nothing is written.
 */
let t: TestApp;
let demo: string;
let poiId: number;
const en = { 'accept-language': 'en' };
const INT4_MAX = 2147483647;

beforeAll(async () => {
  t = await buildTestApp();
  demo = (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
  poiId = await firstPoiId(t.app);
});
afterAll(() => t?.close());

const count = (table: 'posts' | 'plans') => rowCount(t.app, table);

describe('integers past int4', () => {
  it('a post about place 2147483648 is a 400 naming place_id, and no post is written', async () => {
    const before = await count('posts');
    const post = {
      place_id: INT4_MAX + 1,
      batch_id: 'bounds-batch',
      post: 'Too far',
      recommend: 4,
      media: [],
      is_local: false,
      timezone_offset: 0,
    };
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/post/',
      headers: { ...en, cookie: demo },
      payload: post,
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 400, message: 'place_id must be at most 2147483647.', app_js: TEST_APP_JS });
    expect(await count('posts')).toBe(before);
    // the largest id the column holds is a place that does not exist, not a broken request
    const largest = await t.inject({
      method: 'POST',
      url: '/api/v1/post/',
      headers: { ...en, cookie: demo },
      payload: { ...post, place_id: INT4_MAX },
    });
    expect(largest.statusCode).toBe(404);
  });

  it('1e308, an id past int4 or a star count past 5 in a list filter is a 400 in the caller’s language, signed in or not', async () => {
    for (const url of [
      '/api/v1/global/search?tag_ids=1,2147483648',
      '/api/v1/global/search?country_place_ids=1e308',
      '/api/v1/video_experience/search?reviews=9999999999',
      '/api/v1/post/?country_ids=2147483648',
      '/api/v1/post/?reviews=32768',
    ]) {
      const res = await t.inject({ url, headers: en });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(body(res).message).toMatch(/^\w+ has an invalid format\.$/);
      const zh = await t.inject(url);
      expect(body(zh).message).toMatch(/格式不正確。$/);
    }
    // the largest id an int4 holds passes the contract: the search answers that no such country exists
    const largest = await t.inject({ url: `/api/v1/global/search?country_place_ids=${INT4_MAX}`, headers: en });
    expect(largest.statusCode).toBe(400);
    expect(body(largest).message).toContain(String(INT4_MAX));
  });
});

describe('NUL in a text', () => {
  it('a plan named with NUL is a 400 naming plan_name, and no plan is written', async () => {
    const before = await count('plans');
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/plan/',
      headers: { ...en, cookie: demo },
      payload: { plan_name: 'Trip\u0000', plan_places: [], notes: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      code: 400,
      message: 'plan_name must not contain the NUL character.',
      app_js: TEST_APP_JS,
    });
    expect(await count('plans')).toBe(before);
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v1/plan/',
      headers: { cookie: demo },
      payload: { plan_name: 'Trip', plan_places: [{ id: poiId, type: 'poi', notes: 'a\u0000b' }], notes: '' },
    });
    expect(body(zh).message).toBe('plan_places[0].notes 不可包含 NUL 字元。');
    expect(await count('plans')).toBe(before);
  });

  it('a search term with NUL is a 400 naming the term, in both searches', async () => {
    for (const url of ['/api/v1/global/search?place_id=ta%00ipei', '/api/v1/video_experience/search?place_id=%00']) {
      const res = await t.inject({ url, headers: en });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(body(res).message).toBe('place_id must not contain the NUL character.');
    }
  });
});
