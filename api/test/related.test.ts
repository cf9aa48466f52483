import type { ExperienceSummary } from 'contract';
import { body, buildTestApp, type TestApp } from './helpers';

/**
 * "Related videos" (GET /video_experience/:id/alike) over HTTP against the demo seed: the same places first, then
 * the same area or city, then the same country, then shared tags.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const alike = async (id: number): Promise<number[]> => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/v1/video_experience/${id}/alike`,
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return body<ExperienceSummary[]>(res).data!.map((e) => e.id);
};

/** Where an experience goes: its places, their areas (an area is its own) and their countries. */
async function land(id: number) {
  const rows = await t.app.db
    .selectFrom('experience_places as ep')
    .innerJoin('places as p', 'p.id', 'ep.place_id')
    .select(['p.id', 'p.type', 'p.area_id', 'p.country_id'])
    .where('ep.experience_id', '=', id)
    .execute();
  return {
    places: new Set(rows.map((p) => p.id)),
    areas: new Set(rows.map((p) => (p.type === 'area' || p.type === 'city' ? p.id : p.area_id))),
    countries: new Set(rows.map((p) => (p.type === 'country' ? p.id : p.country_id))),
  };
}

const tags = async (id: number) =>
  new Set(
    (await t.app.db.selectFrom('experience_tags').select('tag_id').where('experience_id', '=', id).execute()).map(
      (r) => r.tag_id,
    ),
  );

const overlaps = <T>(a: Set<T>, b: Set<T>) => [...a].filter((x) => x !== null && b.has(x)).length;

/** 0 shares a place with `of`, 1 an area, 2 a country, 3 only tags. */
async function tier(of: Awaited<ReturnType<typeof land>>, id: number): Promise<number> {
  const other = await land(id);
  if (overlaps(of.places, other.places) > 0) return 0;
  if (overlaps(of.areas, other.areas) > 0) return 1;
  if (overlaps(of.countries, other.countries) > 0) return 2;
  return 3;
}

/** The public experiences whose places are all in the area of the given English name. */
async function experiencesIn(areaName: string): Promise<number[]> {
  const rows = await t.app.db
    .selectFrom('experiences as e')
    .innerJoin('experience_places as ep', 'ep.experience_id', 'e.id')
    .innerJoin('places as p', 'p.id', 'ep.place_id')
    .innerJoin('places as a', 'a.id', 'p.area_id')
    .select('e.id')
    .distinct()
    .where('a.name_en', '=', areaName)
    .where('e.status', '=', 'published')
    .where('e.visible_type', '=', 0)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => r.id);
}

describe('related videos (GET /video_experience/:id/alike)', () => {
  it('for a Lantau Island vlog lists the other Hong Kong vlogs before any video elsewhere (not Provence)', async () => {
    const [lantau] = await experiencesIn('Lantau Island');
    const hongKong = [
      ...(await experiencesIn('Hong Kong Island')),
      ...(await experiencesIn('Kowloon')),
      ...(await experiencesIn('Lantau Island')),
    ].filter((id) => id !== lantau);
    expect(hongKong.length).toBeGreaterThan(0);
    const list = await alike(lantau);
    expect(new Set(list.slice(0, hongKong.length))).toEqual(new Set(hongKong));
    const provence = await experiencesIn('Provence');
    for (const id of provence) {
      const at = list.indexOf(id);
      if (at >= 0) expect(at).toBeGreaterThanOrEqual(hongKong.length);
    }

    // after them, videos elsewhere that share tags: more shared tags first
    const myTags = await tags(lantau);
    const elsewhere = list.slice(hongKong.length);
    expect(elsewhere.length).toBeGreaterThan(0);
    const shared = await Promise.all(elsewhere.map(async (id) => overlaps(myTags, await tags(id))));
    expect(shared.every((n) => n > 0)).toBe(true);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
  });

  it('ranks a shared place before a shared area, a shared area before a shared country, then shared tags', async () => {
    const taipei = await experiencesIn('Taipei');
    expect(taipei.length).toBeGreaterThan(1);
    const [subject] = taipei;
    const mine = await land(subject);
    // a Kyoto vlog that also shows one of the subject's places: one shared place outranks a whole shared city
    const [kyoto] = await experiencesIn('Kyoto');
    const [place] = [...mine.places];
    await t.app.db
      .insertInto('experience_places')
      .values({ experience_id: kyoto, place_id: place, time: 30, notes: '', position: 99 })
      .execute();

    const list = await alike(subject);
    expect(list).not.toContain(subject);
    expect(list[0]).toBe(await sharesMostPlaces(subject, list));
    const tiers = await Promise.all(list.map((id) => tier(mine, id)));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers.indexOf(0)).toBe(0);
    expect(list.slice(0, tiers.lastIndexOf(0) + 1)).toContain(kyoto);
    for (const other of taipei.slice(1)) expect(tiers[list.indexOf(other)]).toBeLessThanOrEqual(1);
    expect(tiers).toContain(2);
  });

  it('answers 404 for an experience that does not exist', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/video_experience/999999/alike' });
    expect(res.statusCode).toBe(404);
  });
});

/** The listed experience sharing the most places with `id` (the lowest position on a tie). */
async function sharesMostPlaces(id: number, list: number[]): Promise<number> {
  const mine = await land(id);
  let best = list[0];
  let most = -1;
  for (const other of list) {
    const n = overlaps(mine.places, (await land(other)).places);
    if (n > most) [best, most] = [other, n];
  }
  return best;
}
