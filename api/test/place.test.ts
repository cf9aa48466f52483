import type { Place } from 'contract';
import { body, buildTestApp, TEST_APP_JS, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const en = { 'accept-language': 'en' };

describe('GET /api/v1/place/home', () => {
  it('lists featured places with localized names, area/country objects and experience counts', async () => {
    const res = await t.inject({ url: '/api/v1/place/home', headers: en });
    expect(res.statusCode).toBe(200);
    const b = body<Place[]>(res);
    expect(b.code).toBe(200);
    expect(b.app_js).toBe(TEST_APP_JS);
    expect(b.data!.length).toBeGreaterThanOrEqual(8);
    const taipei101 = b.data!.find((p) => p.place_name === 'Taipei 101')!;
    expect(taipei101).toMatchObject({
      type: 'poi',
      slug: 'taipei-101',
      lat: 25.034,
      lng: 121.5645,
      area: { area_name: 'Taipei' },
      country: { country_name: 'Taiwan' },
    });
    for (const p of b.data!) {
      expect(typeof p.experience_count).toBe('number');
      expect(p.id).toBeGreaterThan(0);
    }
    const counts = b.data!.map((p) => p.experience_count!);
    expect([...counts].sort((a, c) => c - a)).toEqual(counts);
  });

  it('shows no name twice: a city-state features its city, not also its country of the same name', async () => {
    for (const headers of [en, {}]) {
      const names = body<Place[]>(await t.inject({ url: '/api/v1/place/home', headers })).data!.map(
        (p) => p.place_name,
      );
      expect(names).toEqual([...new Set(names)]);
    }
  });

  it('leaves countries out even when one is marked featured (they have their own section)', async () => {
    await t.app.db.updateTable('places').set({ is_featured: true }).where('type', '=', 'country').execute();
    try {
      const places = body<Place[]>(await t.inject({ url: '/api/v1/place/home', headers: en })).data!;
      expect(places.filter((p) => p.type === 'country')).toEqual([]);
    } finally {
      await t.app.db.updateTable('places').set({ is_featured: false }).where('type', '=', 'country').execute();
    }
  });

  it('uses Traditional Chinese by default', async () => {
    const b = body<Place[]>(await t.inject('/api/v1/place/home'));
    const taipei101 = b.data!.find((p) => p.slug === 'taipei-101')!;
    expect(taipei101.place_name).toBe('台北101');
    expect(taipei101.area!.area_name).toBe('台北');
    expect(taipei101.country!.country_name).toBe('台灣');
  });
});

describe('GET /api/v1/place/:placeId', () => {
  it('returns one place', async () => {
    const row = await t.app.db
      .selectFrom('places')
      .select('id')
      .where('name_en', '=', 'Shilin Night Market')
      .executeTakeFirstOrThrow();
    const zh = body<Place>(await t.inject(`/api/v1/place/${row.id}`));
    expect(zh.code).toBe(200);
    expect(zh.data).toMatchObject({ id: row.id, place_name: '士林夜市', type: 'poi', area: { area_name: '台北' } });
    const enRes = body<Place>(await t.inject({ url: `/api/v1/place/${row.id}`, headers: en }));
    expect(enRes.data!.place_name).toBe('Shilin Night Market');
  });

  it('a country has no area or country above it and counts the experiences inside it', async () => {
    const row = await t.app.db
      .selectFrom('places')
      .select('id')
      .where('name_en', '=', 'Japan')
      .executeTakeFirstOrThrow();
    const b = body<Place>(await t.inject({ url: `/api/v1/place/${row.id}`, headers: en }));
    expect(b.data).toMatchObject({ type: 'country', place_name: 'Japan', area: null, country: null });
    expect(b.data!.experience_count).toBeGreaterThan(0);
  });

  it('404 envelope for an unknown id, in the caller language', async () => {
    const res = await t.inject({ url: '/api/v1/place/999999', headers: en });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ code: 404, message: 'This place does not exist.', app_js: TEST_APP_JS });
    const zh = await t.inject('/api/v1/place/999999');
    expect(body(zh).message).toBe('找不到這個地點。');
  });

  it.each([
    ['abc', 'placeId must be an integer.'],
    ['1.5', 'placeId must be an integer.'],
    ['0', 'placeId must be at least 1.'],
    ['99999999999', 'placeId must be at most 2147483647.'],
  ])('400 for placeId %s', async (id, message) => {
    const res = await t.inject({ url: `/api/v1/place/${id}`, headers: en });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 400, message, app_js: TEST_APP_JS });
  });

  it('validation messages are localized', async () => {
    const res = await t.inject({ url: '/api/v1/place/abc', headers: { 'accept-language': 'zh-TW' } });
    expect(body(res).message).toBe('placeId 必須是整數。');
  });
});
