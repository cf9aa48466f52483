import { sql } from 'kysely';
import type { SearchResultInfo } from 'contract';
import { FACET_GROUPS, FacetKeyCopy } from '../src/services/facetKeys';
import { unpackIds } from '../src/services/searchIds';
import { body, buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const db = () => t.app.db;

async function version(): Promise<bigint> {
  const m = await db().selectFrom('experience_search_meta').select('version').executeTakeFirstOrThrow();
  return BigInt(m.version);
}

/** Every facet key of the public experiences matching the term with its count, straight from the search rows. */
async function keyCounts(term: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ key: number; count: number }>`
    SELECT k AS key, count(*)::int AS count
      FROM experience_search s JOIN experience_search_docs d USING (experience_id), unnest(s.fkeys) AS k
     WHERE d.doc LIKE ${`%${term}%`} AND k <> 0
     GROUP BY k`.execute(db());
  return new Map(rows.map((r) => [r.key, r.count]));
}

async function matchingIds(term: string): Promise<number[]> {
  const rows = await db()
    .selectFrom('experience_search_docs')
    .select('experience_id')
    .where('doc', 'like', `%${term}%`)
    .execute();
  return rows.map((r) => r.experience_id);
}

/** The copy's top keys of each group agree with the database: the right counts, most first, ties by key. */
function expectTopAgrees(top: { key: number; count: number }[], truth: Map<number, number>, perGroup: number) {
  for (let g = 0; g < FACET_GROUPS; g++) {
    const expected = [...truth]
      .filter(([key]) => key % FACET_GROUPS === g)
      .sort(([ka, a], [kb, b]) => b - a || ka - kb)
      .slice(0, perGroup)
      .map(([key, count]) => ({ key, count }));
    expect(top.filter((f) => f.key % FACET_GROUPS === g)).toEqual(expected);
  }
}

describe('the facet-key copy (migration 0011, facetKeys.ts)', () => {
  it('unpacks the ids string_agg(int4send(id)) packs', async () => {
    const { rows } = await sql<{ packed: Uint8Array }>`
      SELECT string_agg(int4send(x), ''::bytea ORDER BY o) AS packed
        FROM unnest(ARRAY[1, 70000, 2147483647, 0]) WITH ORDINALITY AS u(x, o)`.execute(db());
    expect([...unpackIds(rows[0].packed)]).toEqual([1, 70000, 2147483647, 0]);
    expect([...unpackIds(null)]).toEqual([]);
  });

  it('counts the top keys of each group as the database does, and follows added and removed rows', async () => {
    const copy = new FacetKeyCopy();
    await copy.sync(db(), await version());
    expectTopAgrees(copy.top(await matchingIds('market'), 3), await keyCounts('market'), 3);

    // a new tag on two experiences matching the term: the copy catches up from the log
    const tag = await db()
      .insertInto('tags')
      .values({ name_en: 'Lantern walk', name_zh: '提燈', slug: 'lantern-walk-test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const two = (await matchingIds('market')).slice(0, 2);
    await db()
      .insertInto('experience_tags')
      .values(two.map((experience_id) => ({ experience_id, tag_id: tag.id })))
      .execute();
    await copy.sync(db(), await version());
    const all = copy.top(await matchingIds('market'), 1000);
    expect(all).toContainEqual({ key: tag.id * FACET_GROUPS + 3, count: 2 });
    expectTopAgrees(all, await keyCounts('market'), 1000);

    // an experience that stops being public leaves the copy
    await db().updateTable('experiences').set({ visible_type: 1 }).where('id', '=', two[0]).execute();
    await copy.sync(db(), await version());
    expect(copy.top(two, 1000)).toContainEqual({ key: tag.id * FACET_GROUPS + 3, count: 1 });
    await db().updateTable('experiences').set({ visible_type: 0 }).where('id', '=', two[0]).execute();
    await db().deleteFrom('experience_tags').where('tag_id', '=', tag.id).execute();
    await copy.sync(db(), await version());
    expectTopAgrees(copy.top(await matchingIds('market'), 1000), await keyCounts('market'), 1000);
  });

  it('reloads after a rebuild, and when it fell behind the hour of log that is kept', async () => {
    const copy = new FacetKeyCopy();
    await copy.sync(db(), await version());
    await sql`SELECT ti_search_rebuild()`.execute(db());
    const { count } = await db()
      .selectFrom('experience_search_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    await copy.sync(db(), await version());
    expectTopAgrees(copy.top(await matchingIds('night'), 5), await keyCounts('night'), 5);

    // a change the copy has not seen, logged over an hour ago, is pruned by the next change: the copy reloads
    const [first, second] = await matchingIds('night');
    await db().updateTable('experiences').set({ visible_type: 2 }).where('id', '=', first).execute();
    await sql`UPDATE experience_search_log SET logged_at = now() - interval '2 hours'`.execute(db());
    await db().updateTable('experiences').set({ visible_type: 2 }).where('id', '=', second).execute();
    const meta = await db().selectFrom('experience_search_meta').select('log_from').executeTakeFirstOrThrow();
    expect(
      await db().selectFrom('experience_search_log').select('version').where('version', '<=', meta.log_from).execute(),
    ).toEqual([]);
    await copy.sync(db(), await version());
    expect(copy.top([first, second], 1000)).toEqual([]);
    expectTopAgrees(copy.top(await matchingIds('night'), 5), await keyCounts('night'), 5);
    await db().updateTable('experiences').set({ visible_type: 0 }).where('id', 'in', [first, second]).execute();
  });

  it('the facets of a term search agree with the copy after changes the app never saw happen', async () => {
    const search = async () =>
      body(await t.inject({ url: '/api/v1/video_experience/search?place_id=market&fields=filters' })) as unknown as {
        result: SearchResultInfo;
      };
    const before = (await search()).result;
    const poi = before.filters.find((f) => f.type === 'poi')!;
    const gone = await db()
      .selectFrom('experience_places')
      .select('experience_id')
      .where('place_id', '=', poi.placeId!)
      .executeTakeFirstOrThrow();
    await db().updateTable('experiences').set({ visible_type: 1 }).where('id', '=', gone.experience_id).execute();
    try {
      const after = (await search()).result;
      expect(after.total).toBe(before.total - 1);
      expect(after.filters.find((f) => f.type === 'poi' && f.placeId === poi.placeId)?.count ?? 0).toBe(poi.count! - 1);
    } finally {
      await db().updateTable('experiences').set({ visible_type: 0 }).where('id', '=', gone.experience_id).execute();
    }
    expect((await search()).result).toEqual(before);
  });
});
