import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { ExperienceSummary, GlobalSearchData, Place, SearchResultInfo, Tag } from 'contract';
import { cjkGramKeys } from '../src/services/search';
import { body, buildTestApp, login, type TestApp } from './helpers';

const DEMO = { email: 'demo@example.com', password: 'travel-demo-2026' };
const en = { 'accept-language': 'en' };

let t: TestApp;
let ids: { taiwan: number; japan: number; taipei: number; shilin: number; nightMarket: number; food: number };

async function placeId(nameEn: string): Promise<number> {
  const row = await t.app.db.selectFrom('places').select('id').where('name_en', '=', nameEn).executeTakeFirstOrThrow();
  return row.id;
}
async function tagId(slug: string): Promise<number> {
  const row = await t.app.db.selectFrom('tags').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ids = {
    taiwan: await placeId('Taiwan'),
    japan: await placeId('Japan'),
    taipei: await placeId('Taipei'),
    shilin: await placeId('Shilin Night Market'),
    nightMarket: await tagId('night-market'),
    food: await tagId('food'),
  };
});
afterAll(() => t?.close());

type SearchBody = { code: number; data: ExperienceSummary[]; result: SearchResultInfo; message?: string };

async function search(query: Record<string, string | number | boolean>, headers = en) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.inject({ url: `/api/v1/video_experience/search?${qs}`, headers });
  return { status: res.statusCode, b: body(res) as unknown as SearchBody };
}

/**
 * The expected matches, computed straight from the source tables (not the search index): public published
 * experiences whose title/description, place/area/country names or tag names contain the word, within the
 * given places and tags.
 */
async function expectedIds(word: string, placeIds: number[] = [], tagIds: number[] = []): Promise<number[]> {
  const p = `%${word.toLowerCase()}%`;
  const placeCond = placeIds.map(
    (pid) => sql`EXISTS (SELECT 1 FROM experience_places ep JOIN places pl ON pl.id = ep.place_id
                         WHERE ep.experience_id = e.id AND ${pid} IN (pl.id, pl.area_id, pl.country_id))`,
  );
  const tagCond = tagIds.map(
    (tid) => sql`EXISTS (SELECT 1 FROM experience_tags et WHERE et.experience_id = e.id AND et.tag_id = ${tid})`,
  );
  const { rows } = await sql<{ id: number }>`
    SELECT e.id FROM experiences e
     WHERE e.status = 'published' AND e.visible_type = 0
       AND (${word} = '' OR lower(e.title || ' ' || e.description) LIKE ${p}
            OR EXISTS (SELECT 1 FROM experience_places ep JOIN places pl ON pl.id = ep.place_id
                         JOIN places x ON x.id IN (pl.id, pl.area_id, pl.country_id)
                        WHERE ep.experience_id = e.id AND (lower(x.name_en) LIKE ${p} OR x.name_zh LIKE ${p}))
            OR EXISTS (SELECT 1 FROM experience_tags et JOIN tags tg ON tg.id = et.tag_id
                        WHERE et.experience_id = e.id AND (lower(tg.name_en) LIKE ${p} OR tg.name_zh LIKE ${p})))
       ${placeCond.length ? sql`AND ${sql.join(placeCond, sql` AND `)}` : sql``}
       ${tagCond.length ? sql`AND ${sql.join(tagCond, sql` AND `)}` : sql``}
     ORDER BY e.views_count DESC, e.id`.execute(t.app.db);
  return rows.map((r) => r.id);
}

/** Every page of a search, concatenated. */
async function allIds(query: Record<string, string | number | boolean>): Promise<number[]> {
  const first = await search({ ...query, page: 1 });
  const out = first.b.data.map((e) => e.id);
  for (let page = 2; page <= first.b.result.max_page; page++) {
    out.push(...(await search({ ...query, page })).b.data.map((e) => e.id));
  }
  return out;
}

describe('GET /video_experience/search: terms', () => {
  // English words are matched through the word dictionary (inside a word too: 'arke', 'yot', 'e'); words with
  // other characters ('senso-ji', 'musée') through the text itself
  it.each([
    ['night market'.split(' ')[0]],
    ['kyoto'],
    ['夜市'],
    ['台'],
    ['寺'],
    ['temple'],
    ['arke'],
    ['yot'],
    ['e'],
    ['senso-ji'],
    ['musée'],
  ])('the term %s finds exactly the experiences that mention it, most watched first', async (word) => {
    const expected = await expectedIds(word);
    expect(expected.length).toBeGreaterThan(0);
    const { status, b } = await search({ place_id: word });
    expect(status).toBe(200);
    expect(b.result.total).toBe(expected.length);
    expect(b.result.max_page).toBe(Math.ceil(expected.length / 12));
    expect(await allIds({ place_id: word })).toEqual(expected);
  });

  it('a Chinese word of 3+ characters, and 2 characters from inside it, find exactly what mentions them', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT DISTINCT p.name_zh AS name FROM places p
        JOIN experience_places ep ON ep.place_id = p.id JOIN experiences e ON e.id = ep.experience_id
       WHERE e.status = 'published' AND e.visible_type = 0 AND char_length(p.name_zh) >= 3
         AND p.name_zh ~ '^[\u4e00-\u9fff]+$'
       ORDER BY 1 LIMIT 1`.execute(t.app.db);
    expect(rows).toHaveLength(1);
    const word = rows[0].name;
    for (const w of [word, [...word].slice(1, 3).join('')]) {
      const expected = await expectedIds(w);
      expect(expected.length).toBeGreaterThan(0);
      expect((await search({ place_id: w })).b.result.total).toBe(expected.length);
      expect(await allIds({ place_id: w })).toEqual(expected);
    }
  });

  it('the gram keys of a term are the ones the index computes for the same text', async () => {
    const text = '士林夜市 台北 101 豐';
    const { rows } = await sql<{ k: number[] }>`SELECT ti_cjk_gram_keys(${text}) AS k`.execute(t.app.db);
    const expected = new Set<number>();
    for (const word of ['士林夜市', '台北', '豐']) {
      for (const c of word) cjkGramKeys(c).forEach((k) => expected.add(k));
      cjkGramKeys(word).forEach((k) => expected.add(k));
    }
    expect([...rows[0].k].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(cjkGramKeys('夜市')).toHaveLength(1);
    expect(cjkGramKeys('101')).toEqual([]);
    expect(cjkGramKeys('夜市1')).toEqual([]);
  });

  it('a term that appears nowhere gives an empty first page', async () => {
    const { status, b } = await search({ place_id: 'zzqqxx-nowhere' });
    expect(status).toBe(200);
    expect(b.data).toEqual([]);
    expect(b.result).toMatchObject({ page: 1, max_page: 0, total: 0, result_term: 'zzqqxx-nowhere' });
  });

  it('matches a place name in the other language (English term, Chinese interface)', async () => {
    const zh = await search({ place_id: 'Kyoto' }, {} as typeof en);
    expect(zh.b.result.total).toBeGreaterThan(0);
    expect(zh.b.result.total).toBe((await expectedIds('kyoto')).length);
    const chinese = await search({ place_id: '京都' });
    expect(chinese.b.result.total).toBe((await expectedIds('京都')).length);
    expect(chinese.b.result.total).toBeGreaterThan(0);
  });

  it('every word of a multi-word term must appear; LIKE wildcards in a term are literal', async () => {
    const both = await search({ place_id: 'taipei 101' });
    const taipei = await expectedIds('taipei');
    const hundredOne = new Set(await expectedIds('101'));
    expect(both.b.result.total).toBe(taipei.filter((id) => hundredOne.has(id)).length);
    expect((await search({ place_id: '%' })).b.result.total).toBe(0);
    expect((await search({ place_id: '_' })).b.result.total).toBe(0);
  });

  it('type_filter=experience matches titles and descriptions only', async () => {
    // 'night market' is a tag name: with the full search it also matches experiences only tagged with it
    const all = await search({ place_id: '小吃' });
    const titles = await search({ place_id: '小吃', type_filter: 'experience' });
    expect(titles.b.result.total).toBeLessThanOrEqual(all.b.result.total);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM experiences e WHERE e.status = 'published' AND e.visible_type = 0
         AND lower(e.title || ' ' || e.description) LIKE '%小吃%'`.execute(t.app.db);
    expect(titles.b.result.total).toBe(rows[0].n);
    // an English word too: 'market' is also in place and tag names
    const english = await sql<{ id: number }>`
      SELECT e.id FROM experiences e WHERE e.status = 'published' AND e.visible_type = 0
         AND lower(e.title || ' ' || e.description) LIKE '%market%'
       ORDER BY e.views_count DESC, e.id`.execute(t.app.db);
    expect(english.rows.length).toBeGreaterThan(0);
    expect(english.rows.length).toBeLessThan((await expectedIds('market')).length);
    expect(await allIds({ place_id: 'market', type_filter: 'experience' })).toEqual(english.rows.map((r) => r.id));
  });
});

describe('GET /video_experience/search: filters and facets', () => {
  it('each filter alone and combined gives exactly the matching experiences', async () => {
    const cases: [Record<string, string>, number[], number[]][] = [
      [{ country_place_id: String(ids.taiwan) }, [ids.taiwan], []],
      [{ area_place_id: String(ids.taipei) }, [ids.taipei], []],
      [{ poi_id: String(ids.shilin) }, [ids.shilin], []],
      [{ tag_id: String(ids.nightMarket) }, [], [ids.nightMarket]],
      [
        { country_place_id: String(ids.taiwan), tag_id: `${ids.nightMarket},${ids.food}` },
        [ids.taiwan],
        [ids.nightMarket, ids.food],
      ],
      [{ country_place_id: String(ids.taiwan), area_place_id: String(ids.taipei) }, [ids.taiwan, ids.taipei], []],
    ];
    for (const [query, places, tags] of cases) {
      const expected = await expectedIds('', places, tags);
      expect(await allIds(query)).toEqual(expected);
    }
    expect((await search({ country_place_id: String(ids.taiwan), poi_id: String(ids.shilin) })).b.result.total).toBe(
      (await expectedIds('', [ids.taiwan, ids.shilin])).length,
    );
  });

  it('filters combine with a term', async () => {
    const expected = await expectedIds('夜市', [ids.taiwan]);
    const { b } = await search({ place_id: '夜市', country_place_id: ids.taiwan }, {} as typeof en);
    expect(b.result.total).toBe(expected.length);
    expect(b.data.map((e) => e.id)).toEqual(expected.slice(0, 12));
  });

  it('facets (fields set) list countries, areas, places and tags whose counts equal the results they give', async () => {
    const { b } = await search({ place_id: 'market', fields: 'filters' });
    const types = new Set(b.result.filters.map((f) => f.type));
    for (const type of ['country', 'area', 'poi', 'tag']) expect(types).toContain(type);
    expect([...types].every((type) => ['country', 'area', 'poi', 'tag', 'review'].includes(type))).toBe(true);
    expect(b.result.popular_filters!.every((f) => f.type === 'tag')).toBe(true);
    const param = {
      country: 'country_place_id',
      area: 'area_place_id',
      poi: 'poi_id',
      tag: 'tag_id',
      review: 'reviews',
    } as const;
    for (const type of [...types] as (keyof typeof param)[]) {
      const facet = b.result.filters.find((f) => f.type === type)!;
      expect(facet.count).toBeGreaterThan(0);
      const narrowed = await search({ place_id: 'market', [param[type]]: facet.placeId!, only_count: true });
      expect(narrowed.b.result.total).toBe(facet.count);
      expect(narrowed.b.data).toEqual([]);
    }
    // facet names follow the caller's language
    const zh = await search({ place_id: 'market', fields: 'filters' }, {} as typeof en);
    expect(zh.b.result.filters.find((f) => f.placeId === ids.taiwan && f.type === 'country')?.value).toBe('台灣');
  });

  it('without fields there are no facets; only_count counts without items', async () => {
    const plain = await search({ country_place_id: ids.japan });
    expect(plain.b.result.filters).toEqual([]);
    expect(plain.b.data.length).toBeGreaterThan(0);
    const count = await search({ country_place_id: ids.japan, only_count: true, fields: 'filters' });
    expect(count.b.data).toEqual([]);
    expect(count.b.result.total).toBe(plain.b.result.total);
  });

  it('pages do not overlap and a page beyond the last is empty', async () => {
    const p1 = await search({ page: 1 });
    const p2 = await search({ page: 2 });
    expect(p1.b.data).toHaveLength(12);
    const first = new Set(p1.b.data.map((e) => e.id));
    expect(p2.b.data.some((e) => first.has(e.id))).toBe(false);
    const beyond = await search({ page: p1.b.result.max_page + 1 });
    expect(beyond.status).toBe(200);
    expect(beyond.b.data).toEqual([]);
    expect(beyond.b.result.total).toBe(p1.b.result.total);
  });
});

describe('GET /video_experience/search: unfiltered totals and facets', () => {
  it('the no-term, no-filter facets agree with the results each gives, and follow new and deleted experiences', async () => {
    const all = await search({ fields: 'filters' });
    expect(all.b.result.total).toBe((await expectedIds('')).length);
    const param = { country: 'country_place_id', area: 'area_place_id', poi: 'poi_id', tag: 'tag_id' } as const;
    for (const type of ['country', 'area', 'poi', 'tag'] as const) {
      const facets = all.b.result.filters.filter((f) => f.type === type);
      expect(facets.length).toBeGreaterThan(0);
      for (const facet of facets.slice(0, 3)) {
        const narrowed = await search({ [param[type]]: facet.placeId!, only_count: true });
        expect([type, facet.placeId, narrowed.b.result.total]).toEqual([type, facet.placeId, facet.count]);
      }
    }
    const facetCount = async (type: string, id: number) =>
      (await search({ fields: 'filters' })).b.result.filters.find((f) => f.type === type && f.placeId === id)?.count ??
      0;
    const [japanBefore, foodBefore] = [await facetCount('country', ids.japan), await facetCount('tag', ids.food)];

    // a new public experience in Japan with the food tag: the totals and both facets grow by one
    const demo = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const kyotoPoi = await t.app.db
      .selectFrom('places')
      .select('id')
      .where('country_id', '=', ids.japan)
      .where('type', '=', 'poi')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await t.app.db.transaction().execute(async (trx) => {
      const exp = await trx
        .insertInto('experiences')
        .values({
          user_id: demo.id,
          title: 'Facet probe',
          description: 'Counts follow',
          video_type: 'youtube',
          video_id: 'facetprobe1',
          duration: 60,
          author: 'Probe',
          visible_type: 0,
          status: 'published',
          slug: 'facet-probe',
          published_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('experience_places')
        .values({ experience_id: exp.id, place_id: kyotoPoi.id, time: 0, notes: '', position: 0 })
        .execute();
      await trx.insertInto('experience_tags').values({ experience_id: exp.id, tag_id: ids.food }).execute();
      return exp.id;
    });
    expect((await search({})).b.result.total).toBe(all.b.result.total + 1);
    expect(await facetCount('country', ids.japan)).toBe(japanBefore + 1);
    expect(await facetCount('tag', ids.food)).toBe(foodBefore + 1);

    // deleting it (the search row goes by ON DELETE CASCADE) restores them
    await t.app.db.deleteFrom('experiences').where('id', '=', created).execute();
    expect((await search({})).b.result.total).toBe(all.b.result.total);
    expect(await facetCount('country', ids.japan)).toBe(japanBefore);
    expect(await facetCount('tag', ids.food)).toBe(foodBefore);
  });
});

describe('GET /video_experience/search: mode', () => {
  it('popular (the default) is most watched first; latest is most recently published first', async () => {
    const popular = await search({ mode: 'popular' });
    expect(popular.status).toBe(200);
    expect(popular.b.data.map((e) => e.id)).toEqual((await search({})).b.data.map((e) => e.id));
    expect(popular.b.data.map((e) => e.id)).toEqual((await expectedIds('')).slice(0, 12));

    const { rows } = await sql<{ id: number }>`
      SELECT id FROM experiences WHERE status = 'published' AND visible_type = 0
       ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 24`.execute(t.app.db);
    const latest1 = await search({ mode: 'latest' });
    const latest2 = await search({ mode: 'latest', page: 2 });
    expect([...latest1.b.data, ...latest2.b.data].map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(latest1.b.result.total).toBe(popular.b.result.total);
    // with a term and filters: the same set, in the other order
    const q = { place_id: 'market', country_place_id: ids.taiwan };
    const byViews = await allIds(q);
    const byDate = await allIds({ ...q, mode: 'latest' });
    expect([...byDate].sort((a, b) => a - b)).toEqual([...byViews].sort((a, b) => a - b));
    expect(byDate).not.toEqual(byViews);
  });

  it('an unknown mode → 400 in the caller language; global search takes the mode too', async () => {
    const bad = await search({ mode: 'random' });
    expect(bad.status).toBe(400);
    expect(bad.b.message).toBe('Unknown search order: random (use one of popular, latest).');
    expect((await search({ mode: 'random' }, {} as typeof en)).b.message).toBe(
      '不支援的搜尋排序：random（可用：popular, latest）。',
    );
    const global = await t.inject({ url: '/api/v1/global/search?mode=latest&type_filter=experience', headers: en });
    expect(global.statusCode).toBe(200);
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM experiences WHERE status = 'published' AND visible_type = 0
       ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 6`.execute(t.app.db);
    expect(body<GlobalSearchData>(global).data!.experiences.map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect((await t.inject({ url: '/api/v1/global/search?mode=zzz', headers: en })).statusCode).toBe(400);
  });
});

describe('GET /video_experience/search: reviews', () => {
  /** Experiences (public, published) that show a place whose rounded average review rating is one of `stars`. */
  async function expectedByRating(stars: number[]): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      SELECT e.id FROM experiences e
       WHERE e.status = 'published' AND e.visible_type = 0
         AND EXISTS (SELECT 1 FROM experience_places ep
                      WHERE ep.experience_id = e.id
                        AND (SELECT round(avg(recommend)) FROM posts WHERE place_id = ep.place_id AND recommend > 0)
                            IN (${sql.join(stars)}))
       ORDER BY e.views_count DESC, e.id`.execute(t.app.db);
    return rows.map((r) => r.id);
  }

  it('the seeded reviews rate places; reviews=N gives the experiences showing a place rated N, facets agree', async () => {
    const fives = await expectedByRating([5]);
    expect(fives.length).toBeGreaterThan(0);
    expect(await allIds({ reviews: 5 })).toEqual(fives);
    const fourOrFive = await expectedByRating([4, 5]);
    expect(fourOrFive.length).toBeGreaterThan(fives.length);
    expect(await allIds({ reviews: '4,5' })).toEqual(fourOrFive);
    // no place is rated 1: nothing
    expect((await search({ reviews: 1 })).b.result.total).toBe(0);

    // review facets: one per rating present, count = the results it gives, highest rating first
    const { b } = await search({ fields: 'filters' });
    const reviewFacets = b.result.filters.filter((f) => f.type === 'review');
    expect(reviewFacets.map((f) => f.placeId)).toEqual([5, 4, 3, 2]);
    for (const f of reviewFacets) expect(f.count).toBe((await expectedByRating([f.placeId!])).length);
    expect(reviewFacets[0].value).toBe('5 stars');
    const zh = await search({ fields: 'filters' }, {} as typeof en);
    expect(zh.b.result.filters.find((f) => f.type === 'review')?.value).toBe('5 星');
  });

  it('combines with a term and other filters, and follows new reviews', async () => {
    // an experience showing a 4-star place: its country and a word of its title narrow the same set
    const fours = await expectedByRating([4]);
    const probe = await t.app.db
      .selectFrom('experiences as e')
      .innerJoin('experience_places as ep', 'ep.experience_id', 'e.id')
      .innerJoin('places as p', 'p.id', 'ep.place_id')
      .select(['e.title', 'p.country_id'])
      .where('e.id', '=', fours[0])
      .executeTakeFirstOrThrow();
    const word = probe.title
      .toLowerCase()
      .split(/\s+/)
      .find((w) => w.length >= 3)!;
    const withTerm = await allIds({ reviews: 4, place_id: word, country_place_id: probe.country_id! });
    const expectedTerm = (await expectedIds(word, [probe.country_id!])).filter((id) => fours.includes(id));
    expect(withTerm).toEqual(expectedTerm);
    expect(withTerm).toContain(fours[0]);

    // a one-star review pulls the 3-star place down to 2
    const { rows: rated } = await sql<{ place_id: number }>`
      SELECT place_id FROM posts WHERE recommend > 0 GROUP BY place_id HAVING round(avg(recommend)) = 3`.execute(
      t.app.db,
    );
    const threeStar = rated[0].place_id;
    const demo = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const before2 = (await search({ reviews: 2, only_count: true })).b.result.total;
    const post = await t.app.db
      .insertInto('posts')
      .values({
        user_id: demo.id,
        place_id: threeStar,
        batch_id: 'review-probe',
        body: 'meh',
        recommend: 1,
        is_local: false,
        timezone_offset: 0,
        created_at: new Date(),
        updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search({ reviews: 2, only_count: true })).b.result.total).toBe((await expectedByRating([2])).length);
    expect(await allIds({ reviews: 2 })).toEqual(await expectedByRating([2]));
    expect((await allIds({ reviews: 2 })).length).toBeGreaterThan(before2);
    await t.app.db.deleteFrom('posts').where('id', '=', post.id).execute();
    expect((await search({ reviews: 2, only_count: true })).b.result.total).toBe(before2);
  });
});

describe('GET /video_experience/search: visibility', () => {
  it('private, unlisted and draft experiences never appear; published public ones come back', async () => {
    const [target] = (await search({ place_id: 'kyoto' })).b.data;
    const titleWord = 'kyoto';
    const find = async () => (await allIds({ place_id: titleWord })).includes(target.id);
    expect(await find()).toBe(true);
    for (const change of [{ visible_type: 1 as const }, { visible_type: 2 as const }, { status: 'draft' as const }]) {
      await t.app.db.updateTable('experiences').set(change).where('id', '=', target.id).execute();
      expect(await find()).toBe(false);
      await t.app.db
        .updateTable('experiences')
        .set({ visible_type: 0, status: 'published' })
        .where('id', '=', target.id)
        .execute();
      expect(await find()).toBe(true);
    }
  });

  it('the index follows edits of titles, places and tags', async () => {
    const [target] = (await search({ page: 1 })).b.data;
    await t.app.db
      .updateTable('experiences')
      .set({ title: 'Zeppelin over Qwerty' })
      .where('id', '=', target.id)
      .execute();
    expect((await search({ place_id: 'qwerty' })).b.data.map((e) => e.id)).toEqual([target.id]);
    const tag = await t.app.db
      .insertInto('tags')
      .values({ name_en: 'Snorkelling', name_zh: '浮潛', slug: 'snorkelling-test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('experience_tags').values({ experience_id: target.id, tag_id: tag.id }).execute();
    expect((await search({ place_id: '浮潛' })).b.data.map((e) => e.id)).toEqual([target.id]);
    await t.app.db.deleteFrom('experience_tags').where('tag_id', '=', tag.id).execute();
    expect((await search({ place_id: '浮潛' })).b.result.total).toBe(0);
  });

  it('a place that changes type moves to that facet group in the facets of a term search', async () => {
    const facetsOf = async () => (await search({ place_id: 'market', fields: 'filters' })).b.result.filters;
    const before = (await facetsOf()).find((f) => f.type === 'poi');
    expect(before).toBeDefined();
    const poi = before!.placeId!;
    await t.app.db.updateTable('places').set({ type: 'city' }).where('id', '=', poi).execute();
    try {
      const after = (await facetsOf()).filter((f) => f.placeId === poi);
      expect(after).toEqual([{ ...before, type: 'area' }]);
      const narrowed = await search({ place_id: 'market', area_place_id: poi, only_count: true });
      expect(narrowed.b.result.total).toBe(before!.count);
    } finally {
      await t.app.db.updateTable('places').set({ type: 'poi' }).where('id', '=', poi).execute();
    }
    expect((await facetsOf()).filter((f) => f.placeId === poi)).toEqual([before]);
  });
});

describe('GET /video_experience/search: bad parameters', () => {
  it.each([
    [{ page: 'abc' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ country_place_id: '1,x' }, 'country_place_id'],
    [{ type_filter: 'Place!' }, 'type_filter'],
  ])('%j → 400 naming the parameter', async (query, name) => {
    const { status, b } = await search(query);
    expect(status).toBe(400);
    expect(b.code).toBe(400);
    expect(b.message).toContain(name);
  });

  it('unknown filter ids and a wrong filter type → 400 in the caller language', async () => {
    const unknown = await search({ country_place_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.b.message).toBe('Unknown country filter: 999999.');
    const zh = await search({ country_place_id: 999999 }, {} as typeof en);
    expect(zh.b.message).toBe('沒有這個國家篩選條件：999999。');
    expect((await search({ country_place_id: ids.taipei })).status).toBe(400); // an area given as a country
    expect((await search({ tag_id: 999999 })).b.message).toBe('Unknown tag filter: 999999.');
    expect((await search({ reviews: 9 })).b.message).toBe('Unknown review filter: 9.');
    expect((await search({ type_filter: 'planet' })).b.message).toBe('Unknown search type: planet.');
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expect((await search({ tag_id: many })).status).toBe(400);
  });
});

describe('GET /global/search', () => {
  it('returns places and experiences for a term, in the caller language', async () => {
    const res = await t.inject({ url: `/api/v1/global/search?place_id=${encodeURIComponent('京都')}`, headers: en });
    const b = body<GlobalSearchData>(res);
    expect(res.statusCode).toBe(200);
    expect(b.data!.places.map((p) => p.place_name)).toContain('Kyoto');
    expect(b.data!.experiences.length).toBeGreaterThan(0);
    expect(b.data!.experiences.length).toBeLessThanOrEqual(6);
    expect((b.result as SearchResultInfo).total).toBe((await expectedIds('京都')).length);
  });

  it('type_filter picks the kinds; comma-joined filters per type apply', async () => {
    const places = body<GlobalSearchData>(await t.inject('/api/v1/global/search?place_id=taipei&type_filter=place'));
    expect(places.data!.experiences).toEqual([]);
    expect(places.data!.places.length).toBeGreaterThan(0);
    const japanOnly = body<GlobalSearchData>(
      await t.inject(
        `/api/v1/global/search?place_id=market&country_place_ids=${ids.japan}&type_filter=place,experience`,
      ),
    );
    for (const p of japanOnly.data!.places) expect(p.country?.id ?? p.id).toBe(ids.japan);
    expect((japanOnly.result as SearchResultInfo).total).toBe((await expectedIds('market', [ids.japan])).length);
    const bad = await t.inject({ url: '/api/v1/global/search?tag_ids=999999', headers: en });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /video_experience/tags', () => {
  it('lists every tag with its name in the caller language', async () => {
    const enTags = body<Tag[]>(await t.inject({ url: '/api/v1/video_experience/tags', headers: en })).data!;
    expect(enTags.find((tg) => tg.slug === 'night-market')).toMatchObject({
      id: ids.nightMarket,
      name: 'Night Market',
    });
    const zhTags = body<Tag[]>(await t.inject('/api/v1/video_experience/tags')).data!;
    expect(zhTags.find((tg) => tg.slug === 'night-market')!.name).toBe('夜市');
  });
});

describe('Google places', () => {
  let fake: http.Server;
  let fakeUrl: string;
  const calls: URL[] = [];
  let mode: 'ok' | 'not-found' | 'broken' = 'ok';

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://fake');
      calls.push(url);
      res.setHeader('content-type', 'application/json');
      if (mode === 'broken') return res.end('<html>oops</html>');
      if (url.pathname !== '/maps/api/place/details/json' || url.searchParams.get('key') !== 'server-key') {
        return res.end(JSON.stringify({ status: 'REQUEST_DENIED' }));
      }
      if (mode === 'not-found') return res.end(JSON.stringify({ status: 'NOT_FOUND' }));
      const zh = url.searchParams.get('language') === 'zh-TW';
      res.end(
        JSON.stringify({
          status: 'OK',
          result: {
            place_id: url.searchParams.get('place_id'),
            name: zh ? '九份老街' : 'Jiufen Old Street',
            geometry: { location: { lat: 25.1097, lng: 121.8452 } },
            address_components: [
              {
                long_name: zh ? '瑞芳區' : 'Ruifang District',
                short_name: 'Ruifang',
                types: ['locality', 'political'],
              },
              {
                long_name: zh ? '新北市' : 'New Taipei City',
                short_name: 'NTPC',
                types: ['administrative_area_level_1'],
              },
              { long_name: zh ? '台灣' : 'Taiwan', short_name: 'TW', types: ['country', 'political'] },
            ],
          },
        }),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/maps/api/place`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('POST /place needs a signed-in user', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/place?google_place_id=ChIJabc', headers: en });
    expect(res.statusCode).toBe(401);
  });

  it('without a server key: a clear 503, nothing created', async () => {
    const { cookie } = await login(t, DEMO.email, DEMO.password);
    const before = await t.app.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/place?google_place_id=ChIJnew',
      headers: { ...en, cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(body(res).message).toBe('Adding places from Google is not available on this site.');
    const after = await t.app.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('creates the place from Place Details once, then finds it; experiences by Google place id', async () => {
    const withKey = await buildTestApp({ googlePlaces: { apiKey: 'server-key', apiUrl: fakeUrl } });
    try {
      const { cookie } = await login(withKey, DEMO.email, DEMO.password);
      const post = () =>
        withKey.inject({
          method: 'POST',
          url: '/api/v1/place?google_place_id=ChIJjiufen_1',
          headers: { ...en, cookie },
        });
      const res = await post();
      expect(res.statusCode).toBe(200);
      const place = body<Place>(res).data!;
      expect(place).toMatchObject({
        type: 'poi',
        place_name: 'Jiufen Old Street',
        google_place_id: 'ChIJjiufen_1',
        lat: 25.1097,
        lng: 121.8452,
        area: { area_name: 'Ruifang District' },
        country: { country_name: 'Taiwan' },
      });
      const taiwan = await withKey.app.db
        .selectFrom('places')
        .select('id')
        .where('name_en', '=', 'Taiwan')
        .executeTakeFirstOrThrow();
      expect(place.country!.id).toBe(taiwan.id); // an existing country is reused
      expect(calls.map((c) => c.searchParams.get('language')).sort()).toEqual(['en', 'zh-TW']);
      const zh = await withKey.inject(`/api/v1/place/${place.id}`);
      expect(body<Place>(zh).data!.place_name).toBe('九份老街');

      calls.length = 0;
      const again = await post();
      expect(body<Place>(again).data!.id).toBe(place.id);
      expect(calls).toHaveLength(0);

      const byGoogle = body<ExperienceSummary[]>(
        await withKey.inject('/api/v1/video_experience/google_place/ChIJjiufen_1'),
      );
      expect(byGoogle.code).toBe(200);
      expect(byGoogle.data).toEqual([]);
      expect((byGoogle.result as { place: Place }).place.id).toBe(place.id);

      mode = 'not-found';
      const missing = await withKey.inject({
        method: 'POST',
        url: '/api/v1/place?google_place_id=ChIJnothing',
        headers: { ...en, cookie },
      });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).message).toBe('Google does not know this place.');
      mode = 'broken';
      const broken = await withKey.inject({
        method: 'POST',
        url: '/api/v1/place?google_place_id=ChIJbroken',
        headers: { ...en, cookie },
      });
      expect(broken.statusCode).toBe(502);
      expect(broken.body).not.toContain('server-key');
    } finally {
      mode = 'ok';
      await withKey.close();
    }
  });

  it('an unknown Google place id gives no experiences and no place', async () => {
    const b = body<ExperienceSummary[]>(await t.inject('/api/v1/video_experience/google_place/ChIJunknown'));
    expect(b).toMatchObject({ code: 200, data: [], result: { place: null } });
    expect((await t.inject('/api/v1/video_experience/google_place/bad%20id')).statusCode).toBe(400);
  });
});
