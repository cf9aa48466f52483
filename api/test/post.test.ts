import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Post, PostMedia } from 'contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { cleanupLooseMedia, MAX_LOOSE_UPLOADS } from '../src/services/postMedia';
import { LocalMediaStorage } from '../src/media/storage';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  createUser,
  login,
  roomForUploads,
  type Res,
  type TestApp,
} from './helpers';

const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'ti-post-media-'));
let t: TestApp;
let alice: string; // cookie of the author
let bob: string; // another user
let admin: string;
let aliceId: number;
let placeId: number; // a poi with a country
let countryId: number;
let otherPlaceId: number; // a poi in another country
let otherCountryId: number;

const en = { 'accept-language': 'en' };
const MAX_BYTES = 300 * 1024;

beforeAll(async () => {
  // the tests upload as one author many more times than a post takes
  t = await buildTestApp({
    media: { dir: mediaDir, maxBytes: MAX_BYTES, maxPixels: 4_000_000, maxLooseUploads: 100 },
    rateLimits: roomForUploads(100),
  });
  aliceId = await createUser(t.app, 'alice-posts@example.com', 'alice-pass-2026', 'Alice');
  await createUser(t.app, 'bob-posts@example.com', 'bob-pass-2026', 'Bob');
  alice = (await login(t, 'alice-posts@example.com', 'alice-pass-2026')).cookie;
  bob = (await login(t, 'bob-posts@example.com', 'bob-pass-2026')).cookie;
  admin = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
  const pois = await t.app.db
    .selectFrom('places')
    .select(['id', 'country_id'])
    .where('type', '=', 'poi')
    .where('country_id', 'is not', null)
    .orderBy('id')
    .execute();
  placeId = pois[0].id;
  countryId = pois[0].country_id!;
  const other = pois.find((p) => p.country_id !== countryId)!;
  otherPlaceId = other.id;
  otherCountryId = other.country_id!;
});
afterAll(async () => {
  await t?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

function port(app: TestApp = t): number {
  const a = app.app.server.address();
  return typeof a === 'object' && a ? a.port : 0;
}

/** POST a multipart upload (fields + one file) the way a browser's FormData does. */
function upload(
  cookie: string | null,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
  headers: Record<string, string> = en,
  app: TestApp = t,
): Promise<{ statusCode: number; json: { code: number; data?: PostMedia; message?: string } }> {
  const boundary = '----ti' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: port(app),
        method: 'POST',
        path: '/api/v1/post/media-upload',
        headers: {
          ...headers,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(payload.length),
          ...(cookie ? { cookie } : {}),
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function fetchFile(url: string): Promise<{ status: number; type: string; cacheControl?: string; data: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: port(), path: url, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            cacheControl: res.headers['cache-control'],
            data: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#3080c0' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } })
    .toBuffer();
const png = (w = 40, h = 20) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#22aa44' } })
    .png()
    .toBuffer();

async function uploadImage(cookie: string, batch: string, place = placeId, alt?: string): Promise<PostMedia> {
  const res = await upload(
    cookie,
    { place_id: String(place), batch_id: batch, ...(alt ? { alt } : {}) },
    {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: await jpegWithGps(),
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json.data!;
}

const mediaCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('post_media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () => (existsSync(mediaDir) ? readdirSync(mediaDir) : []);

async function createPost(cookie: string, fields: Partial<Record<string, unknown>> = {}) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/post/',
    headers: { ...en, cookie },
    payload: {
      place_id: placeId,
      batch_id: 'b-' + Math.random().toString(36).slice(2),
      post: 'Hello',
      recommend: 0,
      media: [],
      is_local: false,
      timezone_offset: 480,
      ...fields,
    },
  });
  return res;
}

describe('POST /post/media-upload', () => {
  it('re-encodes a JPEG, strips its EXIF and GPS, names the file itself and serves it', async () => {
    const media = await uploadImage(alice, 'exif-batch', placeId, 'A blue wall');
    expect(media).toMatchObject({ type: 1, degree: 0, width: 64, height: 32, alt: 'A blue wall' });
    expect(media.file).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(media.file).not.toContain('photo');
    const served = await fetchFile(media.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    // a stored photo never changes under its name: kept for a year by any cache
    expect(served.cacheControl).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.data.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.data.includes(Buffer.from('secret camera'))).toBe(false);
  });

  it('judges a PNG named .jpg by its content', async () => {
    const res = await upload(
      alice,
      { place_id: String(placeId), batch_id: 'png-batch' },
      {
        name: 'holiday.jpg',
        type: 'image/jpeg',
        data: await png(),
      },
    );
    expect(res.statusCode).toBe(200);
    const served = await fetchFile(res.json.data!.url);
    expect((await sharp(served.data).metadata()).width).toBe(40);
  });

  it.each([
    ['an HTML page named .jpg', 'page.jpg', 'image/jpeg', Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'an SVG image',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a script', 'run.png', 'image/png', Buffer.from('#!/bin/sh\necho hi\n')],
  ])('refuses %s with 415 and stores nothing', async (_label, name, type, data) => {
    const before = await mediaCount();
    const files = storedFiles().length;
    const res = await upload(alice, { place_id: String(placeId), batch_id: 'bad' }, { name, type, data });
    expect(res.statusCode).toBe(415);
    expect(res.json.message).toBe('Only JPEG, PNG, GIF or WebP images can be uploaded.');
    expect(await mediaCount()).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a file over the size limit (413) and one over the pixel limit (413), in the caller language', async () => {
    const before = await mediaCount();
    const noisy = await sharp(
      Buffer.alloc(400 * 400 * 3).map(() => Math.floor(Math.random() * 256)),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_BYTES);
    const big = await upload(
      alice,
      { place_id: String(placeId), batch_id: 'big' },
      {
        name: 'big.png',
        type: 'image/png',
        data: noisy,
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json.message).toMatch(/larger than 0\.3 MB/);
    const huge = await upload(
      alice,
      { place_id: String(placeId), batch_id: 'huge' },
      { name: 'huge.png', type: 'image/png', data: await png(2100, 2100) },
      { 'accept-language': 'zh-Hant-TW' },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json.message).toBe('圖片尺寸過大：最多 4 百萬像素。');
    expect(await mediaCount()).toBe(before);
  });

  it('needs a signed-in user, a file, a valid place and batch', async () => {
    const data = await png();
    const file = { name: 'a.png', type: 'image/png', data };
    expect((await upload(null, { place_id: String(placeId), batch_id: 'x' }, file)).statusCode).toBe(401);
    const noFile = await upload(alice, { place_id: String(placeId), batch_id: 'x' });
    expect([noFile.statusCode, noFile.json.message]).toEqual([400, 'Choose an image file to upload.']);
    expect((await upload(alice, { place_id: '999999', batch_id: 'x' }, file)).statusCode).toBe(404);
    expect((await upload(alice, { place_id: String(placeId), batch_id: '../etc' }, file)).statusCode).toBe(400);
    const json = await t.inject({
      method: 'POST',
      url: '/api/v1/post/media-upload',
      headers: { ...en, cookie: alice },
      payload: { place_id: placeId },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('video media (type 2, by YouTube id)', () => {
  it('adds a video by its YouTube id, puts it in a post with a photo, and refuses to rotate it', async () => {
    const batch = 'video-batch';
    const res = await upload(alice, {
      place_id: String(placeId),
      batch_id: batch,
      type: 'youtube',
      video_id: 'dQw4w9WgXcQ',
    });
    expect(res.statusCode).toBe(200);
    const video = res.json.data!;
    expect(video).toMatchObject({ type: 2, file: 'dQw4w9WgXcQ', degree: 0, width: null, height: null });
    expect(video.url).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    const photo = await uploadImage(alice, batch);
    const post = body<Post>(
      await createPost(alice, {
        batch_id: batch,
        post: '',
        media: [{ id: video.id, alt: 'A walk' }, { id: photo.id }],
      }),
    ).data!;
    expect(post.media.map((m) => [m.type, m.file])).toEqual([
      [2, 'dQw4w9WgXcQ'],
      [1, photo.file],
    ]);
    expect(post.media[0].alt).toBe('A walk');
    const turn = await t.inject({
      method: 'POST',
      url: `/api/v1/post/media/${video.id}/manipulate`,
      headers: { ...en, cookie: alice },
      payload: { degree: 90 },
    });
    expect([turn.statusCode, body(turn).message]).toEqual([400, 'Only photos can be rotated.']);
    // removing the video from the post deletes its row and touches no stored file
    const files = storedFiles().length;
    const edited = await t.inject({
      method: 'PUT',
      url: '/api/v1/post/',
      headers: { ...en, cookie: alice },
      payload: {
        post_id: post.post_id,
        place_id: placeId,
        batch_id: batch,
        post: '',
        recommend: 0,
        media: [{ id: photo.id }],
        is_local: false,
      },
    });
    expect(body<Post>(edited).data!.media.map((m) => m.id)).toEqual([photo.id]);
    expect(storedFiles().length).toBe(files);
    expect((await t.inject(`/api/v1/post/media/${video.id}`)).statusCode).toBe(404);
  });

  it('refuses anything but an 11-character YouTube id, in the caller language, creating nothing', async () => {
    const before = await mediaCount();
    const bad = [
      'dQw4w9WgXc',
      'dQw4w9WgXcQQ',
      'dQw4w9WgXc!',
      '<script>x</s',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '',
    ];
    for (const video_id of bad) {
      const res = await upload(alice, { place_id: String(placeId), batch_id: 'vb', type: 'youtube', video_id });
      expect([video_id, res.statusCode]).toEqual([video_id, 400]);
      expect(res.json.message).toBe('This is not a YouTube video: give its link or its 11-character id.');
    }
    const zh = await upload(
      alice,
      { place_id: String(placeId), batch_id: 'vb', type: 'youtube', video_id: 'nope' },
      undefined,
      { 'accept-language': 'zh-Hant-TW' },
    );
    expect([zh.statusCode, zh.json.message]).toEqual([
      400,
      '這不是 YouTube 影片：請提供影片連結或 11 個字元的影片 ID。',
    ]);
    const vimeo = await upload(alice, { place_id: String(placeId), batch_id: 'vb', type: 'vimeo', video_id: '123456' });
    expect(vimeo.statusCode).toBe(400);
    const guest = await upload(null, {
      place_id: String(placeId),
      batch_id: 'vb',
      type: 'youtube',
      video_id: 'dQw4w9WgXcQ',
    });
    expect(guest.statusCode).toBe(401);
    const nowhere = await upload(alice, {
      place_id: '999999',
      batch_id: 'vb',
      type: 'youtube',
      video_id: 'dQw4w9WgXcQ',
    });
    expect(nowhere.statusCode).toBe(404);
    expect(await mediaCount()).toBe(before);
  });
});

describe('posts', () => {
  it('creates a review with photos, reads it, lists it by place and by user, and updates it', async () => {
    const batch = 'review-1';
    const a = await uploadImage(alice, batch);
    const b = await uploadImage(alice, batch);
    const res = await createPost(alice, {
      batch_id: batch,
      post: '  Great <b>night</b> market\nsecond line ',
      recommend: 5,
      media: [{ id: b.id, alt: 'Stalls' }, { id: a.id }],
      is_local: true,
    });
    expect(res.statusCode).toBe(200);
    const post = body<Post>(res).data!;
    expect(post).toMatchObject({
      place_id: placeId,
      post: 'Great <b>night</b> market\nsecond line',
      recommend: 5,
      is_local: true,
      timezone_offset: 480,
      likes_count: 0,
      liked: false,
      user: { id: aliceId, display_name: 'Alice' },
    });
    expect(post.media.map((m) => [m.id, m.alt])).toEqual([
      [b.id, 'Stalls'],
      [a.id, ''],
    ]);
    expect(post.place?.id).toBe(placeId);

    const one = body<Post>(await t.inject({ url: `/api/v1/post/${post.post_id}`, headers: en })).data!;
    expect(one.post_id).toBe(post.post_id);
    expect(one.liked).toBeUndefined();

    const byPlace = body<Post[]>(await t.inject(`/api/v1/post/?place_id=${placeId}&page=1`));
    expect(byPlace.data!.map((p) => p.post_id)).toContain(post.post_id);
    const byUser = body<Post[]>(await t.inject(`/api/v1/post/?page=1&user_id=${aliceId}`));
    expect(byUser.data!.every((p) => p.user.id === aliceId)).toBe(true);
    // a traveller who does not exist has no wall: 404, as their experiences
    const nobody = await t.inject({ url: '/api/v1/post/?page=1&user_id=999999', headers: en });
    expect(nobody.statusCode).toBe(404);
    expect(body(nobody).message).toBe('This traveller does not exist.');
    expect((await t.inject({ url: '/api/v1/video_experience/user/999999', headers: en })).statusCode).toBe(404);

    // edit: drop one photo (its file goes), change the text, the review becomes a plain post
    const upd = await t.inject({
      method: 'PUT',
      url: '/api/v1/post/',
      headers: { ...en, cookie: alice },
      payload: {
        post_id: post.post_id,
        place_id: placeId,
        batch_id: batch,
        post: 'Edited',
        recommend: 0,
        media: [{ id: a.id, alt: 'Lanterns' }],
        is_local: false,
      },
    });
    expect(upd.statusCode).toBe(200);
    const edited = body<Post>(upd).data!;
    expect(edited).toMatchObject({ post: 'Edited', recommend: 0, is_local: false });
    expect(edited.media.map((m) => [m.id, m.alt])).toEqual([[a.id, 'Lanterns']]);
    expect(edited.updated_at).not.toBeNull();
    expect((await fetchFile(b.url)).status).toBe(404);
  });

  it('refuses blank posts, unknown places and media of another batch or user, changing nothing', async () => {
    const before = Number(
      (
        await t.app.db
          .selectFrom('posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const blank = await createPost(alice, { post: '   ' });
    expect([blank.statusCode, body(blank).message]).toEqual([400, 'Write something or add a photo.']);
    expect((await createPost(alice, { place_id: 999999 })).statusCode).toBe(404);
    const bobs = await uploadImage(bob, 'bob-batch');
    const stolen = await createPost(alice, { batch_id: 'bob-batch', media: [{ id: bobs.id }] });
    expect(stolen.statusCode).toBe(400);
    const own = await uploadImage(alice, 'batch-a');
    expect((await createPost(alice, { batch_id: 'batch-b', media: [{ id: own.id }] })).statusCode).toBe(400);
    expect((await createPost(alice, { batch_id: 'batch-a', media: [{ id: own.id }, { id: own.id }] })).statusCode).toBe(
      400,
    );
    expect((await createPost(alice, { recommend: 9 })).statusCode).toBe(400);
    expect((await createPost(alice, { timezone_offset: 5000 })).statusCode).toBe(400);
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v1/post/',
      headers: { 'accept-language': 'zh-Hant-TW', cookie: alice },
      payload: { place_id: placeId },
    });
    expect(zh.statusCode).toBe(400);
    expect(body(zh).message).toMatch(/[\u4e00-\u9fff]/);
    expect(
      Number(
        (
          await t.app.db
            .selectFrom('posts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
    expect((await createPost('sid=nobody')).statusCode).toBe(401);
  });

  it('likes and unlikes once per user, and reports liked posts per place', async () => {
    const post = body<Post>(await createPost(alice, { post: 'Like me' })).data!;
    const like = (cookie: string, method: string) =>
      t.inject({ method, url: `/api/v1/post/${post.post_id}/like`, headers: { cookie } });
    expect(body(await like(bob, 'POST')).data).toEqual({ post_id: post.post_id, liked: true, likes_count: 1 });
    expect(body(await like(bob, 'POST')).data).toEqual({ post_id: post.post_id, liked: true, likes_count: 1 });
    expect(body(await like(alice, 'POST')).data).toMatchObject({ likes_count: 2 });
    const status = body<number[]>(
      await t.inject({ url: `/api/v1/post/status/?place_id=${placeId}`, headers: { cookie: bob } }),
    );
    expect(status.data).toContain(post.post_id);
    expect(body<number[]>(await t.inject(`/api/v1/post/status/?place_id=${placeId}`)).data).toEqual([]);
    expect(body(await like(bob, 'DELETE')).data).toEqual({ post_id: post.post_id, liked: false, likes_count: 1 });
    expect(body(await like(bob, 'DELETE')).data).toMatchObject({ likes_count: 1 });
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/post/999999/like', headers: { cookie: bob } })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'POST', url: `/api/v1/post/${post.post_id}/like` })).statusCode).toBe(401);
  });

  it('filters a wall by country and reviews, gives the filters, and pages', async () => {
    const walker = await createUser(t.app, 'walker@example.com', 'walker-pass-2026', 'Walker');
    const w = (await login(t, 'walker@example.com', 'walker-pass-2026')).cookie;
    for (let i = 0; i < 12; i++)
      expect((await createPost(w, { post: `Post ${i}`, recommend: i === 0 ? 4 : 0 })).statusCode).toBe(200);
    expect((await createPost(w, { place_id: otherPlaceId, post: 'Elsewhere', recommend: 2 })).statusCode).toBe(200);

    const all = body<Post[]>(await t.inject(`/api/v1/post/?page=1&user_id=${walker}&fields=filters`));
    const result = all.result as {
      page: number;
      max_page: number;
      total: number;
      filters: { countries: Array<{ id: number; count: number }>; reviews: unknown[] };
    };
    expect(result).toMatchObject({ page: 1, max_page: 2, total: 13 });
    expect(all.data).toHaveLength(10);
    expect(all.data![0].post).toBe('Elsewhere');
    expect(result.filters.countries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: countryId, count: 12 }),
        expect.objectContaining({ id: otherCountryId, count: 1 }),
      ]),
    );
    expect(result.filters.reviews).toEqual([
      { value: 4, count: 1 },
      { value: 2, count: 1 },
    ]);
    const page2 = body<Post[]>(await t.inject(`/api/v1/post/?page=2&user_id=${walker}`));
    expect(page2.data).toHaveLength(3);
    const page3 = body<Post[]>(await t.inject(`/api/v1/post/?page=3&user_id=${walker}`));
    expect(page3.data).toEqual([]);
    expect(page3.result).toMatchObject({ max_page: 2 });

    const inOther = body<Post[]>(
      await t.inject(`/api/v1/post/?page=1&user_id=${walker}&country_ids=${otherCountryId}`),
    );
    expect(inOther.data!.map((p) => p.post)).toEqual(['Elsewhere']);
    const reviews = body<Post[]>(await t.inject(`/api/v1/post/?page=1&user_id=${walker}&reviews=4,2`));
    expect(reviews.data!.map((p) => p.recommend).sort()).toEqual([2, 4]);
    expect((await t.inject(`/api/v1/post/?page=1&country_ids=abc`)).statusCode).toBe(400);
    expect((await t.inject(`/api/v1/post/?page=0`)).statusCode).toBe(400);

    // a post deleted from the first page: the next page from where the first ended still holds all the rest
    const first = body<Post[]>(await t.inject(`/api/v1/post/?page=1&user_id=${walker}`));
    const cursor = (first.result as { next_cursor: string }).next_cursor;
    expect(cursor).toMatch(/^\d+-\d+$/);
    const gone = first.data![0].post_id;
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/post/${gone}`, headers: { cookie: w } })).statusCode).toBe(
      200,
    );
    expect(body<Post[]>(await t.inject(`/api/v1/post/?page=2&user_id=${walker}`)).data).toHaveLength(2); // skips one
    const next = body<Post[]>(
      await t.inject(`/api/v1/post/?page=2&user_id=${walker}&cursor=${encodeURIComponent(cursor)}`),
    );
    expect(next.data!.map((p) => p.post_id)).toEqual(page2.data!.map((p) => p.post_id));
    expect(next.result).toMatchObject({ page: 2, max_page: 2, total: 12 });
    expect((await t.inject(`/api/v1/post/?page=2&user_id=${walker}&cursor=nope`)).statusCode).toBe(400);
  });
});

describe('rotation', () => {
  it('turns an image, swaps its sides, renames the file and records the degree', async () => {
    const m = await uploadImage(alice, 'rot');
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/post/media/${m.id}/manipulate`,
      headers: { cookie: alice },
      payload: { degree: 90 },
    });
    expect(res.statusCode).toBe(200);
    const turned = body<PostMedia>(res).data!;
    expect(turned).toMatchObject({ id: m.id, degree: 90, width: 32, height: 64 });
    expect(turned.file).not.toBe(m.file);
    expect((await fetchFile(m.url)).status).toBe(404);
    const served = await sharp((await fetchFile(turned.url)).data).metadata();
    expect([served.width, served.height]).toEqual([32, 64]);
    const back = body<PostMedia>(
      await t.inject({
        method: 'POST',
        url: `/api/v1/post/media/${m.id}/manipulate`,
        headers: { cookie: alice },
        payload: { degree: -90 },
      }),
    ).data!;
    expect(back).toMatchObject({ degree: 0, width: 64, height: 32 });
    const bad = await t.inject({
      method: 'POST',
      url: `/api/v1/post/media/${m.id}/manipulate`,
      headers: { cookie: alice, ...en },
      payload: { degree: 45 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('upload limits (the defaults)', () => {
  let limited: TestApp;
  const uploadTo = (app: TestApp, cookie: string, headers: Record<string, string> = en) =>
    upload(
      cookie,
      { place_id: String(placeId), batch_id: 'limits' },
      { name: 'photo.png', type: 'image/png', data: tinyPng },
      headers,
      app,
    );
  let tinyPng: Buffer;
  beforeAll(async () => {
    tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
  });
  afterEach(async () => {
    await limited?.close();
  });
  const signedIn = async (app: TestApp, name: string) => {
    await createUser(app.app, `${name}@example.com`, `${name}-pass-2026`, name);
    return (await login(app, `${name}@example.com`, `${name}-pass-2026`)).cookie;
  };
  const removeUpload = (app: TestApp, cookie: string, id: number) =>
    app.inject({ method: 'DELETE', url: `/api/v1/post/media-upload?media_id=${id}`, headers: { cookie } });

  it('one user’s uploads past the per-user limit get 429 in their language; another user still uploads', async () => {
    limited = await buildTestApp({ media: { dir: mediaDir, maxBytes: MAX_BYTES, maxPixels: 4_000_000 } });
    const [rushed, calm] = [await signedIn(limited, 'rushed'), await signedIn(limited, 'calm')];
    const allowed = DEFAULT_RATE_LIMITS.rules.upload.account!.hard;
    for (let i = 0; i < allowed; i++) {
      const res = await uploadTo(limited, rushed);
      expect([i, res.statusCode]).toEqual([i, 200]);
      // removed at once, so the cap on loose uploads is not what stops them
      expect((await removeUpload(limited, rushed, res.json.data!.id)).statusCode).toBe(200);
    }
    const refused = await uploadTo(limited, rushed);
    expect([refused.statusCode, refused.json.message]).toEqual([
      429,
      'Too many attempts. Please wait 10 minute(s) and try again.',
    ]);
    expect((await uploadTo(limited, rushed, { 'accept-language': 'zh-Hant-TW' })).json.message).toBe(
      '嘗試次數過多，請等待 10 分鐘後再試。',
    );
    expect((await uploadTo(limited, calm)).statusCode).toBe(200);
  });

  it('a user holding the most loose uploads gets 429 until one is removed or posted', async () => {
    limited = await buildTestApp({
      media: { dir: mediaDir, maxBytes: MAX_BYTES, maxPixels: 4_000_000 },
      rateLimits: roomForUploads(100),
    });
    const hoarder = await signedIn(limited, 'hoarder');
    const ids: number[] = [];
    for (let i = 0; i < MAX_LOOSE_UPLOADS; i++) {
      const res = await uploadTo(limited, hoarder);
      expect([i, res.statusCode]).toEqual([i, 200]);
      ids.push(res.json.data!.id);
    }
    const refused = await uploadTo(limited, hoarder);
    expect([refused.statusCode, refused.json.message]).toEqual([
      429,
      `You have ${MAX_LOOSE_UPLOADS} photos or videos not yet in a post. Publish your post or remove some of them before adding more.`,
    ]);
    expect((await uploadTo(limited, hoarder, { 'accept-language': 'zh-Hant-TW' })).json.message).toBe(
      `您已有 ${MAX_LOOSE_UPLOADS} 個尚未發佈的相片或影片。請先發佈貼文或移除其中幾個，再新增。`,
    );
    const loose = await limited.app.db
      .selectFrom('post_media')
      .select('id')
      .where('post_id', 'is', null)
      .where('id', 'not in', ids)
      .execute();
    expect(loose).toHaveLength(0); // nothing was kept of the refused ones
    expect((await removeUpload(limited, hoarder, ids.pop()!)).statusCode).toBe(200);
    expect((await uploadTo(limited, hoarder)).statusCode).toBe(200);
  });
});

describe('authorization on every write', () => {
  it('answers someone else’s post or upload exactly like a missing one, on every write; nothing changes', async () => {
    const batch = 'authz';
    const m = await uploadImage(alice, batch);
    const post = body<Post>(await createPost(alice, { batch_id: batch, post: 'Mine', media: [{ id: m.id }] })).data!;
    const loose = await uploadImage(alice, 'authz-loose');
    const MISSING = 2_000_000_000;
    const update = (cookie: string, postId: number, headers: Record<string, string> = en) =>
      t.inject({
        method: 'PUT',
        url: '/api/v1/post/',
        headers: { cookie, ...headers },
        payload: {
          post_id: postId,
          place_id: placeId,
          batch_id: batch,
          post: 'Hacked',
          recommend: 1,
          media: [],
          is_local: false,
        },
      });
    const writes: Array<[string, (id: number, headers: Record<string, string>) => ReturnType<typeof t.inject>]> = [
      ['PUT /post/', (id, headers) => update(bob, id, headers)],
      [
        'DELETE /post/{id}',
        (id, headers) =>
          t.inject({ method: 'DELETE', url: `/api/v1/post/${id}`, headers: { cookie: bob, ...headers } }),
      ],
    ];
    const mediaWrites: typeof writes = [
      [
        'POST /post/media/{id}/manipulate',
        (id, headers) =>
          t.inject({
            method: 'POST',
            url: `/api/v1/post/media/${id}/manipulate`,
            headers: { cookie: bob, ...headers },
            payload: { degree: 90 },
          }),
      ],
      [
        'DELETE /post/media-upload',
        (id, headers) =>
          t.inject({
            method: 'DELETE',
            url: `/api/v1/post/media-upload?media_id=${id}`,
            headers: { cookie: bob, ...headers },
          }),
      ],
    ];
    const answer = (res: Res) => [res.statusCode, body(res).message];
    const cases = [
      ...writes.map(([name, write]) => [name, write, post.post_id] as const),
      ...mediaWrites.flatMap(([name, write]) => [
        [`${name} (a photo of a post)`, write, m.id] as const,
        [`${name} (a loose upload)`, write, loose.id] as const,
      ]),
    ];
    for (const [name, write, theirs] of cases) {
      for (const headers of [en, { 'accept-language': 'zh-Hant-TW' }]) {
        const missing = answer(await write(MISSING, headers));
        expect([name, missing[0]]).toEqual([name, 404]);
        expect([name, ...answer(await write(theirs, headers))]).toEqual([name, ...missing]);
      }
    }
    expect((await t.inject({ url: `/api/v1/post/media/${loose.id}`, headers: { cookie: alice } })).statusCode).toBe(
      200,
    );
    const unchanged = body<Post>(await t.inject(`/api/v1/post/${post.post_id}`)).data!;
    expect(unchanged).toMatchObject({ post: 'Mine', recommend: 0 });
    expect(unchanged.media.map((x) => [x.id, x.file, x.degree])).toEqual([[m.id, m.file, 0]]);
    expect((await fetchFile(m.url)).status).toBe(200);

    // guests
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/post/${post.post_id}` })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/post/media-upload?media_id=${m.id}` })).statusCode).toBe(
      401,
    );

    // the admin may edit and delete
    expect((await update(admin, post.post_id)).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/v1/post/${post.post_id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect((await t.inject(`/api/v1/post/${post.post_id}`)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/v1/post/${post.post_id}`, headers: { cookie: alice } }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the uploader remove an upload; a loose upload is private to its uploader', async () => {
    const m = await uploadImage(alice, 'loose');
    expect((await t.inject({ url: `/api/v1/post/media/${m.id}`, headers: { cookie: bob } })).statusCode).toBe(404);
    expect(
      body<PostMedia>(await t.inject({ url: `/api/v1/post/media/${m.id}`, headers: { cookie: alice } })).data!.id,
    ).toBe(m.id);
    const del = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/media-upload?media_id=${m.id}&file=${m.file}&place_id=${placeId}&batch_id=loose`,
      headers: { cookie: alice },
    });
    expect(del.statusCode).toBe(200);
    expect((await fetchFile(m.url)).status).toBe(404);
    expect((await t.inject({ url: `/api/v1/post/media/${m.id}`, headers: { cookie: alice } })).statusCode).toBe(404);
  });
});

describe('clean-up of uploads that never became part of a post', () => {
  it('removes old loose uploads and their files, keeps recent ones and those in posts', async () => {
    const old = await uploadImage(alice, 'old');
    const recent = await uploadImage(alice, 'recent');
    const used = await uploadImage(alice, 'used');
    await createPost(alice, { batch_id: 'used', media: [{ id: used.id }] });
    await t.app.db
      .updateTable('post_media')
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where('id', 'in', [old.id, used.id])
      .execute();
    const storage = new LocalMediaStorage(mediaDir);
    const removed = await cleanupLooseMedia({ db: t.app.db, storage, now: () => new Date() });
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await t.app.db.selectFrom('post_media').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, used.id]));
    expect((await fetchFile(old.url)).status).toBe(404);
    expect((await fetchFile(used.url)).status).toBe(200);
  });

  it('serves only server-made names', async () => {
    expect((await fetchFile('/api/media/posts/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await fetchFile('/api/media/posts/abc.jpg')).status).toBe(404);
  });
});
