import { sql } from 'kysely';
import { commonIds, unpackIds } from '../src/services/searchIds';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const db = () => t.app.db;

/** "key:id" of every id in the posting lists (migration 0013), in order; each must be in its bucket. */
async function postingPairs(): Promise<string[]> {
  const rows = await db().selectFrom('experience_search_postings').select(['key', 'bucket', 'ids']).execute();
  const out: string[] = [];
  for (const r of rows) {
    for (const id of unpackIds(r.ids)) {
      expect(id >> 12).toBe(r.bucket);
      out.push(`${r.key}:${id}`);
    }
  }
  return out.sort();
}

/** "key:id" of every gram key and word (minus its id) the search rows carry. */
async function rowPairs(): Promise<string[]> {
  const rows = await db().selectFrom('experience_search').select(['experience_id', 'grams', 'words']).execute();
  const out: string[] = [];
  for (const r of rows) {
    for (const k of r.grams) out.push(`${k}:${r.experience_id}`);
    for (const w of r.words) out.push(`${-w}:${r.experience_id}`);
  }
  return out.sort();
}

async function expectPostingsExact() {
  const [postings, rows] = await Promise.all([postingPairs(), rowPairs()]);
  expect(rows.length).toBeGreaterThan(0);
  expect(postings).toEqual(rows);
}

async function publicIdsMatching(term: string): Promise<number[]> {
  const rows = await db()
    .selectFrom('experience_search_docs')
    .select('experience_id')
    .where('doc', 'like', `%${term}%`)
    .orderBy('experience_id')
    .execute();
  return rows.map((r) => r.experience_id);
}

describe('the posting lists of the search index (migration 0013)', () => {
  it('combine the lists of the words of a term: each id once, only ids every word has', () => {
    const ids = (...lists: number[][]) => [...commonIds(lists.map((l) => Int32Array.from(l)))].sort((a, b) => a - b);
    // one word whose two dictionary words are both on row 5
    expect(ids([5, 9, 5, 7])).toEqual([5, 7, 9]);
    expect(ids([5, 9, 7], [7, 5, 5, 11], [5, 7, 8])).toEqual([5, 7]);
    expect(ids([5, 9], [])).toEqual([]);
    expect(ids()).toEqual([]);
    // an id missing from a middle list never comes back
    expect(ids([1, 2], [2], [1, 2])).toEqual([2]);
  });

  it('remove ids from a packed list, also when another id is found across two neighbours', async () => {
    const without = async (packed: number[], gone: number[]) => {
      const { rows } = await sql<{ out: Uint8Array }>`
        SELECT ti_packed_ids_without(
                 (SELECT string_agg(int4send(x), ''::bytea ORDER BY o) FROM unnest(${packed}::int[]) WITH ORDINALITY u(x, o)),
                 ARRAY(SELECT int4send(x) FROM unnest(${gone}::int[]) x)) AS out`.execute(db());
      return [...unpackIds(rows[0].out)];
    };
    expect(await without([1, 2, 3], [2])).toEqual([1, 3]);
    expect(await without([1, 2, 3], [3, 1])).toEqual([2]);
    expect(await without([1, 2, 3], [9])).toEqual([1, 2, 3]);
    // 0x00000100, 0x00000200 hold the bytes of 0x00000002 across them: it is not in the list
    expect(await without([0x100, 0x200, 3], [2])).toEqual([0x100, 0x200, 3]);
    expect(await without([0x100, 0x200, 2], [2, 0x100])).toEqual([0x200]);
  });

  it('hold exactly the keys of the search rows, through publishing, edits, visibility, deletes and a rebuild', async () => {
    await expectPostingsExact();
    const [first, second] = await publicIdsMatching('market');

    // a new word in a title; a row leaving the index; a deleted experience (cascade)
    await db()
      .updateTable('experiences')
      .set({ title: 'Zanzibarique lantern 燈籠街' })
      .where('id', '=', first)
      .execute();
    expect(await publicIdsMatching('zanzibarique')).toEqual([first]);
    await db().updateTable('experiences').set({ visible_type: 1 }).where('id', '=', second).execute();
    await expectPostingsExact();

    const res = await t.inject({ url: '/api/v1/video_experience/search?place_id=zanzibariq' });
    expect((JSON.parse(res.body) as { data: { id: number }[] }).data.map((e) => e.id)).toEqual([first]);
    const lantern = await t.inject({ url: `/api/v1/video_experience/search?place_id=${encodeURIComponent('燈籠')}` });
    expect((JSON.parse(lantern.body) as { data: { id: number }[] }).data.map((e) => e.id)).toContain(first);

    await db().updateTable('experiences').set({ visible_type: 0 }).where('id', '=', second).execute();
    await sql`DELETE FROM experiences WHERE id = ${first}`.execute(db());
    await expectPostingsExact();
    expect(await publicIdsMatching('zanzibarique')).toEqual([]);
    const gone = await t.inject({ url: '/api/v1/video_experience/search?place_id=zanzibarique' });
    expect((JSON.parse(gone.body) as { result: { total: number } }).result.total).toBe(0);

    await sql`SELECT ti_search_rebuild()`.execute(db());
    await expectPostingsExact();
  });

  it('a word inside thousands of dictionary words is matched in the text instead, with the same results', async () => {
    await db()
      .insertInto('search_words')
      .values(Array.from({ length: 5001 }, (_, i) => ({ word: `kyozz${i}` })))
      .execute();
    const expected = await publicIdsMatching('kyo');
    expect(expected.length).toBeGreaterThan(0);
    for (const fields of ['', '&fields=filters']) {
      const res = await t.inject({ url: `/api/v1/video_experience/search?place_id=kyo${fields}` });
      expect((JSON.parse(res.body) as { result: { total: number } }).result.total).toBe(expected.length);
    }
  });

  it('a search row can change its order column only, never its keys, outside ti_search_refresh', async () => {
    const [id] = await publicIdsMatching('market');
    await db().updateTable('experience_search').set({ views_count: 12345 }).where('experience_id', '=', id).execute();
    await expect(
      db().updateTable('experience_search').set({ words: [] }).where('experience_id', '=', id).execute(),
    ).rejects.toThrow(/ti_search_refresh/);
    await expectPostingsExact();
  });
});
