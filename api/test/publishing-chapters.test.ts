import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Experience } from 'contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, body, buildTestApp, createUser, login, type TestApp } from './helpers';

/**
 * Places suggested from the chapter timestamps of a YouTube description, read from a
 * loopback server speaking the YouTube Data API v3 `videos?part=snippet,contentDetails&id=…&key=…` protocol,
 * configured through the same settings a deployment uses (YOUTUBE_API_KEY / YOUTUBE_API_URL).
 */
let yt: http.Server;
const ytCalls: URL[] = [];
let t: TestApp;
let noKey: TestApp;
let owner: string;
let other: string;
let adminCookie: string;
let poi: { id: number; name_en: string; name_zh: string };

const WITH_CHAPTERS = 'chapters001';
const NO_CHAPTERS = 'nochapter01';
const BROKEN = 'broken00001';

function video(id: string, description: string, duration: string) {
  return {
    kind: 'youtube#video',
    id,
    snippet: { title: 'A trip', description, channelTitle: 'Trip Channel' },
    contentDetails: { duration },
  };
}

beforeAll(async () => {
  yt = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    ytCalls.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/youtube/v3/videos' || url.searchParams.get('key') !== 'yt-test-key') {
      res.statusCode = 403;
      return res.end(JSON.stringify({ error: { code: 403, message: 'API key not valid' } }));
    }
    const id = url.searchParams.get('id');
    if (id === BROKEN) {
      res.statusCode = 500;
      return res.end(JSON.stringify({ error: { code: 500 } }));
    }
    const items =
      id === WITH_CHAPTERS
        ? [
            video(
              id,
              `Our day out.\n0:00 Intro\n1:30 ${poi.name_en} at sunset\n2:45 晚餐在${poi.name_zh}\n4:00 Somewhere we do not know\n9:00 After the end`,
              'PT5M',
            ),
          ]
        : id === NO_CHAPTERS
          ? [video(id, 'No chapters in this one.', 'PT3M')]
          : [];
    res.end(JSON.stringify({ kind: 'youtube#videoListResponse', items }));
  });
  await new Promise<void>((resolve) => yt.listen(0, '127.0.0.1', resolve));
  const port = (yt.address() as AddressInfo).port;
  // the same settings a deployment gives with YOUTUBE_API_KEY / YOUTUBE_API_URL
  t = await buildTestApp({ youtube: { apiKey: 'yt-test-key', apiUrl: `http://127.0.0.1:${port}/youtube/v3` } });
  poi = await t.app.db
    .selectFrom('places')
    .select(['id', 'name_en', 'name_zh'])
    .where('type', '=', 'poi')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  noKey = await buildTestApp();
  await createUser(t.app, 'c-owner@example.com', 'owner-pass-123', 'Owner');
  await createUser(t.app, 'c-other@example.com', 'other-pass-123', 'Other');
  owner = (await login(t, 'c-owner@example.com', 'owner-pass-123')).cookie;
  other = (await login(t, 'c-other@example.com', 'other-pass-123')).cookie;
  adminCookie = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
});
afterAll(async () => {
  await t?.close();
  await noKey?.close();
  await new Promise((resolve) => yt?.close(resolve));
});

const en = { 'accept-language': 'en' };

async function draft(app: TestApp, cookie: string, type: string, videoId: string): Promise<number> {
  const boundary = '----ch' + Math.random().toString(16).slice(2);
  const fields = { type, video_id: videoId, duration: '300' };
  let raw = '';
  for (const [k, v] of Object.entries(fields))
    raw += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  raw += `--${boundary}--\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/misc/media-upload',
    rawBody: raw,
    headers: { ...en, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(200);
  return body<Experience>(res).data!.id;
}

const chapters = (app: TestApp, id: number, cookie?: string) =>
  app.inject({ url: `/api/v1/video_experience/${id}/chapters`, headers: { ...en, ...(cookie ? { cookie } : {}) } });

describe('GET /video_experience/:id/chapters', () => {
  it('suggests our places from the chapter titles, within the video length', async () => {
    const id = await draft(t, owner, 'youtube', WITH_CHAPTERS);
    const res = await chapters(t, id, owner);
    expect(res.statusCode).toBe(200);
    const b = body<Array<{ time: number; title: string; place: { id: number } | null }>>(res);
    expect(b.data!.map((c) => [c.time, c.place?.id ?? null])).toEqual([
      [0, null],
      [90, poi.id],
      [165, poi.id],
      [240, null],
    ]);
    expect(b.data![1]!.title).toBe(`${poi.name_en} at sunset`);
    expect(b.result).toEqual({ duration: 300, author: 'Trip Channel' });
    const call = ytCalls[ytCalls.length - 1]!;
    expect(call.searchParams.get('part')).toBe('snippet,contentDetails');
    expect(call.searchParams.get('id')).toBe(WITH_CHAPTERS);
    // the key goes to YouTube only
    expect(res.body).not.toContain('yt-test-key');
  });

  it('answers an empty list for a description without chapters', async () => {
    const id = await draft(t, owner, 'youtube', NO_CHAPTERS);
    const res = await chapters(t, id, owner);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual([]);
  });

  it('maps YouTube failures to clear errors', async () => {
    const unknown = await draft(t, owner, 'youtube', 'unknown0001');
    const r404 = await chapters(t, unknown, owner);
    expect(r404.statusCode).toBe(404);
    expect(body(r404).message).toBe('YouTube does not know this video (it may be private or removed).');
    const broken = await draft(t, owner, 'youtube', BROKEN);
    const r502 = await chapters(t, broken, owner);
    expect(r502.statusCode).toBe(502);
    expect(body(r502).message).toBe('YouTube could not be reached. Please try again later.');
    const vimeo = await draft(t, owner, 'vimeo', '76979871');
    const r400 = await chapters(t, vimeo, owner);
    expect(r400.statusCode).toBe(400);
    expect(body(r400).message).toBe('Chapters can only be read from YouTube videos.');
  });

  it('is for the owner and the admin only', async () => {
    const id = await draft(t, owner, 'youtube', WITH_CHAPTERS);
    expect((await chapters(t, id)).statusCode).toBe(401);
    const before = ytCalls.length;
    // someone else's draft answers like one that does not exist
    expect((await chapters(t, id, other)).statusCode).toBe(404);
    expect(ytCalls.length).toBe(before);
    expect((await chapters(t, id, adminCookie)).statusCode).toBe(200);
  });

  it('answers 503 when no YouTube key is configured', async () => {
    await createUser(noKey.app, 'c-nokey@example.com', 'nokey-pass-123', 'No key');
    const cookie = (await login(noKey, 'c-nokey@example.com', 'nokey-pass-123')).cookie;
    const id = await draft(noKey, cookie, 'youtube', WITH_CHAPTERS);
    const res = await chapters(noKey, id, cookie);
    expect(res.statusCode).toBe(503);
    expect(body(res).message).toBe('Reading chapters from YouTube is not available on this site.');
  });
});
