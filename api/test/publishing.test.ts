import { sql } from 'kysely';
import type { Experience, ExperienceSummary, MyExperience, SearchResultInfo } from 'contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, body, buildTestApp, createUser, login, type Res, type TestApp } from './helpers';

/**
 * Publishing experiences: POST /misc/media-upload → PUT /video_experience/:id → PUT …/publish →
 * visibility changes → DELETE, with the authorization matrix and field validation, through the real app on
 * a real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
let t: TestApp;
let owner: string;
let other: string;
let adminCookie: string;
let ownerId: number;
let otherId: number;
let placeA: number;
let placeB: number;
let tagA: number;
let tagB: number;

const YT = 'dQw4w9WgXcQ';
const WORD = 'zqxpublishword';

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = await createUser(t.app, 'p-owner@example.com', 'owner-pass-123', 'Publisher');
  otherId = await createUser(t.app, 'p-other@example.com', 'other-pass-123', 'Stranger');
  owner = (await login(t, 'p-owner@example.com', 'owner-pass-123')).cookie;
  other = (await login(t, 'p-other@example.com', 'other-pass-123')).cookie;
  adminCookie = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
  const places = await t.app.db
    .selectFrom('places')
    .select('id')
    .where('type', '=', 'poi')
    .orderBy('id')
    .limit(2)
    .execute();
  [placeA, placeB] = places.map((p) => p.id);
  const tags = await t.app.db.selectFrom('tags').select('id').orderBy('id').limit(2).execute();
  [tagA, tagB] = tags.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-TW' };

function call(method: string, url: string, cookie?: string | null, payload?: unknown, headers = en): Promise<Res> {
  return t.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/** POST /misc/media-upload as a browser's FormData sends it (text fields, optionally one file part). */
function upload(
  cookie: string | null,
  fields: Record<string, string>,
  opts: { headers?: Record<string, string>; file?: string } = {},
): Promise<Res> {
  const boundary = '----pub' + Math.random().toString(16).slice(2);
  let raw = '';
  for (const [k, v] of Object.entries(fields))
    raw += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  if (opts.file !== undefined)
    raw += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n${opts.file}\r\n`;
  raw += `--${boundary}--\r\n`;
  return t.inject({
    method: 'POST',
    url: '/api/v1/misc/media-upload',
    rawBody: raw,
    headers: {
      ...(opts.headers ?? en),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
  });
}

async function newDraft(cookie = owner, fields: Record<string, string> = {}): Promise<Experience> {
  const res = await upload(cookie, { type: 'youtube', video_id: YT, duration: '600', ...fields });
  expect(res.statusCode).toBe(200);
  return body<Experience>(res).data!;
}

/** Everything a write could change about one experience (row, tags, places, search row). */
async function snapshot(id: number) {
  const db = t.app.db;
  const [row, tags, places, search] = await Promise.all([
    db.selectFrom('experiences').selectAll().where('id', '=', id).executeTakeFirst(),
    db.selectFrom('experience_tags').select('tag_id').where('experience_id', '=', id).orderBy('tag_id').execute(),
    db
      .selectFrom('experience_places')
      .select(['place_id', 'time', 'notes', 'position'])
      .where('experience_id', '=', id)
      .orderBy('position')
      .execute(),
    sql<Record<string, unknown>>`SELECT * FROM experience_search WHERE experience_id = ${id}`.execute(db),
  ]);
  return { row, tags, places, search: search.rows[0] };
}

const countExperiences = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('experiences')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function search(term: string): Promise<{ ids: number[]; total: number }> {
  const res = await call('GET', `/api/v1/video_experience/search?place_id=${encodeURIComponent(term)}`);
  expect(res.statusCode).toBe(200);
  const b = body<ExperienceSummary[]>(res);
  return { ids: b.data!.map((e) => e.id), total: (b.result as SearchResultInfo).total };
}

async function globalSearchIds(term: string): Promise<number[]> {
  const res = await call('GET', `/api/v1/global/search?place_id=${encodeURIComponent(term)}&type_filter=experience`);
  expect(res.statusCode).toBe(200);
  return body<{ experiences: ExperienceSummary[] }>(res).data!.experiences.map((e) => e.id);
}

const detail = (id: number, cookie?: string | null) => call('GET', `/api/v1/video_experience/${id}`, cookie);

async function userListIds(userId: number): Promise<number[]> {
  const res = await call('GET', `/api/v1/video_experience/user/${userId}`);
  expect(res.statusCode).toBe(200);
  return body<ExperienceSummary[]>(res).data!.map((e) => e.id);
}

const fullBody = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `台北一日遊 ${WORD}`,
  description: 'Night market and the view from Elephant Mountain.',
  duration: 600,
  tags: [tagA, tagB],
  places: [
    { place_id: placeA, time: 90, notes: '  the entrance  ' },
    { place_id: placeB, time: 45 },
  ],
  ...extra,
});

describe('POST /misc/media-upload', () => {
  it('creates a draft owned by the caller, with no title yet', async () => {
    const before = await countExperiences();
    const res = await upload(owner, { type: 'youtube', video_id: YT, duration: '212' });
    expect(res.statusCode).toBe(200);
    const exp = body<Experience>(res).data!;
    expect(exp).toMatchObject({
      status: 'draft',
      title: '',
      video_type: 'youtube',
      video_id: YT,
      duration: 212,
      user: { id: ownerId, display_name: 'Publisher' },
      places: [],
      tags: [],
      published_at: null,
      slug: `video-${exp.id}`,
    });
    expect(await countExperiences()).toBe(before + 1);
  });

  it('accepts a Vimeo id and a missing duration (unknown, 0)', async () => {
    const res = await upload(owner, { type: 'vimeo', video_id: '76979871' });
    expect(res.statusCode).toBe(200);
    expect(body<Experience>(res).data).toMatchObject({ video_type: 'vimeo', video_id: '76979871', duration: 0 });
  });

  it.each([
    [{ type: 'dailymotion', video_id: YT, duration: '10' }, 'type must be youtube or vimeo.'],
    [{ video_id: YT, duration: '10' }, 'type must be youtube or vimeo.'],
    [{ type: 'youtube', video_id: 'dQw4w9WgXc', duration: '10' }, 'This is not a valid YouTube video id.'],
    [{ type: 'youtube', video_id: 'dQw4w9WgXc!', duration: '10' }, 'This is not a valid YouTube video id.'],
    [{ type: 'youtube', video_id: `https://youtu.be/${YT}`, duration: '10' }, 'This is not a valid YouTube video id.'],
    [{ type: 'youtube', duration: '10' }, 'This is not a valid YouTube video id.'],
    [{ type: 'vimeo', video_id: 'abc123', duration: '10' }, 'This is not a valid Vimeo video id.'],
    [{ type: 'vimeo', video_id: '1234567890123', duration: '10' }, 'This is not a valid Vimeo video id.'],
    [{ type: 'vimeo', video_id: YT, duration: '10' }, 'This is not a valid Vimeo video id.'],
    [{ type: 'youtube', video_id: YT, duration: '-5' }, 'duration must be a whole number of seconds from 0 to 86400.'],
    [{ type: 'youtube', video_id: YT, duration: '1.5' }, 'duration must be a whole number of seconds from 0 to 86400.'],
    [{ type: 'youtube', video_id: YT, duration: 'abc' }, 'duration must be a whole number of seconds from 0 to 86400.'],
    [
      { type: 'youtube', video_id: YT, duration: '86401' },
      'duration must be a whole number of seconds from 0 to 86400.',
    ],
  ])('refuses %p with a clear 400 and creates nothing', async (fields, message) => {
    const before = await countExperiences();
    const res = await upload(owner, fields);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
    expect(await countExperiences()).toBe(before);
  });

  it('answers in Chinese for a Chinese caller', async () => {
    const res = await upload(owner, { type: 'youtube', video_id: 'bad', duration: '1' }, { headers: zh });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('這不是有效的 YouTube 影片 ID。');
  });

  it('refuses a file part, a JSON body and a guest, creating nothing', async () => {
    const before = await countExperiences();
    const withFile = await upload(owner, { type: 'youtube', video_id: YT, duration: '1' }, { file: 'xxxx' });
    expect(withFile.statusCode).toBe(400);
    expect(body(withFile).message).toMatch(/no file is uploaded here/);
    const json = await call('POST', '/api/v1/misc/media-upload', owner, { type: 'youtube', video_id: YT, duration: 1 });
    expect(json.statusCode).toBe(400);
    expect(body(json).message).toBe('Send the upload as multipart/form-data.');
    const guest = await upload(null, { type: 'youtube', video_id: YT, duration: '1' });
    expect(guest.statusCode).toBe(401);
    expect(await countExperiences()).toBe(before);
  });

  it('never shows a draft to anyone but its owner and the admin', async () => {
    const draft = await newDraft();
    expect((await detail(draft.id)).statusCode).toBe(404);
    expect((await detail(draft.id, other)).statusCode).toBe(404);
    expect((await detail(draft.id, owner)).statusCode).toBe(200);
    expect((await detail(draft.id, adminCookie)).statusCode).toBe(200);
    expect(await userListIds(ownerId)).not.toContain(draft.id);
    expect((await snapshot(draft.id)).search).toBeUndefined();
  });
});

describe('create → edit → publish → change visibility → delete', () => {
  let id: number;

  it('saves title, description, tags and places (times in seconds, notes, order)', async () => {
    id = (await newDraft()).id;
    const res = await call('PUT', `/api/v1/video_experience/${id}`, owner, fullBody(id));
    expect(res.statusCode).toBe(200);
    const exp = body<Experience>(res).data!;
    expect(exp.title).toBe(`台北一日遊 ${WORD}`);
    expect(exp.slug).toBe(`台北一日遊-${WORD}`);
    expect(exp.status).toBe('draft');
    expect(exp.tags.map((x) => x.id).sort()).toEqual([tagA, tagB].sort());
    // shown in time order; position keeps the order the editor gave
    expect(exp.places.map((p) => [p.place.id, p.time, p.notes, p.position])).toEqual([
      [placeB, 45, '', 1],
      [placeA, 90, 'the entrance', 0],
    ]);
    // still a draft: nowhere public
    expect((await detail(id)).statusCode).toBe(404);
    expect((await search(WORD)).ids).not.toContain(id);
  });

  it('lists it in my experiences as a draft with its counts', async () => {
    const res = await call('GET', '/api/v1/video_experience/me', owner);
    expect(res.statusCode).toBe(200);
    const mine = body<MyExperience[]>(res).data!;
    expect(mine[0]).toMatchObject({
      id,
      status: 'draft',
      visible_type: 0,
      likes_count: 0,
      views_count: 0,
      published_at: null,
    });
    expect(mine.every((m) => typeof m.updated_at === 'string')).toBe(true);
    const others = body<MyExperience[]>(await call('GET', '/api/v1/video_experience/me', other)).data!;
    expect(others.map((m) => m.id)).not.toContain(id);
    expect((await call('GET', '/api/v1/video_experience/me')).statusCode).toBe(401);
  });

  it('publishes Unlisted: opens by link, but is in no search and no list', async () => {
    const res = await call(
      'PUT',
      `/api/v1/video_experience/${id}/publish`,
      owner,
      fullBody(id, { visible_type: 2, title: `Taipei day ${WORD}` }),
    );
    expect(res.statusCode).toBe(200);
    const exp = body<Experience>(res).data!;
    expect(exp).toMatchObject({ status: 'published', visible_type: 2, slug: `taipei-day-${WORD}` });
    expect(exp.published_at).not.toBeNull();
    expect((await detail(id)).statusCode).toBe(200);
    expect((await detail(id, other)).statusCode).toBe(200);
    expect(await search(WORD)).toEqual({ ids: [], total: 0 });
    expect(await globalSearchIds(WORD)).not.toContain(id);
    expect(await userListIds(ownerId)).not.toContain(id);
  });

  it('made Public (by a save), it is found by search, its tag and the user list', async () => {
    const res = await call('PUT', `/api/v1/video_experience/${id}`, owner, { id, visible_type: 0 });
    expect(res.statusCode).toBe(200);
    expect(body<Experience>(res).data).toMatchObject({ status: 'published', visible_type: 0 });
    expect(await search(WORD)).toEqual({ ids: [id], total: 1 });
    expect(await globalSearchIds(WORD)).toContain(id);
    expect(await userListIds(ownerId)).toContain(id);
    const byTag = await call('GET', `/api/v1/video_experience/search?place_id=${WORD}&tag_id=${tagA}`);
    expect(body<ExperienceSummary[]>(byTag).data!.map((e) => e.id)).toEqual([id]);
  });

  it('an edit of a public experience reaches the search index at once', async () => {
    const res = await call('PUT', `/api/v1/video_experience/${id}`, owner, {
      id,
      description: 'now with zqxnewword inside',
    });
    expect(res.statusCode).toBe(200);
    expect((await search('zqxnewword')).ids).toEqual([id]);
    // an update leaves what it does not carry as it was
    const exp = body<Experience>(res).data!;
    expect(exp.title).toBe(`Taipei day ${WORD}`);
    expect(exp.places).toHaveLength(2);
    expect(exp.tags).toHaveLength(2);
  });

  it('made Private, only the owner and the admin can open it', async () => {
    const res = await call('PUT', `/api/v1/video_experience/${id}/publish`, owner, { id, visible_type: 1 });
    expect(res.statusCode).toBe(200);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await detail(id, other)).statusCode).toBe(404);
    expect((await detail(id, owner)).statusCode).toBe(200);
    expect((await detail(id, adminCookie)).statusCode).toBe(200);
    expect(await search(WORD)).toEqual({ ids: [], total: 0 });
    expect(await userListIds(ownerId)).not.toContain(id);
  });

  it('deleted, it is gone from search, favorites, likes and history, and those lists still load', async () => {
    await call('PUT', `/api/v1/video_experience/${id}`, owner, { id, visible_type: 0 });
    expect((await search(WORD)).total).toBe(1);
    // another user favorites, likes and watches it
    expect((await call('POST', `/api/v1/user/me/video_experience/favorite/${id}`, other)).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/user/me/video_experience/like/${id}`, other)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/video_experience/${id}/view`, other)).statusCode).toBe(200);
    const favIds = async () => {
      const r = await call('GET', '/api/v1/user/me/video_experience/favorites/1', other);
      expect(r.statusCode).toBe(200);
      return body<Array<{ id: number }>>(r).data!.map((e) => e.id);
    };
    const historyIds = async () => {
      const r = await call('GET', '/api/v1/user/me/video_experience/history/1', other);
      expect(r.statusCode).toBe(200);
      return body<Array<{ id: number }>>(r).data!.map((e) => e.id);
    };
    expect(await favIds()).toContain(id);
    expect(await historyIds()).toContain(id);

    const res = await call('DELETE', `/api/v1/video_experience/${id}`, owner);
    expect(res.statusCode).toBe(200);
    expect((await detail(id, owner)).statusCode).toBe(404);
    expect(await search(WORD)).toEqual({ ids: [], total: 0 });
    expect(await globalSearchIds(WORD)).not.toContain(id);
    expect(await userListIds(ownerId)).not.toContain(id);
    expect(await favIds()).not.toContain(id);
    expect(await historyIds()).not.toContain(id);
    const mine = body<MyExperience[]>(await call('GET', '/api/v1/video_experience/me', owner)).data!;
    expect(mine.map((m) => m.id)).not.toContain(id);
    const db = t.app.db;
    for (const table of ['experience_likes', 'experience_favorites', 'view_history', 'experience_places'] as const) {
      expect(await db.selectFrom(table).select('experience_id').where('experience_id', '=', id).execute()).toEqual([]);
    }
    // the watching calls answer 404, not 500
    expect((await call('GET', `/api/v1/user/me/video_experience/${id}/status`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/video_experience/${id}`, owner)).statusCode).toBe(404);
  });

  it('deleting a public experience without places or tags still drops it from cached search totals', async () => {
    const draft = await newDraft();
    const word = 'zqxbaretitle';
    await call('PUT', `/api/v1/video_experience/${draft.id}/publish`, owner, { id: draft.id, title: word });
    expect(await search(word)).toEqual({ ids: [draft.id], total: 1 });
    expect((await call('DELETE', `/api/v1/video_experience/${draft.id}`, owner)).statusCode).toBe(200);
    expect(await search(word)).toEqual({ ids: [], total: 0 });
  });
});

describe('publish rules', () => {
  it('a draft with no title cannot be published; nothing changes', async () => {
    const draft = await newDraft();
    const before = await snapshot(draft.id);
    for (const lang of [en, zh]) {
      const res = await call('PUT', `/api/v1/video_experience/${draft.id}/publish`, owner, { id: draft.id }, lang);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(
        lang === en ? 'Give the video a title before publishing it.' : '請先為影片填寫標題再發布。',
      );
    }
    expect(await snapshot(draft.id)).toEqual(before);
  });

  it('a title of punctuation only still gives a usable slug', async () => {
    const draft = await newDraft();
    const res = await call('PUT', `/api/v1/video_experience/${draft.id}/publish`, owner, {
      id: draft.id,
      title: '!!!',
    });
    expect(res.statusCode).toBe(200);
    expect(body<Experience>(res).data!.slug).toBe(`video-${draft.id}`);
  });

  it('publishing again keeps the first publication time', async () => {
    const draft = await newDraft();
    const first = body<Experience>(
      await call('PUT', `/api/v1/video_experience/${draft.id}/publish`, owner, { id: draft.id, title: 'First' }),
    ).data!;
    const again = body<Experience>(
      await call('PUT', `/api/v1/video_experience/${draft.id}/publish`, owner, { id: draft.id, title: 'Second' }),
    ).data!;
    expect(again.published_at).toBe(first.published_at);
    expect(again.slug).toBe('second');
  });
});

describe('authorization: guest 401, other user 404 as if missing, owner and admin allowed; nothing changes when refused', () => {
  let id: number;
  beforeAll(async () => {
    // a public experience: everyone may see it, only its owner and the admin may change it
    id = (await newDraft()).id;
    const published = await call(
      'PUT',
      `/api/v1/video_experience/${id}/publish`,
      owner,
      fullBody(id, { visible_type: 0 }),
    );
    expect(published.statusCode).toBe(200);
  });

  const writes = (expId: number) =>
    [
      ['PUT', `/api/v1/video_experience/${expId}`, { id: expId, title: 'Hijacked', visible_type: 0 }],
      ['PUT', `/api/v1/video_experience/${expId}/publish`, { id: expId, title: 'Hijacked', visible_type: 0 }],
      ['DELETE', `/api/v1/video_experience/${expId}`, undefined],
    ] as const;

  it.each([0, 1, 2])('write #%p: guest → 401, another user → the 404 of a missing one, nothing changed', async (n) => {
    const [method, url, payload] = writes(id)[n]!;
    const [, missingUrl, missingPayload] = writes(2_000_000_000)[n]!;
    const before = await snapshot(id);
    const guest = await call(method, url, null, payload);
    expect(guest.statusCode).toBe(401);
    expect(body(guest).message).toBe('Please sign in first.');
    const stranger = await call(method, url, other, payload);
    expect([stranger.statusCode, body(stranger).message]).toEqual([404, 'This experience does not exist.']);
    expect(body(stranger)).toEqual(body(await call(method, missingUrl, other, missingPayload)));
    const strangerZh = await call(method, url, other, payload, zh);
    expect(body(strangerZh)).toEqual(body(await call(method, missingUrl, other, missingPayload, zh)));
    expect(await snapshot(id)).toEqual(before);
  });

  it('another user sending a bad body still gets the 404 (who comes before what)', async () => {
    const res = await call('PUT', `/api/v1/video_experience/${id}`, other, { id: id + 1, tags: [999999] });
    expect(res.statusCode).toBe(404);
  });

  it('someone else’s private experience or draft → the 404 of one that does not exist, for every write', async () => {
    const privateOne = (await newDraft()).id;
    const published = await call('PUT', `/api/v1/video_experience/${privateOne}/publish`, owner, {
      ...fullBody(privateOne),
      visible_type: 1,
    });
    expect(published.statusCode).toBe(200);
    const draft = (await newDraft()).id;
    for (const hidden of [privateOne, draft]) {
      for (const n of [0, 1, 2]) {
        const [method, url, payload] = writes(hidden)[n]!;
        const [, missingUrl, missingPayload] = writes(2_000_000_000)[n]!;
        const before = await snapshot(hidden);
        const theirs = await call(method, url, other, payload);
        const none = await call(method, missingUrl, other, missingPayload);
        expect(theirs.statusCode).toBe(404);
        expect(body(theirs)).toEqual(body(none));
        expect(await snapshot(hidden)).toEqual(before);
      }
    }
  });

  it('unknown experience → 404 for every write', async () => {
    for (const [method, url, payload] of writes(2_000_000_000)) {
      const res = await call(method, url, owner, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('This experience does not exist.');
    }
  });

  it('the admin may edit, publish and delete anyone’s experience; the owner stays the owner', async () => {
    const edit = await call('PUT', `/api/v1/video_experience/${id}`, adminCookie, {
      id,
      description: 'Fixed by admin',
    });
    expect(edit.statusCode).toBe(200);
    expect(body<Experience>(edit).data).toMatchObject({ description: 'Fixed by admin', user: { id: ownerId } });
    const pub = await call('PUT', `/api/v1/video_experience/${id}/publish`, adminCookie, { id, visible_type: 1 });
    expect(pub.statusCode).toBe(200);
    expect(body<Experience>(pub).data).toMatchObject({ status: 'published', visible_type: 1 });
    expect((await snapshot(id)).row?.user_id).toBe(ownerId);
    expect((await call('DELETE', `/api/v1/video_experience/${id}`, adminCookie)).statusCode).toBe(200);
    expect((await snapshot(id)).row).toBeUndefined();
  });

  it('another user cannot see it in their own list, and the owner’s list never shows other users’ drafts', async () => {
    const theirs = await newDraft(other);
    const mine = body<MyExperience[]>(await call('GET', '/api/v1/video_experience/me', owner)).data!;
    expect(mine.map((m) => m.id)).not.toContain(theirs.id);
    expect(mine.length).toBeGreaterThan(0);
    const row = await t.app.db
      .selectFrom('experiences')
      .select('user_id')
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(row?.user_id).toBe(otherId);
  });
});

describe('validation of every field: 4xx, a clear message, nothing changed', () => {
  let id: number;
  beforeAll(async () => {
    id = (await newDraft()).id;
    expect((await call('PUT', `/api/v1/video_experience/${id}`, owner, fullBody(id))).statusCode).toBe(200);
  });

  const cases: Array<[string, (id: number) => unknown, RegExp | string]> = [
    [
      'body id ≠ path id',
      (x) => ({ id: x + 1, title: 'x' }),
      `The id in the body (${'{b}'}) is not the id in the address (${'{p}'}).`,
    ],
    ['no body id', () => ({ title: 'x' }), /id is required/],
    ['empty title', (x) => ({ id: x, title: '' }), /title must be at least 1 characters long/],
    ['blank title', (x) => ({ id: x, title: '   ' }), 'The title must not be blank.'],
    ['over-long title', (x) => ({ id: x, title: 'a'.repeat(201) }), /title must be at most 200 characters long/],
    ['over-long description', (x) => ({ id: x, description: 'a'.repeat(5001) }), /description must be at most 5000/],
    ['unknown tag', (x) => ({ id: x, tags: [tagA, 999999] }), 'Unknown tag id(s): 999999.'],
    ['tag not an id', (x) => ({ id: x, tags: ['food'] }), /tags/],
    ['too many tags', (x) => ({ id: x, tags: Array.from({ length: 51 }, (_, i) => i + 1) }), /tags/],
    [
      'unknown place (with valid tags: the whole update is refused)',
      (x) => ({ id: x, tags: [tagA], places: [{ place_id: 999999, time: 1 }] }),
      'Unknown place id(s): 999999.',
    ],
    ['negative time', (x) => ({ id: x, places: [{ place_id: placeA, time: -1 }] }), /time must be at least 0/],
    ['fractional time', (x) => ({ id: x, places: [{ place_id: placeA, time: 1.5 }] }), /time/],
    [
      'time beyond a day',
      (x) => ({ id: x, places: [{ place_id: placeA, time: 86401 }] }),
      /time must be at most 86400/,
    ],
    [
      'time past the duration',
      (x) => ({
        id: x,
        places: [
          { place_id: placeA, time: 10 },
          { place_id: placeB, time: 601 },
        ],
      }),
      'Place 2 is at 10:01, after the end of the video (10:00).',
    ],
    [
      'duration shortened below a saved place time',
      (x) => ({ id: x, duration: 60 }),
      'Place 1 is at 1:30, after the end of the video (1:00).',
    ],
    ['negative duration', (x) => ({ id: x, duration: -1 }), /duration must be at least 0/],
    ['over-long notes', (x) => ({ id: x, places: [{ place_id: placeA, time: 1, notes: 'n'.repeat(2001) }] }), /notes/],
    ['bad visible_type', (x) => ({ id: x, visible_type: 3 }), /visible_type/],
  ];

  it.each(cases)('%s', async (_name, make, message) => {
    const before = await snapshot(id);
    for (const path of [`/api/v1/video_experience/${id}`, `/api/v1/video_experience/${id}/publish`]) {
      const res = await call('PUT', path, owner, make(id));
      expect(res.statusCode).toBe(400);
      const text = body(res).message!;
      if (typeof message === 'string') {
        expect(text).toBe(message.replace('{b}', String(id + 1)).replace('{p}', String(id)));
      } else expect(text).toMatch(message);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('time past the duration, in Chinese', async () => {
    const res = await call(
      'PUT',
      `/api/v1/video_experience/${id}`,
      owner,
      { id, places: [{ place_id: placeA, time: 700 }] },
      zh,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('第 1 個地點的時間 11:40 超過影片長度（10:00）。');
  });

  it('a place time equal to the duration is accepted; a duration of 0 (unknown) bounds nothing', async () => {
    const ok = await call('PUT', `/api/v1/video_experience/${id}`, owner, {
      id,
      places: [{ place_id: placeA, time: 600 }],
    });
    expect(ok.statusCode).toBe(200);
    const unknown = await call('PUT', `/api/v1/video_experience/${id}`, owner, {
      id,
      duration: 0,
      places: [{ place_id: placeA, time: 3000 }],
    });
    expect(unknown.statusCode).toBe(200);
    expect(body<Experience>(unknown).data!.places.map((p) => p.time)).toEqual([3000]);
  });

  it('duplicate tag ids are stored once; an empty list clears tags and places', async () => {
    const dup = await call('PUT', `/api/v1/video_experience/${id}`, owner, { id, tags: [tagA, tagA, tagB] });
    expect(dup.statusCode).toBe(200);
    expect(body<Experience>(dup).data!.tags).toHaveLength(2);
    const clear = await call('PUT', `/api/v1/video_experience/${id}`, owner, { id, tags: [], places: [] });
    expect(clear.statusCode).toBe(200);
    expect(body<Experience>(clear).data).toMatchObject({ tags: [], places: [] });
  });
});

describe('GET /video_experience/tags and /misc/tnc', () => {
  it('lists tags in the caller’s language', async () => {
    const enTags = body<Array<{ id: number; name: string }>>(await call('GET', '/api/v1/video_experience/tags')).data!;
    const zhTags = body<Array<{ id: number; name: string }>>(
      await call('GET', '/api/v1/video_experience/tags', null, undefined, zh),
    ).data!;
    expect(enTags.length).toBeGreaterThan(0);
    expect(enTags.map((x) => x.id)).toEqual(zhTags.map((x) => x.id));
    expect(enTags[0]!.name).not.toBe(zhTags[0]!.name);
  });

  it('serves the terms page', async () => {
    const res = await call('GET', '/api/v1/misc/tnc');
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(body(res).data).length).toBeGreaterThan(20);
  });
});
