import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Experience, ModerationAction, ModerationItem, MyExperience, Post } from 'contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { newMediaName } from '../src/media/images';
import { LocalMediaStorage } from '../src/media/storage';
import { startCaptcha, startSmtp } from './accounts-helpers';
import { rowCount } from './db-state';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  login,
  signedInUser,
  type Res,
  type TestApp,
} from './helpers';

/**
 * Moderation through the real app: reports of experiences and posts reach the admin's queue (and mailbox, once an
 * hour per item), the admin dismisses, hides and restores, every action is in the audit list, and a hidden item
 * is gone from every read path for everyone but its author and the admin.
 */
const SITE = 'http://site.test';
/** the admin's moderation calls allowed a minute here (more than this file makes before its last test) */
const MODERATION_CALLS = 100;
const MARK = 'zqxmoderated';
const GOOGLE_ID = 'ChIJmoderationTestPlace';
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'ti-moderation-media-'));
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let captcha: Awaited<ReturnType<typeof startCaptcha>>;
let admin: string;
let author: { id: number; cookie: string };
let reporter: { id: number; cookie: string };
let second: { id: number; cookie: string };
let stranger: { id: number; cookie: string };
let placeId: number;
let tagId: number;
let neighbourId: number; // a public experience at the same place, sharing the tag
let expId: number;
let postId: number;
let mediaId: number;
let mediaFile: string;

const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-Hant-TW' };
function call(method: string, url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = en) {
  return t.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}
const get = (url: string, cookie?: string) => call('GET', url, cookie);
const expectCode = (res: Res, code: number) => expect([res.statusCode, res.body]).toEqual([code, expect.anything()]);

beforeAll(async () => {
  smtp = await startSmtp();
  captcha = await startCaptcha();
  t = await buildTestApp({
    mail: smtp.config,
    siteUrl: SITE,
    recaptcha: captcha.config,
    media: { dir: mediaDir, maxBytes: 300 * 1024, maxPixels: 4_000_000 },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      rules: {
        ...DEFAULT_RATE_LIMITS.rules,
        moderate: {
          ip: { windowMs: 60_000, soft: 1000, hard: 1000 },
          account: { windowMs: 60_000, soft: 1000, hard: MODERATION_CALLS },
        },
      },
    },
  } as never);
  admin = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
  author = await signedInUser(t, 'mod-author@example.com', 'author-pass-2026', 'Mei the Author');
  reporter = await signedInUser(t, 'mod-reporter@example.com', 'reporter-pass-2026', 'Rita Reporter');
  second = await signedInUser(t, 'mod-second@example.com', 'second-pass-2026', 'Sam Second');
  stranger = await signedInUser(t, 'mod-stranger@example.com', 'stranger-pass-2026', 'Stan Stranger');
  await t.app.db.updateTable('users').set({ interface_language: 'zh-Hant-TW' }).where('id', '=', author.id).execute();

  // a place that public experiences show, and one of them with a tag: the author's video shares both
  const neighbour = await t.app.db
    .selectFrom('experiences as e')
    .innerJoin('experience_places as ep', 'ep.experience_id', 'e.id')
    .innerJoin('places as p', 'p.id', 'ep.place_id')
    .innerJoin('experience_tags as et', 'et.experience_id', 'e.id')
    .select(['e.id', 'ep.place_id', 'et.tag_id'])
    .where('e.status', '=', 'published')
    .where('e.visible_type', '=', 0)
    .where('p.type', '=', 'poi')
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  ({ place_id: placeId, tag_id: tagId } = neighbour);
  await t.app.db.updateTable('places').set({ google_place_id: GOOGLE_ID }).where('id', '=', placeId).execute();
  neighbourId = neighbour.id;
  const now = new Date();
  ({ id: expId } = await t.app.db
    .insertInto('experiences')
    .values({
      user_id: author.id,
      title: `Lanterns ${MARK}`,
      description: 'A night walk',
      video_type: 'youtube',
      video_id: 'abcdefghijk',
      duration: 300,
      author: 'Mei',
      visible_type: 0,
      status: 'published',
      slug: `lanterns-${MARK}`,
      // the most watched and featured: every list that shows a few of the best shows it
      views_count: 10_000_000,
      is_featured: true,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  await t.app.db
    .insertInto('experience_places')
    .values({ experience_id: expId, place_id: placeId, time: 10, notes: '', position: 0 })
    .execute();
  await t.app.db.insertInto('experience_tags').values({ experience_id: expId, tag_id: tagId }).execute();

  // a five-star review of the place with a photo
  const created = await call('POST', '/api/v1/post/', author.cookie, {
    place_id: placeId,
    batch_id: 'moderation-1',
    post: `A fine evening ${MARK}`,
    recommend: 5,
    media: [],
    is_local: false,
    timezone_offset: 480,
  });
  expectCode(created, 200);
  postId = body<Post>(created).data!.post_id;
  mediaFile = newMediaName('png');
  await new LocalMediaStorage(mediaDir).put(
    mediaFile,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#204060' } })
      .png()
      .toBuffer(),
  );
  ({ id: mediaId } = await t.app.db
    .insertInto('post_media')
    .values({
      user_id: author.id,
      post_id: postId,
      place_id: placeId,
      batch_id: 'moderation-1',
      type: 1,
      file: mediaFile,
      width: 8,
      height: 8,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow());

  // the stranger watched and favorited the video before anything happened
  expectCode(await call('POST', `/api/v1/user/me/video_experience/favorite/${expId}`, stranger.cookie), 200);
  expectCode(await get(`/api/v1/video_experience/${expId}/view`, stranger.cookie), 200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await captcha?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const reportExp = (cookie: string | undefined, report: string, token = 'good-token', headers = en) =>
  call('POST', `/api/v1/user/me/report/video_experience/${expId}`, cookie, { report, recaptchaToken: token }, headers);
const reportPost = (cookie: string | undefined, report: string, token = 'good-token', headers = en) =>
  call('POST', `/api/v1/user/me/report/post/${postId}`, cookie, { report, recaptchaToken: token }, headers);
const reportCount = async () => (await rowCount(t.app, 'post_reports')) + (await rowCount(t.app, 'experience_reports'));
const queue = async (status = 'open', cookie = admin) => {
  const res = await get(`/api/v1/admin/moderation/queue?status=${status}`, cookie);
  expectCode(res, 200);
  return body<ModerationItem[]>(res);
};
const act = (
  action: 'hide' | 'restore' | 'dismiss',
  type: string,
  id: number | string,
  payload: unknown,
  cookie = admin,
  headers = en,
) => call('POST', `/api/v1/admin/moderation/${type}/${id}/${action}`, cookie, payload, headers);
/** the admin's mails about new reports so far */
const adminNotices = () => smtp.mails.filter((m) => m.to === ADMIN_EMAIL);

describe('reports', () => {
  it("a post is reported as an experience is: captcha checked, thanked in the caller's language, guests refused", async () => {
    const before = await reportCount();
    expectCode(await reportPost(undefined, 'Spam'), 401);
    const failed = await reportPost(reporter.cookie, 'Spam', 'bad-token');
    expectCode(failed, 400);
    expect(body(failed).message).toBe('The "I am not a robot" check failed. Please try again.');
    expectCode(await reportPost(reporter.cookie, '   '), 400);
    expectCode(await reportPost(reporter.cookie, 'x'.repeat(2001)), 400);
    expectCode(await reportPost(reporter.cookie, 'nul \u0000 inside'), 400);
    expectCode(
      await call('POST', '/api/v1/user/me/report/post/999999', reporter.cookie, {
        report: 'x',
        recaptchaToken: 'good-token',
      }),
      404,
    );
    expectCode(
      await call('POST', '/api/v1/user/me/report/post/abc', reporter.cookie, {
        report: 'x',
        recaptchaToken: 'good-token',
      }),
      400,
    );
    expect(await reportCount()).toBe(before);

    const ok = await reportPost(reporter.cookie, ' Advertising, not a review ', 'good-token', zh);
    expectCode(ok, 200);
    expect(body(ok)).toMatchObject({
      data: { post_id: postId, report: 'Advertising, not a review' },
      message: '感謝您的檢舉，我們會盡快查看。',
    });
    expectCode(await reportExp(reporter.cookie, 'Misleading title'), 200);
    expect(await reportCount()).toBe(before + 2);
  });

  it("one report per user and item: a second one is refused in the caller's language and changes nothing", async () => {
    const before = await reportCount();
    const calls = captcha.calls.length;
    const again = await reportPost(reporter.cookie, 'Still spam', 'good-token', zh);
    expectCode(again, 409);
    expect(body(again).message).toBe('您已經檢舉過這項內容。謝謝您，我們會盡快查看。');
    const againEn = await reportExp(reporter.cookie, 'Again');
    expectCode(againEn, 409);
    expect(body(againEn).message).toBe('You have already reported this. Thank you, we will look at it.');
    expect(await reportCount()).toBe(before);
    // refused before the captcha was asked
    expect(captcha.calls.length).toBe(calls);
  });

  it('the admin is mailed about a new report, at most once per item an hour', async () => {
    const notice = await smtp.waitFor((m) => m.to === ADMIN_EMAIL && m.text.includes('Misleading title'));
    expect(notice.text).toContain(`${SITE}/admin/moderation`);
    await smtp.waitFor((m) => m.to === ADMIN_EMAIL && m.text.includes('Advertising, not a review'));
    const before = adminNotices().length;
    // a second report of each item within the hour: stored, no mail
    expectCode(await reportExp(second.cookie, 'Stolen video'), 200);
    expectCode(await reportPost(second.cookie, 'Fake review'), 200);
    // a report of an item nobody reported yet is mailed: once it is in, the two above would have been too
    expectCode(
      await call('POST', `/api/v1/user/me/report/video_experience/${neighbourId}`, second.cookie, {
        report: 'Wrong place',
        recaptchaToken: 'good-token',
      }),
      200,
    );
    await smtp.waitFor((m) => m.to === ADMIN_EMAIL && m.text.includes('Wrong place'));
    expect(adminNotices().length).toBe(before + 1);
    expect(adminNotices().some((m) => m.text.includes('Stolen video') || m.text.includes('Fake review'))).toBe(false);
  });
});

describe('who may moderate', () => {
  const calls: Array<[string, string]> = [
    ['GET', '/api/v1/admin/moderation/queue'],
    ['GET', '/api/v1/admin/moderation/log'],
    ['POST', '/api/v1/admin/moderation/post/1/dismiss'],
    ['POST', '/api/v1/admin/moderation/post/1/hide'],
    ['POST', '/api/v1/admin/moderation/experience/1/restore'],
  ];
  const unknownRoute = () => get('/api/v1/admin/no-such-call', stranger.cookie);

  it.each(calls)(
    '%s %s: a guest 401, a user 404 exactly as a path that does not exist, whatever the body',
    async (method, url) => {
      // a browser sends a body with the writes only
      const send = (cookie: string | undefined, payload: unknown) =>
        call(method, url, cookie, method === 'GET' ? undefined : payload);
      expectCode(await send(undefined, { reason: 'x' }), 401);
      const asUser = await send(stranger.cookie, { reason: 'x' });
      const missing = await unknownRoute();
      expect([asUser.statusCode, body(asUser).message]).toEqual([404, body(missing).message]);
      // not even validated: a bad body or query tells a user nothing either
      expect((await send(stranger.cookie, { reason: 42 })).statusCode).toBe(404);
      expect(
        (await call(method, `${url}?page=-1`, stranger.cookie, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(404);
    },
  );

  it('the admin account with its address unverified is not the admin (404), and is again once verified', async () => {
    const setVerified = (v: boolean) =>
      t.app.db.updateTable('users').set({ is_verified: v }).where('email', '=', ADMIN_EMAIL).execute();
    await setVerified(false);
    try {
      for (const [method, url] of calls) {
        expect((await call(method, url, admin, method === 'GET' ? undefined : { reason: 'x' })).statusCode).toBe(404);
      }
    } finally {
      await setVerified(true);
    }
    expectCode(await get('/api/v1/admin/moderation/queue', admin), 200);
  });

  it('every moderation write needs the CSRF proof', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/admin/moderation/post/${postId}/hide`,
      headers: { ...en, cookie: admin },
      payload: { reason: 'x' },
      noCsrfHeader: true,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.db.selectFrom('posts').select('hidden_at').where('id', '=', postId).executeTakeFirstOrThrow())
        .hidden_at,
    ).toBeNull();
  });
});

describe('the queue', () => {
  it('lists open reports grouped per item, newest first, with the item as its viewers see it, the texts and reporters', async () => {
    const { data, result } = await queue();
    const ours = data!.filter(
      (i) =>
        (i.item_type === 'experience' && [expId, neighbourId].includes(i.item_id)) ||
        (i.item_type === 'post' && i.item_id === postId),
    );
    // newest report first: the neighbour (reported last), then the post (its second report after the video's)
    expect(ours.map((i) => `${i.item_type}:${i.item_id}`)).toEqual([
      `experience:${neighbourId}`,
      `post:${postId}`,
      `experience:${expId}`,
    ]);
    const exp = ours.find((i) => i.item_id === expId && i.item_type === 'experience')!;
    expect(exp).toMatchObject({
      open_count: 2,
      report_count: 2,
      hidden: null,
      author: { id: author.id, display_name: 'Mei the Author' },
    });
    expect(exp.experience).toMatchObject({ id: expId, title: `Lanterns ${MARK}` });
    expect(exp.reports.map((r) => [r.report, r.reporter.display_name, r.status])).toEqual([
      ['Stolen video', 'Sam Second', 'open'],
      ['Misleading title', 'Rita Reporter', 'open'],
    ]);
    const post = ours.find((i) => i.item_type === 'post')!;
    expect(post.post).toMatchObject({ post_id: postId, post: `A fine evening ${MARK}`, recommend: 5 });
    expect(post.reports.map((r) => r.reporter.display_name)).toEqual(['Sam Second', 'Rita Reporter']);
    expect(result).toMatchObject({ page: 1, total: data!.length, max_page: 1 });
    expectCode(await get('/api/v1/admin/moderation/queue?status=closed', admin), 400);
    expectCode(await get('/api/v1/admin/moderation/queue?page=0', admin), 400);
    expect((await queue('open', admin)).data!.length).toBe(data!.length);
    const page2 = await get('/api/v1/admin/moderation/queue?page=2', admin);
    expect(body<ModerationItem[]>(page2)).toMatchObject({ data: [], result: { page: 2, total: data!.length } });
  });

  it("dismissing an item's reports moves it to resolved and is recorded; nothing open to dismiss is a 409", async () => {
    const res = await act('dismiss', 'experience', neighbourId, { reason: 'The place is right' });
    expectCode(res, 200);
    expect(body<ModerationItem>(res).data).toMatchObject({ open_count: 0, report_count: 1, hidden: null });
    expect((await queue()).data!.some((i) => i.item_type === 'experience' && i.item_id === neighbourId)).toBe(false);
    const resolved = (await queue('resolved')).data!.find((i) => i.item_id === neighbourId)!;
    expect(resolved.reports[0].status).toBe('dismissed');
    const again = await act('dismiss', 'experience', neighbourId, {});
    expectCode(again, 409);
    expect(body(again).message).toBe('This item has no open reports.');
  });

  it("bad input is a 4xx in the caller's language and changes nothing", async () => {
    const log = () => rowCount(t.app, 'moderation_actions');
    const before = await log();
    const blank = await act('hide', 'post', postId, { reason: '   ' }, admin, zh);
    expectCode(blank, 400);
    expect(body(blank).message).toBe('請填寫原因。');
    expectCode(await act('hide', 'post', postId, { reason: 'a\u0000b' }), 400);
    expectCode(await act('hide', 'post', postId, { reason: 'x'.repeat(1001) }), 400);
    expectCode(await act('hide', 'post', postId, {}), 400);
    expectCode(await act('hide', 'photo', postId, { reason: 'x' }), 400);
    expectCode(await act('hide', 'post', 0, { reason: 'x' }), 400);
    expectCode(await act('hide', 'post', '99999999999', { reason: 'x' }), 400);
    expectCode(await act('dismiss', 'post', postId, { reason: 'x'.repeat(1001) }), 400);
    const missing = await act('hide', 'post', 999999, { reason: 'x' });
    expectCode(missing, 404);
    expect(body(missing).message).toBe('This post does not exist.');
    const notHidden = await act('restore', 'experience', expId, { reason: 'x' });
    expectCode(notHidden, 409);
    expect(body(notHidden).message).toBe('This item is not hidden.');
    expect(await log()).toBe(before);
    expect(
      (await t.app.db.selectFrom('posts').select('hidden_at').where('id', '=', postId).executeTakeFirstOrThrow())
        .hidden_at,
    ).toBeNull();
  });
});

/**
 * Every read path that can show the experience or the post, with who asks: each shows the item before it is
 * hidden and after it is restored, and never while it is hidden.
 */
const READ_PATHS: Array<{ what: string; url: () => string; as?: () => string; shows: string | (() => string) }> = [
  { what: 'the video page (guest)', url: () => `/api/v1/video_experience/${expId}`, shows: MARK },
  {
    what: 'the video page (another user)',
    url: () => `/api/v1/video_experience/${expId}`,
    as: () => stranger.cookie,
    shows: MARK,
  },
  { what: "the video's places (location)", url: () => `/api/v1/video_experience/${expId}/location`, shows: '"place"' },
  { what: 'search by term', url: () => `/api/v1/video_experience/search?place_id=${MARK}`, shows: `lanterns-${MARK}` },
  // (a search's answer repeats its term: the video is found by its slug)
  {
    what: 'global search',
    url: () => `/api/v1/global/search?place_id=${MARK}&type_filter=experience`,
    shows: `lanterns-${MARK}`,
  },
  { what: 'tag search', url: () => `/api/v1/video_experience/search?tag_ids=${tagId}`, shows: MARK },
  { what: 'home', url: () => '/api/v1/video_experience/for_home', shows: MARK },
  { what: 'countries', url: () => '/api/v1/video_experience/for_countries', shows: MARK },
  { what: "the author's videos", url: () => `/api/v1/video_experience/user/${author.id}`, shows: MARK },
  { what: 'related videos', url: () => `/api/v1/video_experience/${neighbourId}/alike`, shows: MARK },
  { what: "the place's vlogs", url: () => `/api/v1/place/${placeId}/vlogs`, shows: MARK },
  {
    what: 'the videos of a Google place',
    url: () => `/api/v1/video_experience/google_place/${GOOGLE_ID}`,
    shows: MARK,
  },
  { what: 'the sitemap', url: () => `/api/v1/sitemap/experiences/0`, shows: `lanterns-${MARK}` },
  {
    what: "a viewer's favorites",
    url: () => '/api/v1/user/me/video_experience/favorites/1',
    as: () => stranger.cookie,
    shows: MARK,
  },
  {
    what: "a viewer's history",
    url: () => '/api/v1/user/me/video_experience/history/1',
    as: () => stranger.cookie,
    shows: MARK,
  },
  { what: 'the post page (guest)', url: () => `/api/v1/post/${postId}`, shows: `evening ${MARK}` },
  {
    what: 'the post page (another user)',
    url: () => `/api/v1/post/${postId}`,
    as: () => stranger.cookie,
    shows: `evening ${MARK}`,
  },
  { what: "the place's posts", url: () => `/api/v1/post/?place_id=${placeId}`, shows: `evening ${MARK}` },
  { what: "the author's wall", url: () => `/api/v1/post/?user_id=${author.id}`, shows: `evening ${MARK}` },
  { what: 'the wall of all posts', url: () => '/api/v1/post/?page=1', shows: `evening ${MARK}` },
  {
    what: "a video page's posts (social feed)",
    url: () => `/api/v1/video_experience/${neighbourId}/social-feed`,
    shows: `evening ${MARK}`,
  },
  { what: "the place's photo strip", url: () => `/api/v1/place/${placeId}/summary`, shows: () => mediaFile },
  {
    what: "the post's photo",
    url: () => `/api/v1/post/media/${mediaId}`,
    as: () => stranger.cookie,
    shows: () => mediaFile,
  },
];

/** What a guest or a user reads on each path, and the counts that must follow. */
async function visibleEverywhere(): Promise<Record<string, boolean>> {
  const seen: Record<string, boolean> = {};
  for (const p of READ_PATHS) {
    const res = await get(p.url(), p.as?.());
    expect([p.what, res.statusCode < 500]).toEqual([p.what, true]);
    const shows = typeof p.shows === 'string' ? p.shows : p.shows();
    seen[p.what] = res.statusCode === 200 && res.body.includes(shows);
  }
  const file = await get(`/api/media/posts/${mediaFile}`);
  seen['the photo file'] = file.statusCode === 200;
  return seen;
}

async function counts() {
  const place = body<{ experience_count: number }>(await get(`/api/v1/place/${placeId}`)).data!;
  const tag = body(await get(`/api/v1/video_experience/search?tag_ids=${tagId}`)).result as { total: number };
  const summary = body<{ rating: { count: number } }>(await get(`/api/v1/place/${placeId}/summary`)).data!;
  return { places: place.experience_count, tag: tag.total, ratings: summary.rating.count };
}

describe('hiding and restoring', () => {
  let shown: Record<string, boolean>;
  let countsBefore: Awaited<ReturnType<typeof counts>>;

  it('before: every read path shows both items', async () => {
    shown = await visibleEverywhere();
    expect(Object.entries(shown).filter(([, v]) => !v)).toEqual([]);
    countsBefore = await counts();
  });

  it('hiding takes both items off every read path at once, counts included, and resolves their reports', async () => {
    const hideExp = await act('hide', 'experience', expId, { reason: 'Copied from another channel' });
    expectCode(hideExp, 200);
    expect(body<ModerationItem>(hideExp).data).toMatchObject({
      open_count: 0,
      hidden: { reason: 'Copied from another channel' },
    });
    const hidePost = await act('hide', 'post', postId, { reason: 'Advertising' });
    expectCode(hidePost, 200);
    const twice = await act('hide', 'post', postId, { reason: 'Again' });
    expectCode(twice, 409);
    expect(body(twice).message).toBe('This item is already hidden.');

    const seen = await visibleEverywhere();
    expect(Object.entries(seen).filter(([, v]) => v)).toEqual([]);
    const after = await counts();
    expect(after).toEqual({
      places: countsBefore.places - 1,
      tag: countsBefore.tag - 1,
      ratings: countsBefore.ratings - 1,
    });
    // writes on a hidden item are 404 for everyone else too
    expectCode(await call('POST', `/api/v1/post/${postId}/like`, stranger.cookie), 404);
    expectCode(await call('POST', `/api/v1/user/me/video_experience/like/${expId}`, stranger.cookie), 404);
    expectCode(await reportPost(stranger.cookie, 'late'), 404);

    const ours = (i: ModerationItem) =>
      (i.item_type === 'experience' && i.item_id === expId) || (i.item_type === 'post' && i.item_id === postId);
    expect((await queue()).data!.filter(ours)).toEqual([]);
    const resolved = (await queue('resolved')).data!.find((i) => i.item_type === 'post' && i.item_id === postId)!;
    expect(resolved.reports.map((r) => r.status)).toEqual(['resolved', 'resolved']);
  });

  it('the author and the admin still see them, marked hidden with the reason', async () => {
    for (const cookie of [author.cookie, admin]) {
      const e = body<Experience>(await get(`/api/v1/video_experience/${expId}`, cookie)).data!;
      expect(e.hidden).toMatchObject({ reason: 'Copied from another channel' });
      const p = body<Post>(await get(`/api/v1/post/${postId}`, cookie)).data!;
      expect(p.hidden).toMatchObject({ reason: 'Advertising' });
      expect((await get(`/api/media/posts/${mediaFile}`, cookie)).statusCode).toBe(200);
    }
    const mine = body<MyExperience[]>(await get('/api/v1/video_experience/me', author.cookie)).data!;
    expect(mine.find((e) => e.id === expId)?.hidden).toMatchObject({ reason: 'Copied from another channel' });
    const wall = body<Post[]>(await get(`/api/v1/post/?user_id=${author.id}`, author.cookie)).data!;
    expect(wall.find((p) => p.post_id === postId)?.hidden).toMatchObject({ reason: 'Advertising' });
  });

  it('the author is told in their language, with the reason', async () => {
    const mail = await smtp.waitFor((m) => m.to === 'mod-author@example.com' && m.subject === '您的影片體驗已被隱藏');
    expect(mail.text).toContain(`您的影片體驗「Lanterns ${MARK}」已被本站管理員隱藏`);
    expect(mail.text).toContain('原因：Copied from another channel');
    expect(mail.text).toContain(`${SITE}/experience/${expId}--lanterns-${MARK}`);
    const post = await smtp.waitFor((m) => m.to === 'mod-author@example.com' && m.subject === '您的貼文已被隱藏');
    expect(post.text).toContain('原因：Advertising');
    expect(post.text).toContain(`${SITE}/post/${postId}`);
  });

  it('restoring brings everything back, counts included, and tells the author', async () => {
    expectCode(await act('restore', 'experience', expId, { reason: 'The channel owner confirmed it is theirs' }), 200);
    const restored = await act('restore', 'post', postId, { reason: 'Rewritten' }, admin);
    expectCode(restored, 200);
    expect(body<ModerationItem>(restored).data!.hidden).toBeNull();
    const seen = await visibleEverywhere();
    expect(Object.entries(seen).filter(([, v]) => !v)).toEqual([]);
    expect(await counts()).toEqual(countsBefore);
    const mail = await smtp.waitFor((m) => m.to === 'mod-author@example.com' && m.subject === '您的影片體驗已恢復顯示');
    expect(mail.text).toContain('原因：The channel owner confirmed it is theirs');
  });

  it('every action is in the audit list: who, when, what, which item, why', async () => {
    const res = await get('/api/v1/admin/moderation/log', admin);
    expectCode(res, 200);
    const { data, result } = body<ModerationAction[]>(res);
    const adminRow = await t.app.db
      .selectFrom('users')
      .select(['id', 'display_name'])
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(data!.map((a) => [a.action, a.item_type, a.item_id, a.reason])).toEqual([
      ['restore', 'post', postId, 'Rewritten'],
      ['restore', 'experience', expId, 'The channel owner confirmed it is theirs'],
      ['hide', 'post', postId, 'Advertising'],
      ['hide', 'experience', expId, 'Copied from another channel'],
      ['dismiss', 'experience', neighbourId, 'The place is right'],
    ]);
    for (const a of data!) {
      expect(a.admin).toEqual({ id: adminRow.id, display_name: adminRow.display_name });
      expect(Date.now() - Date.parse(a.created_at)).toBeLessThan(10 * 60_000);
    }
    expect(result).toEqual({ page: 1, max_page: 1, total: 5 });
  });
});

describe('the admin at the bounds of the contract', () => {
  it('the last page, the largest id and the longest reason in any script are answered, never a 5xx', async () => {
    for (const url of [
      '/api/v1/admin/moderation/queue?status=resolved&page=100000',
      '/api/v1/admin/moderation/log?page=100000',
    ]) {
      const res = await get(url, admin);
      expectCode(res, 200);
      expect(body(res).data).toEqual([]);
    }
    expectCode(await act('hide', 'experience', 2147483647, { reason: 'x' }), 404);
    expectCode(await act('dismiss', 'post', 2147483647, {}), 404);
    // 1,000 characters outside the basic plane, and a lone surrogate
    const reason = '🏮'.repeat(999) + '\ud800';
    expectCode(await act('hide', 'post', postId, { reason }), 200);
    expectCode(await act('restore', 'post', postId, { reason: '好'.repeat(1000) }), 200);
    expectCode(await act('hide', 'post', postId, { reason: '🏮'.repeat(1001) }), 400);
  });
});

describe('rate limit', () => {
  it("the admin's moderation calls are rate limited: past the limit 429 with Retry-After, nothing done", async () => {
    let refused: Res | undefined;
    for (let i = 0; i <= MODERATION_CALLS && !refused; i++) {
      const res = await get('/api/v1/admin/moderation/log', admin);
      if (res.statusCode === 429) refused = res;
      else expectCode(res, 200);
    }
    expect(refused).toBeDefined();
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(refused!).message).toMatch(/^Too many attempts/);
    expectCode(await act('hide', 'post', postId, { reason: 'over the limit' }), 429);
    expect(
      (await t.app.db.selectFrom('posts').select('hidden_at').where('id', '=', postId).executeTakeFirstOrThrow())
        .hidden_at,
    ).toBeNull();
  });
});
