import type { ExperiencePlace, ExperienceStatus, ExperienceSummary, Report } from 'contract';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  createUser,
  insertHiddenExperiences,
  login,
  publicExperienceIds,
  type TestApp,
} from './helpers';
import { startCaptcha } from './accounts-helpers';

let captcha: Awaited<ReturnType<typeof startCaptcha>>;
let captchaCalls: URLSearchParams[];
let t: TestApp;
let demo: string;
let owner: string;
let other: string;
let adminCookie: string;
let ownerId: number;
let privateId: number;
let unlistedId: number;
let draftId: number;

beforeAll(async () => {
  captcha = await startCaptcha();
  captchaCalls = captcha.calls;
  t = await buildTestApp({ recaptcha: captcha.config } as never);
  demo = (await login(t, 'demo@example.com', 'travel-demo-2026')).cookie;
  ownerId = await createUser(t.app, 'w-owner@example.com', 'owner-pass-123', 'Owner');
  await createUser(t.app, 'w-other@example.com', 'other-pass-123', 'Other');
  owner = (await login(t, 'w-owner@example.com', 'owner-pass-123')).cookie;
  other = (await login(t, 'w-other@example.com', 'other-pass-123')).cookie;
  adminCookie = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
  ({ privateId, unlistedId, draftId } = await insertHiddenExperiences(t.app, ownerId));
});
afterAll(async () => {
  await t?.close();
  await captcha?.close();
});

const en = { 'accept-language': 'en' };
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

function call(method: string, url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.inject({ method, url, payload, headers: { ...en, ...xhr, ...headers, ...(cookie ? { cookie } : {}) } });
}
const exp = (id: number) =>
  t.app.db.selectFrom('experiences').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('likes', () => {
  it('like → status → like again (counted once) → unlike → unlike again', async () => {
    const before = (await exp(7)).likes_count;
    const r1 = await call('POST', '/api/v1/user/me/video_experience/like/7', demo);
    expect(r1.statusCode).toBe(200);
    const b1 = body<{ likes_count: number }>(r1);
    expect(b1.data!.likes_count).toBe(before + 1);
    expect(b1.result).toEqual({ id: 7, favorite: false, like: true });

    const status = body(await call('GET', '/api/v1/user/me/video_experience/7/status', demo));
    expect(status.result).toEqual({ id: 7, favorite: false, like: true });

    const r2 = body<{ likes_count: number }>(await call('POST', '/api/v1/user/me/video_experience/like/7', demo));
    expect(r2.data!.likes_count).toBe(before + 1);
    expect((await exp(7)).likes_count).toBe(before + 1);

    const r3 = body<{ likes_count: number }>(await call('DELETE', '/api/v1/user/me/video_experience/like/7', demo));
    expect(r3.data!.likes_count).toBe(before);
    expect(r3.result).toEqual({ id: 7, favorite: false, like: false });
    const r4 = body<{ likes_count: number }>(await call('DELETE', '/api/v1/user/me/video_experience/like/7', demo));
    expect(r4.data!.likes_count).toBe(before);
    expect((await exp(7)).likes_count).toBe(before);
  });

  it('stays exact under concurrent likes from many users and repeated likes of one', async () => {
    const before = (await exp(8)).likes_count;
    const cookies: string[] = [];
    for (let i = 0; i < 6; i++) {
      await createUser(t.app, `liker${i}@example.com`, 'liker-pass-123', `Liker ${i}`);
      cookies.push((await login(t, `liker${i}@example.com`, 'liker-pass-123')).cookie);
    }
    const requests = [...cookies, ...cookies, ...cookies].map((c) =>
      call('POST', '/api/v1/user/me/video_experience/like/8', c),
    );
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    expect((await exp(8)).likes_count).toBe(before + 6);
    const rows = await t.app.db.selectFrom('experience_likes').selectAll().where('experience_id', '=', 8).execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);

    await Promise.all(
      [...cookies, ...cookies].map((c) => call('DELETE', '/api/v1/user/me/video_experience/like/8', c)),
    );
    expect((await exp(8)).likes_count).toBe(before);
  });

  it('guests get 401; bad and unknown ids get 400 and 404, changing nothing', async () => {
    const before = (await exp(7)).likes_count;
    const guest = await call('POST', '/api/v1/user/me/video_experience/like/7');
    expect(guest.statusCode).toBe(401);
    expect(body(guest).message).toBe('Please sign in first.');
    const bad = await call('POST', '/api/v1/user/me/video_experience/like/abc', demo);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('id must be an integer.');
    const zero = await call('POST', '/api/v1/user/me/video_experience/like/0', demo);
    expect(zero.statusCode).toBe(400);
    const missing = await call('POST', '/api/v1/user/me/video_experience/like/999999', demo);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('This experience does not exist.');
    const zh = await call('POST', '/api/v1/user/me/video_experience/like/999999', demo, undefined, {
      'accept-language': 'zh-TW',
    });
    expect(body(zh).message).toBe('找不到這部影片體驗。');
    expect((await exp(7)).likes_count).toBe(before);
  });
});

describe('favorites', () => {
  it('add (idempotent) → status → remove', async () => {
    const a1 = await call('POST', '/api/v1/user/me/video_experience/favorite/9', demo);
    expect(a1.statusCode).toBe(200);
    expect(body(a1).result).toEqual({ id: 9, favorite: true, like: false });
    await call('POST', '/api/v1/user/me/video_experience/favorite/9', demo);
    const rows = await t.app.db
      .selectFrom('experience_favorites')
      .selectAll()
      .where('experience_id', '=', 9)
      .where(
        'user_id',
        '=',
        (
          await t.app.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'demo@example.com')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(rows).toHaveLength(1);
    expect(body<unknown>(await call('GET', '/api/v1/user/me/video_experience/9/status', demo)).result).toEqual({
      id: 9,
      favorite: true,
      like: false,
    });
    // another user's status is their own
    expect(body(await call('GET', '/api/v1/user/me/video_experience/9/status', other)).result).toEqual({
      id: 9,
      favorite: false,
      like: false,
    });
    const d = await call('DELETE', '/api/v1/user/me/video_experience/favorite/9', demo);
    expect(body<ExperienceStatus>(d).result).toEqual({ id: 9, favorite: false, like: false });
    expect((await call('DELETE', '/api/v1/user/me/video_experience/favorite/9', demo)).statusCode).toBe(200);
  });

  it('status needs sign-in', async () => {
    expect((await call('GET', '/api/v1/user/me/video_experience/9/status')).statusCode).toBe(401);
  });
});

describe('visibility of the watching calls', () => {
  it('private and draft: 404 for others, allowed for the owner and the admin; unlisted for anyone', async () => {
    for (const id of [privateId, draftId]) {
      expect((await call('POST', `/api/v1/user/me/video_experience/like/${id}`, other)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/user/me/video_experience/${id}/status`, other)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/video_experience/${id}/view`)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/video_experience/${id}/location`, other)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/video_experience/${id}/alike`)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/user/me/video_experience/${id}/status`, owner)).statusCode).toBe(200);
      expect((await call('GET', `/api/v1/video_experience/${id}/location`, adminCookie)).statusCode).toBe(200);
    }
    expect((await exp(privateId)).likes_count).toBe(0);
    const liked = await call('POST', `/api/v1/user/me/video_experience/like/${unlistedId}`, other);
    expect(liked.statusCode).toBe(200);
    expect(body<{ likes_count: number }>(liked).data!.likes_count).toBe(1);
  });

  it("a user's experiences list only public published ones, never unlisted, private or drafts", async () => {
    const res = await call('GET', `/api/v1/video_experience/user/${ownerId}`);
    expect(res.statusCode).toBe(200);
    const b = body<ExperienceSummary[]>(res);
    expect(b.data).toEqual([]);
    expect(b.result).toEqual({ user: { id: ownerId, display_name: 'Owner' } });
    // as the owner too: this is the public list (their own list is /video_experience/me)
    expect(
      body<ExperienceSummary[]>(await call('GET', `/api/v1/video_experience/user/${ownerId}`, owner)).data,
    ).toEqual([]);
  });
});

describe("GET /video_experience/user/:userId (a user's public experiences)", () => {
  let demoId: number;
  beforeAll(async () => {
    demoId = (
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()
    ).id;
  });

  it('lists them as summaries, filtered by exp_ids when given', async () => {
    const all = body<ExperienceSummary[]>(await call('GET', `/api/v1/video_experience/user/${demoId}`)).data!;
    const publicIds = (
      await t.app.db
        .selectFrom('experiences')
        .select('id')
        .where('user_id', '=', demoId)
        .where('status', '=', 'published')
        .where('visible_type', '=', 0)
        .execute()
    ).map((r) => r.id);
    expect(all.map((e) => e.id).sort((a, b) => a - b)).toEqual(publicIds.sort((a, b) => a - b));
    expect(all.length).toBeGreaterThan(1);
    const two = all.slice(0, 2).map((e) => e.id);
    const some = body<ExperienceSummary[]>(
      await call('GET', `/api/v1/video_experience/user/${demoId}?exp_ids=${two.join(',')},${privateId}`),
    ).data!;
    expect(some.map((e) => e.id).sort()).toEqual([...two].sort());
    expect(
      body<ExperienceSummary[]>(await call('GET', `/api/v1/video_experience/user/${demoId}?exp_ids=`)).data,
    ).toEqual([]);
  });

  it('404 for an unknown user, 400 for a bad list', async () => {
    const missing = await call('GET', '/api/v1/video_experience/user/999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('This traveller does not exist.');
    const bad = await call('GET', `/api/v1/video_experience/user/${demoId}?exp_ids=1,x`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('views', () => {
  it('counts once per visit: the same visitor again within the visit does not count, another visitor does', async () => {
    const before = (await exp(10)).views_count;
    const ua = { 'user-agent': 'visitor-A' };
    const v1 = body<{ views_count: number }>(
      await call('GET', '/api/v1/video_experience/10/view', undefined, undefined, ua),
    );
    expect(v1.data!.views_count).toBe(before + 1);
    const v2 = body<{ views_count: number }>(
      await call('GET', '/api/v1/video_experience/10/view', undefined, undefined, ua),
    );
    expect(v2.data!.views_count).toBe(before + 1);
    const v3 = body<{ views_count: number }>(
      await call('GET', '/api/v1/video_experience/10/view', undefined, undefined, { 'user-agent': 'visitor-B' }),
    );
    expect(v3.data!.views_count).toBe(before + 2);
    // the visit ends after 30 minutes: the next view counts again
    await t.app.db
      .updateTable('experience_view_visits')
      .set({ counted_at: new Date(Date.now() - 31 * 60_000) })
      .where('experience_id', '=', 10)
      .execute();
    const v4 = body<{ views_count: number }>(
      await call('GET', '/api/v1/video_experience/10/view', undefined, undefined, ua),
    );
    expect(v4.data!.views_count).toBe(before + 3);
    const stored = await t.app.db
      .selectFrom('experience_view_visits')
      .select('visitor')
      .where('experience_id', '=', 10)
      .execute();
    for (const row of stored) expect(row.visitor).toMatch(/^[0-9a-f]{64}$/); // no raw address kept
  });

  it('stays exact under concurrent views of different visitors, and of one visitor', async () => {
    const before = (await exp(11)).views_count;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('GET', '/api/v1/video_experience/11/view', undefined, undefined, { 'user-agent': `crowd-${i}` }),
      ),
    );
    expect((await exp(11)).views_count).toBe(before + 10);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call('GET', '/api/v1/video_experience/11/view', undefined, undefined, { 'user-agent': 'same-one' }),
      ),
    );
    expect((await exp(11)).views_count).toBe(before + 11);
  });

  it('adds a signed-in viewer’s history entry, moving it to the top when watched again', async () => {
    const uid = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'w-other@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    await call('GET', '/api/v1/video_experience/12/view', other);
    await call('GET', '/api/v1/video_experience/13/view', other);
    const first = await t.app.db
      .selectFrom('view_history')
      .selectAll()
      .where('user_id', '=', uid)
      .orderBy('viewed_at', 'desc')
      .execute();
    expect(first.map((r) => r.experience_id)).toEqual([13, 12]);
    await call('GET', '/api/v1/video_experience/12/view', other);
    const again = await t.app.db
      .selectFrom('view_history')
      .selectAll()
      .where('user_id', '=', uid)
      .orderBy('viewed_at', 'desc')
      .execute();
    expect(again.map((r) => r.experience_id)).toEqual([12, 13]);
  });

  it('a paused history records no view (the view still counts); unpaused it records again', async () => {
    await createUser(t.app, 'w-paused@example.com', 'paused-pass-123', 'Paused');
    const paused = (await login(t, 'w-paused@example.com', 'paused-pass-123')).cookie;
    const settings = '/api/v1/user/me/video_experience/history_settings';
    const history = async () =>
      body<Array<{ id: number }>>(await call('GET', '/api/v1/user/me/video_experience/history/1', paused)).data!.map(
        (e) => e.id,
      );
    const views = async (id: number) =>
      body<{ views_count: number }>(await call('GET', `/api/v1/video_experience/${id}/view`, paused)).data!.views_count;
    expect((await call('PUT', settings, paused, { paused: true })).statusCode).toBe(200);
    const before = { 21: (await exp(21)).views_count, 11: (await exp(11)).views_count };
    expect(await views(21)).toBe(before[21] + 1);
    expect(await views(11)).toBe(before[11] + 1);
    expect(await history()).toEqual([]);

    expect((await call('PUT', settings, paused, { paused: false })).statusCode).toBe(200);
    await views(21);
    expect(await history()).toEqual([21]);
  });

  it('404 for an unknown id, 400 for a bad one', async () => {
    expect((await call('GET', '/api/v1/video_experience/999999/view')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/video_experience/-1/view')).statusCode).toBe(400);
  });
});

describe('reports', () => {
  const url = (id: number | string) => `/api/v1/user/me/report/video_experience/${id}`;

  it('stores a report when the captcha passes, sending secret, token and address to siteverify', async () => {
    captchaCalls.length = 0;
    const res = await call('POST', url(5), demo, { report: '  Wrong places marked  ', recaptchaToken: 'good-token' });
    expect(res.statusCode).toBe(200);
    const r = body<Report>(res).data!;
    expect(r).toMatchObject({ video_experience_id: 5, report: 'Wrong places marked' });
    expect(captchaCalls).toHaveLength(1);
    expect(captchaCalls[0].get('secret')).toBe('test-secret');
    expect(captchaCalls[0].get('response')).toBe('good-token');
    const row = await t.app.db
      .selectFrom('experience_reports')
      .selectAll()
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ experience_id: 5, report: 'Wrong places marked', status: 'open' });
  });

  it('refuses a failed captcha, blank or over-long text, a missing token, guests and hidden experiences', async () => {
    // (by a user who has not reported experience 5: a second report of an item is refused before all this)
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('experience_reports')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const failed = await call('POST', url(5), other, { report: 'Spam', recaptchaToken: 'bad-token' });
    expect(failed.statusCode).toBe(400);
    expect(body(failed).message).toBe('The "I am not a robot" check failed. Please try again.');
    const failedZh = await call(
      'POST',
      url(5),
      other,
      { report: 'Spam', recaptchaToken: 'bad-token' },
      { 'accept-language': 'zh-Hant-TW' },
    );
    expect(body(failedZh).message).toBe('「我不是機器人」驗證失敗，請再試一次。');
    const blank = await call('POST', url(5), other, { report: '   ', recaptchaToken: 'good-token' });
    expect(blank.statusCode).toBe(400);
    expect(body(blank).message).toBe('Please describe the problem.');
    const long = await call('POST', url(5), other, { report: 'x'.repeat(2001), recaptchaToken: 'good-token' });
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toBe('report must be at most 2000 characters long.');
    const noToken = await call('POST', url(5), other, { report: 'Spam' });
    expect(noToken.statusCode).toBe(400);
    expect(body(noToken).message).toBe('recaptchaToken is required.');
    expect((await call('POST', url(5), undefined, { report: 'Spam', recaptchaToken: 'good-token' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', url(privateId), other, { report: 'Spam', recaptchaToken: 'good-token' })).statusCode,
    ).toBe(404);
    expect((await call('POST', url('x'), demo, { report: 'Spam', recaptchaToken: 'good-token' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('limits how many reports one user sends per hour', async () => {
    const cookie = (await login(t, 'w-owner@example.com', 'owner-pass-123')).cookie;
    // one report per item: ten items, then an eleventh
    const ids = await publicExperienceIds(t.app, 11);
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', url(ids[i]), cookie, { report: `r${i}`, recaptchaToken: 'good-token' });
      expect(res.statusCode).toBe(200);
    }
    const over = await call('POST', url(ids[10]), cookie, { report: 'one more', recaptchaToken: 'good-token' });
    expect(over.statusCode).toBe(429);
    expect(body(over).message).toBe('You have sent many reports in the last hour. Please try again later.');
  });
});

describe('alike and location', () => {
  it('alike lists public experiences in the same country or sharing tags, never itself', async () => {
    const res = await call('GET', '/api/v1/video_experience/5/alike');
    expect(res.statusCode).toBe(200);
    const list = body<ExperienceSummary[]>(res).data!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((e) => e.id)).not.toContain(5);
    const places = async (id: number) =>
      (await t.app.db.selectFrom('experience_places').select('place_id').where('experience_id', '=', id).execute()).map(
        (r) => r.place_id,
      );
    const countries = async (id: number) =>
      (
        await t.app.db
          .selectFrom('experience_places as ep')
          .innerJoin('places as p', 'p.id', 'ep.place_id')
          .select('p.country_id')
          .where('ep.experience_id', '=', id)
          .execute()
      ).map((r) => r.country_id);
    const tags = async (id: number) =>
      (await t.app.db.selectFrom('experience_tags').select('tag_id').where('experience_id', '=', id).execute()).map(
        (r) => r.tag_id,
      );
    const [c5, t5] = [await countries(5), await tags(5)];
    for (const e of list) {
      const shares =
        (await countries(e.id)).some((c) => c5.includes(c)) || (await tags(e.id)).some((x) => t5.includes(x));
      expect(shares).toBe(true);
    }
    // an unlisted experience sharing every place and tag of 5 is still never suggested
    const pl = await places(5);
    await t.app.db
      .insertInto('experience_places')
      .values(
        pl.map((place_id, position) => ({ experience_id: unlistedId, place_id, time: position, notes: '', position })),
      )
      .execute();
    const again = body<ExperienceSummary[]>(await call('GET', '/api/v1/video_experience/5/alike')).data!;
    expect(again.map((e) => e.id)).not.toContain(unlistedId);
  });

  it('social-feed lists posts about the places of the experience, newest first', async () => {
    const demoId = (
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()
    ).id;
    const [first] = await t.app.db
      .selectFrom('experience_places')
      .select('place_id')
      .where('experience_id', '=', 5)
      .orderBy('time')
      .execute();
    const elsewhere = await t.app.db
      .selectFrom('places')
      .select('id')
      .where('id', 'not in', (eb) =>
        eb.selectFrom('experience_places').select('place_id').where('experience_id', '=', 5),
      )
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('posts')
      .values([
        {
          user_id: demoId,
          place_id: first.place_id,
          batch_id: 'w1',
          body: 'Loved it here',
          created_at: new Date(Date.now() - 60_000),
        },
        { user_id: demoId, place_id: first.place_id, batch_id: 'w2', body: 'Went back the next day' },
        { user_id: demoId, place_id: elsewhere.id, batch_id: 'w3', body: 'Somewhere else' },
      ] as never)
      .execute();
    const res = await call('GET', '/api/v1/video_experience/5/social-feed');
    expect(res.statusCode).toBe(200);
    const posts = body<Array<{ post: string; place_id: number }>>(res).data!;
    const mine = posts.filter((p) => ['Loved it here', 'Went back the next day', 'Somewhere else'].includes(p.post));
    expect(mine.map((p) => p.post)).toEqual(['Went back the next day', 'Loved it here']);
    expect((await call('GET', `/api/v1/video_experience/${privateId}/social-feed`)).statusCode).toBe(404);
  });

  it('location lists the places with their timestamps in time order', async () => {
    const res = await call('GET', '/api/v1/video_experience/5/location');
    const list = body<ExperiencePlace[]>(res).data!;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const times = list.map((p) => p.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(list[0].place.lat).not.toBeNull();
    expect((await call('GET', '/api/v1/video_experience/999999/location')).statusCode).toBe(404);
  });
});
