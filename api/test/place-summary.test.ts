import sharp from 'sharp';
import type { Paging, Place, PlaceSummary, PlaceVlog, Post, PostMedia } from 'contract';
import type { Static } from '@sinclair/typebox';
import { body, buildTestApp, signedInUser, type TestApp } from './helpers';

let t: TestApp;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
/** a point of interest in public vlogs that nobody has written about yet */
let placeId: number;
let areaId: number;

const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await buildTestApp();
  alice = await signedInUser(t, 'alice-summary@example.com', 'alice-pass-2026', 'Alice');
  bob = await signedInUser(t, 'bob-summary@example.com', 'bob-pass-2026', 'Bob');
  const place = await t.app.db
    .selectFrom('places')
    .select(['id', 'area_id'])
    .where('type', '=', 'poi')
    .where('area_id', 'is not', null)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('posts').select('posts.id').whereRef('posts.place_id', '=', 'places.id'))),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('experience_places')
          .innerJoin('experiences', 'experiences.id', 'experience_places.experience_id')
          .select('experience_places.id')
          .whereRef('experience_places.place_id', '=', 'places.id')
          .where('experiences.status', '=', 'published')
          .where('experiences.visible_type', '=', 0),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  placeId = place.id;
  areaId = place.area_id!;
});
afterAll(() => t?.close());

const appUrl = (p: string) => {
  const a = t.app.server.address();
  return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}${p}`;
};

/** Upload one medium for a post in `batch`, as the post editor does: a photo with its alternative text, or a video. */
async function upload(
  cookie: string,
  batch: string,
  medium: { alt: string } | { video_id: string },
): Promise<PostMedia> {
  const form = new FormData();
  form.append('place_id', String(placeId));
  form.append('batch_id', batch);
  if ('video_id' in medium) {
    form.append('type', 'youtube');
    form.append('video_id', medium.video_id);
  } else {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#208060' } })
      .jpeg()
      .toBuffer();
    form.append('alt', medium.alt);
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  }
  const res = await fetch(appUrl('/api/v1/post/media-upload'), {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PostMedia }).data;
}

async function writePost(cookie: string, batch: string, recommend: number, media: PostMedia[]): Promise<Post> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/post/',
    headers: { cookie },
    payload: {
      place_id: placeId,
      batch_id: batch,
      post: `A post with ${recommend} stars`,
      recommend,
      media: media.map((m) => ({ id: m.id, alt: m.alt })),
      is_local: false,
      timezone_offset: 0,
    },
  });
  expect(res.statusCode).toBe(200);
  return body<Post>(res).data!;
}

async function summary(id = placeId) {
  const res = await t.inject({ url: `/api/v1/place/${id}/summary`, headers: en });
  return { status: res.statusCode, body: body<PlaceSummary>(res) };
}

describe('GET /api/v1/place/{placeId}/summary', () => {
  it('is empty for a place nobody wrote about: no average, every star value at 0, no photos', async () => {
    const { status, body: b } = await summary();
    expect(status).toBe(200);
    expect(b.data).toEqual({
      rating: {
        average: null,
        count: 0,
        stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      },
      photos: [],
      photo_count: 0,
    });
  });

  it("sums up the place's posts: the stars of its reviews, newest photos first with their post and author", async () => {
    const lantern = await upload(alice.cookie, 'sum-a', { alt: 'Lanterns at dusk' });
    const stall = await upload(alice.cookie, 'sum-a', { alt: '' });
    const five = await writePost(alice.cookie, 'sum-a', 5, [lantern, stall]);
    const four = await writePost(bob.cookie, 'sum-b', 4, [await upload(bob.cookie, 'sum-b', { alt: 'Queue' })]);
    await writePost(alice.cookie, 'sum-c', 4, []);
    await writePost(bob.cookie, 'sum-d', 1, []);
    // a post without stars is no rating, but its photo is one of the place's
    const plain = await writePost(bob.cookie, 'sum-e', 0, [await upload(bob.cookie, 'sum-e', { alt: 'Gate' })]);
    // a video in a post is no photo
    await writePost(bob.cookie, 'sum-f', 0, [await upload(bob.cookie, 'sum-f', { video_id: 'dQw4w9WgXcQ' })]);

    const { body: b } = await summary();
    // (5 + 4 + 4 + 1) / 4 = 3.5
    expect(b.data!.rating).toEqual({
      average: 3.5,
      count: 4,
      stars: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
    });
    expect(b.data!.photo_count).toBe(4);
    expect(b.data!.photos.map((p) => [p.post_id, p.author, p.media.alt])).toEqual([
      [plain.post_id, 'Bob', 'Gate'],
      [four.post_id, 'Bob', 'Queue'],
      [five.post_id, 'Alice', 'Lanterns at dusk'],
      [five.post_id, 'Alice', ''],
    ]);
    expect(b.data!.photos[2].media).toMatchObject({ id: lantern.id, type: 1, url: lantern.url, width: 40, height: 30 });
    // the photo itself is served where the summary says
    expect((await fetch(appUrl(b.data!.photos[0].media.url))).status).toBe(200);
  });

  it('rounds the average half up to one decimal', async () => {
    await writePost(alice.cookie, 'sum-g', 2, []);
    await writePost(bob.cookie, 'sum-h', 5, []);
    await writePost(alice.cookie, 'sum-i', 5, []);
    await writePost(bob.cookie, 'sum-j', 5, []);
    // 5 + 4 + 4 + 1 + 2 + 5 + 5 + 5 = 31 over 8 = 3.875
    const { body: b } = await summary();
    expect(b.data!.rating).toMatchObject({ average: 3.9, count: 8 });
  });

  it('answers 404 for a place that does not exist and 400 for an id that is not one, in the caller’s language', async () => {
    const missing = await summary(2147483647);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, message: 'This place does not exist.' });
    for (const bad of ['0', 'abc', '99999999999', '-1']) {
      const res = await t.inject({ url: `/api/v1/place/${bad}/summary`, headers: en });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
  });
});

async function vlogs(id: number, query = '', headers: Record<string, string> = en) {
  const res = await t.inject({ url: `/api/v1/place/${id}/vlogs${query}`, headers });
  expect(res.statusCode).toBe(200);
  return body<PlaceVlog[]>(res) as { data: PlaceVlog[]; result: Static<typeof Paging> };
}

describe('GET /api/v1/place/{placeId}/vlogs', () => {
  it('lists the public vlogs showing the place, most watched first, each with the moment it shows it', async () => {
    const b = await vlogs(placeId);
    const place = body<Place>(await t.inject({ url: `/api/v1/place/${placeId}`, headers: en })).data!;
    expect(b.result).toEqual({
      page: 1,
      max_page: Math.ceil(place.experience_count! / 12),
      total: place.experience_count,
    });
    expect(b.data.length).toBeGreaterThan(0);
    const views = b.data.map((v) => v.views_count);
    expect([...views].sort((x, y) => y - x)).toEqual(views);
    for (const v of b.data) {
      const stop = await t.app.db
        .selectFrom('experience_places')
        .select('time')
        .where('experience_id', '=', v.id)
        .where('place_id', '=', placeId)
        .orderBy('time')
        .executeTakeFirstOrThrow();
      expect(v.moment).toEqual({ time: stop.time, place: { id: placeId, place_name: place.place_name } });
    }
  });

  it('leaves out vlogs nobody else may see, and gives an area the first moment of a place inside it', async () => {
    const owner = await t.app.db
      .insertInto('experiences')
      .values({
        user_id: alice.id,
        title: 'Alice private walk',
        description: '',
        video_type: 'youtube',
        video_id: 'abcdefghijk',
        duration: 900,
        author: 'Alice',
        slug: 'alice-private-walk',
        visible_type: 1,
        status: 'published',
        published_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('experience_places')
      .values({ experience_id: owner.id, place_id: placeId, time: 61, notes: '', position: 0 })
      .execute();
    const before = (await vlogs(placeId)).result.total;
    expect((await vlogs(placeId)).data.map((v) => v.id)).not.toContain(owner.id);

    // made public, it is listed with its moment, and so is it under the area, at the same place
    await t.app.db.updateTable('experiences').set({ visible_type: 0 }).where('id', '=', owner.id).execute();
    const all = async (id: number, headers: Record<string, string> = en) => {
      const first = await vlogs(id, '', headers);
      const pages = [first.data];
      for (let page = 2; page <= first.result.max_page; page++)
        pages.push((await vlogs(id, `?page=${page}`, headers)).data);
      return pages.flat();
    };
    expect((await vlogs(placeId)).result.total).toBe(before + 1);
    const mine = (await all(placeId)).find((v) => v.id === owner.id)!;
    expect(mine.moment.time).toBe(61);
    const inArea = (await all(areaId)).find((v) => v.id === owner.id)!;
    expect(inArea.moment).toEqual(mine.moment);
    const zh = (await all(areaId, {})).find((v) => v.id === owner.id)!;
    const zhName = (
      await t.app.db.selectFrom('places').select('name_zh').where('id', '=', placeId).executeTakeFirstOrThrow()
    ).name_zh;
    expect(zh.moment.place).toEqual({ id: placeId, place_name: zhName });
  });

  it('answers a page past the last with no items, and 404 for a place that does not exist', async () => {
    const b = await vlogs(placeId, '?page=500');
    expect(b.data).toEqual([]);
    expect(b.result.page).toBe(500);
    const missing = await t.inject({ url: '/api/v1/place/2147483647/vlogs', headers: en });
    expect(missing.statusCode).toBe(404);
    const bad = await t.inject({ url: `/api/v1/place/${placeId}/vlogs?page=0`, headers: en });
    expect(bad.statusCode).toBe(400);
  });
});
