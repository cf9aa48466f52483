import { sql } from 'kysely';
import { body, buildTestApp, createUser, insertHiddenExperiences, type TestApp } from './helpers';

interface Part {
  part: number;
  lastmod: string | null;
}
interface Index {
  experiences: Part[];
  places: Part[];
  tags: Part[];
}
interface ExperienceItem {
  id: number;
  slug: string;
  lastmod: string;
}
interface PlaceItem {
  id: number;
  slug: string;
}
interface TagItem {
  slug: string;
}

let t: TestApp;
let hidden: { privateId: number; unlistedId: number; draftId: number };
/** a place and a tag that only the private, unlisted and draft experiences show */
let hiddenPlaceId: number;
let hiddenTagSlug: string;

beforeAll(async () => {
  t = await buildTestApp();
  const ownerId = await createUser(t.app, 'sitemap-owner@example.com', 'owner-pass-123', 'Owner');
  hidden = await insertHiddenExperiences(t.app, ownerId);
  const place = await t.app.db
    .insertInto('places')
    .values({ type: 'poi', name_en: 'Hidden Cove', name_zh: '秘密海灣', slug: 'hidden-cove', country_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  hiddenPlaceId = place.id;
  const tag = await t.app.db
    .insertInto('tags')
    .values({ slug: 'secret-spots', name_en: 'Secret spots', name_zh: '私房景點' })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  hiddenTagSlug = tag.slug;
  for (const id of Object.values(hidden)) {
    await t.app.db
      .insertInto('experience_places')
      .values({ experience_id: id, place_id: hiddenPlaceId, time: 0, notes: '', position: 0 })
      .execute();
    await t.app.db.insertInto('experience_tags').values({ experience_id: id, tag_id: tag.id }).execute();
  }
});
afterAll(() => t?.close());

async function data<D>(url: string): Promise<D> {
  const res = await t.inject(url);
  expect(res.statusCode).toBe(200);
  return body<D>(res).data!;
}

/** Every item of a list, read part by part as the index gives them. */
async function allParts<I>(kind: keyof Index, size?: number): Promise<{ parts: I[][]; index: Part[] }> {
  const q = size ? `?size=${size}` : '';
  const index = (await data<Index>(`/api/v1/sitemap${q}`))[kind];
  const parts: I[][] = [];
  for (const { part } of index) parts.push(await data<I[]>(`/api/v1/sitemap/${kind}/${part}${q}`));
  return { parts, index };
}

describe('GET /api/v1/sitemap (the data of sitemap.xml)', () => {
  it('lists every public published experience once, with its slug and last save — never private, unlisted or drafts', async () => {
    const expected = await t.app.db
      .selectFrom('experiences')
      .select(['id', 'slug', 'updated_at'])
      .where('status', '=', 'published')
      .where('visible_type', '=', 0)
      .orderBy('id')
      .execute();
    expect(expected.length).toBeGreaterThan(10);
    const { parts, index } = await allParts<ExperienceItem>('experiences');
    expect(index).toHaveLength(1);
    const items = parts.flat();
    expect(items).toEqual(
      expected.map((e) => ({ id: e.id, slug: e.slug, lastmod: new Date(e.updated_at).toISOString() })),
    );
    const ids = items.map((i) => i.id);
    for (const id of Object.values(hidden)) expect(ids).not.toContain(id);
    // the part's lastmod is its latest change
    expect(index[0].lastmod).toBe(
      items
        .map((i) => i.lastmod)
        .sort()
        .at(-1),
    );
  });

  it('splits a list into parts of at most `size` items by id range, every item in exactly one part', async () => {
    const whole = (await allParts<ExperienceItem>('experiences')).parts.flat();
    const size = 7;
    const { parts, index } = await allParts<ExperienceItem>('experiences', size);
    expect(index.length).toBeGreaterThan(2);
    parts.forEach((items, i) => {
      const k = index[i].part;
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(size);
      for (const item of items) {
        expect(item.id).toBeGreaterThan(k * size);
        expect(item.id).toBeLessThanOrEqual((k + 1) * size);
      }
      expect(index[i].lastmod).toBe(
        items
          .map((x) => x.lastmod)
          .sort()
          .at(-1),
      );
    });
    expect(parts.flat()).toEqual(whole);
  });

  it('lists the places that public experiences show (with their areas and countries), not the others', async () => {
    const { rows } = await sql<{ id: number; slug: string }>`
      SELECT p.id, p.slug FROM places p
       WHERE EXISTS (SELECT 1 FROM experience_places ep
                       JOIN places pp ON pp.id = ep.place_id
                       JOIN experiences e ON e.id = ep.experience_id
                      WHERE e.status = 'published' AND e.visible_type = 0
                        AND p.id IN (pp.id, pp.area_id, pp.country_id))
       ORDER BY p.id`.execute(t.app.db);
    const { parts } = await allParts<PlaceItem>('places');
    const items = parts.flat();
    expect(items).toEqual(rows.map((r) => ({ id: r.id, slug: r.slug })));
    expect(items.map((p) => p.id)).not.toContain(hiddenPlaceId);
    // paged the same way
    const paged = await allParts<PlaceItem>('places', 5);
    for (const part of paged.parts) expect(part.length).toBeLessThanOrEqual(5);
    expect(paged.parts.flat()).toEqual(items);
  });

  it('lists the tags of public experiences, not a tag only hidden experiences carry', async () => {
    const { rows } = await sql<{ slug: string }>`
      SELECT t.slug FROM tags t
       WHERE EXISTS (SELECT 1 FROM experience_tags et JOIN experiences e ON e.id = et.experience_id
                      WHERE et.tag_id = t.id AND e.status = 'published' AND e.visible_type = 0)
       ORDER BY t.id`.execute(t.app.db);
    const items = (await allParts<TagItem>('tags')).parts.flat();
    expect(items).toEqual(rows);
    expect(items.length).toBeGreaterThan(3);
    expect(items.map((i) => i.slug)).not.toContain(hiddenTagSlug);
  });

  it('an experience made private leaves the sitemap', async () => {
    const [first] = (await allParts<ExperienceItem>('experiences')).parts.flat();
    await t.app.db.updateTable('experiences').set({ visible_type: 1 }).where('id', '=', first.id).execute();
    try {
      const ids = (await allParts<ExperienceItem>('experiences')).parts.flat().map((i) => i.id);
      expect(ids).not.toContain(first.id);
    } finally {
      await t.app.db.updateTable('experiences').set({ visible_type: 0 }).where('id', '=', first.id).execute();
    }
  });

  it('a part beyond every id is empty; a bad part or size is refused with 400', async () => {
    expect(await data<ExperienceItem[]>('/api/v1/sitemap/experiences/2147483647')).toEqual([]);
    expect(await data<ExperienceItem[]>('/api/v1/sitemap/places/999999?size=1')).toEqual([]);
    for (const url of [
      '/api/v1/sitemap?size=0',
      '/api/v1/sitemap?size=50001',
      '/api/v1/sitemap/experiences/-1',
      '/api/v1/sitemap/tags/x',
      '/api/v1/sitemap/places/2147483648',
    ]) {
      expect((await t.inject(url)).statusCode).toBe(400);
    }
  });
});
