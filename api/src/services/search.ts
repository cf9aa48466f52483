import { sql, type RawBuilder } from 'kysely';
import type { ExperienceSummary, Language, Place, SearchFilter, SearchResultInfo } from 'contract';
import type { Database } from '../db';
import { badRequest } from '../http/errors';
import { t, type MessageKey } from '../i18n';
import { FACET_GROUPS, FacetKeyCopy, TAG_GROUP } from './facetKeys';
import { commonIds, unpackIds } from './searchIds';
import { summarySelect, firstPlaceJoin, toSummary, type SummaryJoinRow } from './experiences';
import { placeColumns, placeJoins, toPlace, type PlaceJoinRow } from './places';

/** Results per page of the experience search. */
export const SEARCH_PAGE_SIZE = 12;
/** Facets shown per filter type. */
export const FACETS_PER_TYPE = 20;
/** At most this many ids per filter type. */
export const MAX_FILTER_IDS = 20;
/** At most this many words of a term are matched (each must appear). */
const MAX_WORDS = 8;

/** What the term is matched against: `place` = everything (places, titles, descriptions, tags), `experience` = titles and descriptions. */
export const SEARCH_TYPES = ['place', 'experience'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * The order of the results (the `mode` query parameter): `popular` (default) = most watched first,
 * `latest` = most recently published first.
 */
export const SEARCH_MODES = ['popular', 'latest'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export interface SearchParams {
  term: string;
  mode?: SearchMode;
  types: SearchType[];
  countryIds: number[];
  areaIds: number[];
  poiIds: number[];
  tagIds: number[];
  reviews: number[];
  page: number;
  onlyCount: boolean;
  withFacets: boolean;
  pageSize?: number;
}

export interface SearchOutcome {
  data: ExperienceSummary[];
  result: SearchResultInfo;
}

// ---------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------

/** `1,2,3` → [1,2,3] (the contract already checked the form); duplicates dropped. */
export function idList(value: string | undefined): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map(Number))];
}

export function parseTypes(value: string | undefined): SearchType[] {
  const list = value ? [...new Set(value.split(','))] : [];
  for (const type of list) {
    if (!(SEARCH_TYPES as readonly string[]).includes(type)) throw badRequest('search_unknown_type', { type });
  }
  return list as SearchType[];
}

export function parseMode(value: string | undefined): SearchMode {
  if (!value) return 'popular';
  if (!(SEARCH_MODES as readonly string[]).includes(value)) {
    throw badRequest('search_unknown_mode', { mode: value, modes: SEARCH_MODES.join(', ') });
  }
  return value as SearchMode;
}

/** Split a term into lower-case words (a Chinese phrase without spaces is one word). */
export function termWords(term: string): string[] {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s,，、。;；]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** The dense number of a CJK character (0 … 28159; migration 0010 `ti_cjk_code`), or -1. */
function cjkCode(c: string): number {
  const cp = c.codePointAt(0) ?? 0;
  if (cp >= 0x3400 && cp <= 0x9fff) return cp - 0x3400;
  if (cp >= 0xf900 && cp <= 0xfaff) return cp - 0xf900 + 27648;
  return -1;
}

/**
 * The gram keys the search index holds (`experience_search.grams`, migration 0010 `ti_cjk_gram_keys`) that a CJK
 * word needs: its bigrams, or the character itself; [] when the word is not all CJK. Every gram has its own
 * number, so `grams @> keys` is exact for a 1–2 character word.
 */
export function cjkGramKeys(word: string): number[] {
  const codes = [...word].map(cjkCode);
  if (codes.length === 0 || codes.some((c) => c < 0)) return [];
  if (codes.length === 1) return codes;
  const out = new Set<number>();
  for (let i = 0; i + 1 < codes.length; i++) out.add(28160 + codes[i] * 28160 + codes[i + 1]);
  return [...out];
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `'{1,2,3}'::int[]` (the numbers are ours, never the caller's text). */
function intArray(values: number[]): RawBuilder<unknown> {
  return sql.raw(`'{${values.map((v) => Math.trunc(v)).join(',')}}'::int[]`);
}

/** A term word of a–z and 0–9 only is matched through the word dictionary (migration 0012). */
const DICTIONARY_WORD = /^[a-z0-9]+$/;
/**
 * A word inside more dictionary words than this (one or two letters) is matched in doc instead: thousands of
 * keys would cost more than they save.
 */
const MAX_DICTIONARY_WORDS = 5000;

/** A word of the term and what matches it in the search index. */
interface TermWord {
  /** `%word%` for LIKE over doc */
  pattern: string;
  /** characters (1 = one CJK character, 2 = one bigram key) */
  length: number;
  /** CJK gram keys (cjkGramKeys), [] when the word is not all CJK */
  grams: number[];
  /** a–z/0–9 word: the ids of the dictionary words that contain it; null otherwise */
  dictionaryIds: number[] | null;
}

/**
 * The words of the term, each with what matches it. A word of a–z and 0–9 can only occur inside one run of those
 * characters of doc, so its matches are the rows holding a dictionary word that contains it (exact); the
 * dictionary is read once for all of them.
 */
async function termMatchers(db: Database, term: string): Promise<TermWord[]> {
  const words = termWords(term);
  const latin = words.filter((w) => DICTIONARY_WORD.test(w));
  const idsByWord = new Map<string, number[]>();
  if (latin.length > 0) {
    const { rows } = await sql<Record<string, number[]>>`
      SELECT ${sql.join(
        latin.map(
          (w, i) =>
            sql`ARRAY(SELECT id FROM search_words WHERE word LIKE ${likePattern(w)} LIMIT ${MAX_DICTIONARY_WORDS + 1})
                  AS ${sql.ref(`w${i}`)}`,
        ),
      )}`.execute(db);
    latin.forEach((w, i) => {
      const ids = rows[0][`w${i}`];
      if (ids.length <= MAX_DICTIONARY_WORDS) idsByWord.set(w, ids.map(Number));
    });
  }
  return words.map((w) => ({
    pattern: likePattern(w),
    length: [...w].length,
    grams: cjkGramKeys(w),
    dictionaryIds: idsByWord.get(w) ?? null,
  }));
}

const FILTER_TYPE_KEYS: Record<string, MessageKey> = {
  country: 'filter_type_country',
  area: 'filter_type_area',
  poi: 'filter_type_poi',
  tag: 'filter_type_tag',
  review: 'filter_type_review',
};

/**
 * Check the filter ids: each must exist and be of its type (a country id given as an area is an error), at
 * most MAX_FILTER_IDS per type, reviews 1–5. Bad ids → 400 in the caller's language, naming the filter.
 */
export async function validateFilters(db: Database, p: SearchParams, lang: Language): Promise<void> {
  const groups: [string, number[]][] = [
    ['country', p.countryIds],
    ['area', p.areaIds],
    ['poi', p.poiIds],
    ['tag', p.tagIds],
    ['review', p.reviews],
  ];
  for (const [type, ids] of groups) {
    if (ids.length > MAX_FILTER_IDS) {
      throw badRequest('search_too_many_filters', { type: t(lang, FILTER_TYPE_KEYS[type]), max: MAX_FILTER_IDS });
    }
  }
  const unknown = (type: string, id: number) =>
    badRequest('search_unknown_filter', { type: t(lang, FILTER_TYPE_KEYS[type]), id });
  const badReview = p.reviews.find((r) => r < 1 || r > 5);
  if (badReview !== undefined) throw unknown('review', badReview);

  const placeIds = [...p.countryIds, ...p.areaIds, ...p.poiIds];
  if (placeIds.length > 0) {
    const rows = await db.selectFrom('places').select(['id', 'type']).where('id', 'in', placeIds).execute();
    const typeOf = new Map(rows.map((r) => [r.id, r.type]));
    for (const id of p.countryIds) if (typeOf.get(id) !== 'country') throw unknown('country', id);
    for (const id of p.areaIds) {
      const type = typeOf.get(id);
      if (type !== 'area' && type !== 'city') throw unknown('area', id);
    }
    for (const id of p.poiIds) if (typeOf.get(id) !== 'poi') throw unknown('poi', id);
  }
  if (p.tagIds.length > 0) {
    const rows = await db.selectFrom('tags').select('id').where('id', 'in', p.tagIds).execute();
    const known = new Set(rows.map((r) => r.id));
    for (const id of p.tagIds) if (!known.has(id)) throw unknown('tag', id);
  }
}

// ---------------------------------------------------------------------------------------------
// The query
// ---------------------------------------------------------------------------------------------

/**
 * A place's review rating: the rounded average of the star ratings (posts with `recommend` 1–5, not hidden by the
 * admin) about it. An
 * experience matches a review filter when one of the places it shows has that rating.
 */
const placeRatings = sql`SELECT place_id, round(avg(recommend))::int AS rating FROM posts WHERE recommend > 0 AND hidden_at IS NULL GROUP BY place_id`;

/** Any place, tag or review filter. */
function hasFilters(p: SearchParams): boolean {
  return p.countryIds.length + p.areaIds.length + p.poiIds.length + p.tagIds.length + p.reviews.length > 0;
}

/** `type_filter=experience` alone: the term is matched against titles and descriptions only. */
function titlesOnly(p: SearchParams): boolean {
  return p.types.length > 0 && !p.types.includes('place');
}

/**
 * WHERE over `experience_search s`: the search row carries everything a filter and most words need; doc (the side
 * table experience_search_docs) is read only for words neither the dictionary nor the gram keys answer exactly,
 * and for titles and descriptions only (`type_filter=experience`).
 */
function whereClause(p: SearchParams, words: TermWord[]): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  const docParts: RawBuilder<unknown>[] = [];
  const titleOnly = titlesOnly(p);
  for (const w of words) {
    if (w.dictionaryIds) {
      parts.push(sql`s.words && ${intArray(w.dictionaryIds)}`);
    } else {
      // Chinese words: the character/bigram keys are exact for 1–2 characters (grams holds every CJK character
      // and CJK bigram of doc); longer words, and words of other characters, are checked in doc
      if (w.grams.length > 0) parts.push(sql`s.grams @> ${intArray(w.grams)}`);
      if (w.grams.length === 0 || w.length > 2) docParts.push(sql`d.doc LIKE ${w.pattern}`);
    }
    // title and description only: the first text_len characters of doc (the plain LIKE lets its index narrow)
    if (titleOnly) docParts.push(sql`d.doc LIKE ${w.pattern} AND left(d.doc, d.text_len) LIKE ${w.pattern}`);
  }
  if (docParts.length > 0) {
    parts.push(sql`s.experience_id IN (
      SELECT d.experience_id FROM experience_search_docs d WHERE ${sql.join(docParts, sql` AND `)})`);
  }
  const placeIds = [...p.countryIds, ...p.areaIds, ...p.poiIds];
  if (placeIds.length > 0) parts.push(sql`s.place_ids @> ${intArray(placeIds)}`);
  if (p.tagIds.length > 0) parts.push(sql`s.tag_ids @> ${intArray(p.tagIds)}`);
  if (p.reviews.length > 0) {
    parts.push(sql`s.experience_id IN (
      SELECT ep.experience_id FROM experience_places ep JOIN (${placeRatings}) pr ON pr.place_id = ep.place_id
       WHERE pr.rating IN (${sql.join(p.reviews)}))`);
  }
  return sql.join(parts, sql` AND `);
}

/** A search as the database reads it. */
interface SearchQuery {
  /** WHERE over `experience_search s` */
  where: RawBuilder<unknown>;
  /** per word of the term, the posting keys whose lists are exactly its matches; null when they do not suffice */
  postings: number[][] | null;
}

/**
 * The posting keys of each word (migration 0013: a gram key, or minus a dictionary id) when the matches of the
 * search are exactly the rows in a posting list of every word: a term, no filter, no `type_filter=experience`,
 * and every word answered exactly by keys (an a–z/0–9 word by its dictionary words, a Chinese word of 1–2
 * characters by its one gram key).
 */
function postingKeys(p: SearchParams, words: TermWord[]): number[][] | null {
  if (words.length === 0 || hasFilters(p) || titlesOnly(p)) return null;
  const keys: number[][] = [];
  for (const w of words) {
    if (w.dictionaryIds) keys.push(w.dictionaryIds.map((id) => -id));
    else if (w.grams.length > 0 && w.length <= 2) keys.push(w.grams);
    else return null;
  }
  return keys;
}

async function searchQuery(db: Database, p: SearchParams): Promise<SearchQuery> {
  const words = await termMatchers(db, p.term);
  return { where: whereClause(p, words), postings: postingKeys(p, words) };
}

/** No term and no filter: the totals and facets are the pre-aggregated ones of migration 0009. */
function unfiltered(p: SearchParams): boolean {
  return termWords(p.term).length === 0 && !hasFilters(p);
}

interface FacetRow {
  kind: 'place' | 'tag' | 'review';
  id: number;
  count: number;
}

interface CountsEntry {
  total: number;
  facets: FacetRow[] | null;
}

/**
 * Totals and facets, cached per search-index version: experience_search_meta.version changes in the same
 * transaction as any search row, and is read in the same statement (snapshot) as the counts.
 */
class CountsCache {
  private readonly entries = new Map<string, CountsEntry>();
  constructor(private readonly max = 500) {}
  get(key: string): CountsEntry | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: CountsEntry): void {
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}
/** What the search keeps per database: the counts cache and the copy of the facet keys. */
interface SearchState {
  counts: CountsCache;
  facetKeys: FacetKeyCopy;
}
const states = new WeakMap<Database, SearchState>();
let cacheEnabled = true;
/** Turn the counts/facets cache off or on (the benchmark measures both). */
export function setCountsCache(enabled: boolean): void {
  cacheEnabled = enabled;
}
function stateOf(db: Database): SearchState {
  let s = states.get(db);
  if (!s) states.set(db, (s = { counts: new CountsCache(), facetKeys: new FacetKeyCopy() }));
  return s;
}

/** Load the facet-key copy before the first faceted search needs it (≈1 s at 200k experiences); the server's start. */
export function warmSearchFacets(db: Database): Promise<void> {
  return stateOf(db).facetKeys.sync(db, 0n);
}

async function currentVersion(db: Database): Promise<string> {
  const row = await db.selectFrom('experience_search_meta').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? '0');
}

function countsKey(p: SearchParams, withFacets: boolean): string {
  return JSON.stringify([
    termWords(p.term),
    [...p.types].sort(),
    [...p.countryIds, ...p.areaIds, ...p.poiIds].sort((a, b) => a - b),
    [...p.tagIds].sort((a, b) => a - b),
    [...p.reviews].sort(),
    withFacets,
  ]);
}

/**
 * Review facets: how many matching experiences show a place of each rating. Ratings come from posts, which are
 * not part of the search index (its version does not follow them), so these are never cached.
 */
async function reviewFacets(db: Database, where: RawBuilder<unknown>): Promise<FacetRow[]> {
  const { rows } = await sql<{ id: number; count: number }>`
    SELECT pr.rating AS id, count(DISTINCT s.experience_id)::int AS count
      FROM (${placeRatings}) pr
      JOIN experience_places ep ON ep.place_id = pr.place_id
      JOIN experience_search s ON s.experience_id = ep.experience_id
     WHERE ${where}
     GROUP BY pr.rating
     ORDER BY pr.rating DESC`.execute(db);
  return rows.map((r) => ({ kind: 'review', id: Number(r.id), count: Number(r.count) }));
}

interface MatchingIds {
  version: string;
  ids: Int32Array;
}

async function matchingRowIds(db: Database, where: RawBuilder<unknown>): Promise<MatchingIds> {
  const { rows } = await sql<{ version: string; ids: Uint8Array | null }>`
    SELECT m.version,
           (SELECT string_agg(int4send(s.experience_id), ''::bytea) FROM experience_search s WHERE ${where}) AS ids
      FROM experience_search_meta m
     WHERE m.id = 1`.execute(db);
  return { version: String(rows[0].version), ids: unpackIds(rows[0].ids) };
}

/** The rows in a posting list of every word: each word's lists concatenated in the database, combined here. */
async function postingIds(db: Database, keys: number[][]): Promise<MatchingIds> {
  const { rows } = await sql<Record<string, Uint8Array | null | string>>`
    SELECT m.version, ${sql.join(
      keys.map(
        (k, i) => sql`(SELECT string_agg(ps.ids, ''::bytea) FROM experience_search_postings ps
                        WHERE ps.key = ANY (${intArray(k)})) AS ${sql.ref(`w${i}`)}`,
      ),
    )}
      FROM experience_search_meta m
     WHERE m.id = 1`.execute(db);
  const lists = keys.map((_, i) => unpackIds(rows[0][`w${i}`] as Uint8Array | null));
  return { version: String(rows[0].version), ids: commonIds(lists) };
}

/** The total and (withFacets) the facets of a search, with the index version they were counted at. */
async function computeCounts(
  db: Database,
  state: SearchState,
  p: SearchParams,
  q: SearchQuery,
  withFacets: boolean,
): Promise<CountsEntry & { version: string }> {
  if (unfiltered(p)) {
    // no term, no filter: every search row matches; the totals and facets are kept pre-aggregated
    const facets = withFacets
      ? sql`(
          SELECT coalesce(json_agg(json_build_object('kind', CASE g.kind WHEN 't' THEN 'tag' ELSE 'place' END,
                                                     'id', f.id, 'count', f.count)), '[]')
            FROM (VALUES ('c'), ('a'), ('p'), ('t')) AS g(kind)
            CROSS JOIN LATERAL (
              SELECT id, count FROM experience_search_facets
               WHERE kind = g.kind AND count > 0
               ORDER BY count DESC, id
               LIMIT ${FACETS_PER_TYPE}) f)`
      : sql`NULL`;
    const { rows } = await sql<{ total: number; version: string; facets: FacetRow[] | null }>`
      SELECT m.total, m.version, ${facets} AS facets FROM experience_search_meta m WHERE m.id = 1`.execute(db);
    const meta = rows[0];
    return { total: meta.total, facets: meta.facets, version: String(meta.version) };
  }
  if (!withFacets && !q.postings) {
    const { rows } = await sql<{ total: number; version: string }>`
      SELECT (SELECT count(*)::int FROM experience_search s WHERE ${q.where}) AS total, m.version
        FROM experience_search_meta m
       WHERE m.id = 1`.execute(db);
    return { total: rows[0].total, facets: null, version: String(rows[0].version) };
  }
  // the ids of the matching rows and the index version they were read at, in one statement: from the posting
  // lists of the term's words when they suffice, else from the matching search rows (packed, 4 bytes each)
  const { version, ids } = q.postings ? await postingIds(db, q.postings) : await matchingRowIds(db, q.where);
  if (!withFacets) return { total: ids.length, facets: null, version };
  // their facet keys are counted in the API's copy (facetKeys.ts), brought to that version first
  await state.facetKeys.sync(db, BigInt(version));
  const facets = state.facetKeys.top(ids, FACETS_PER_TYPE).map(({ key, count }): FacetRow => ({
    kind: key % FACET_GROUPS === TAG_GROUP ? 'tag' : 'place',
    id: Math.floor(key / FACET_GROUPS),
    count,
  }));
  return { total: ids.length, facets, version };
}

async function counts(
  db: Database,
  state: SearchState,
  p: SearchParams,
  q: SearchQuery,
  withFacets: boolean,
): Promise<CountsEntry> {
  const key = countsKey(p, withFacets);
  // a review filter depends on posts, which the index version does not follow: never cached
  const cacheable = cacheEnabled && p.reviews.length === 0;
  const cached = cacheable ? state.counts.get(`${await currentVersion(db)}|${key}`) : undefined;
  if (cached) return cached;
  const { version, ...entry } = await computeCounts(db, state, p, q, withFacets);
  if (cacheable) state.counts.set(`${version}|${key}`, entry);
  return entry;
}

/** Facet rows → search filters (value, type, placeId) with counts, in the caller's language. */
async function toFilters(db: Database, facets: FacetRow[], lang: Language): Promise<SearchFilter[]> {
  const placeIds = facets.filter((f) => f.kind === 'place').map((f) => f.id);
  const tagIds = facets.filter((f) => f.kind === 'tag').map((f) => f.id);
  const [places, tags] = await Promise.all([
    placeIds.length
      ? db.selectFrom('places').select(['id', 'type', 'name_en', 'name_zh']).where('id', 'in', placeIds).execute()
      : [],
    tagIds.length ? db.selectFrom('tags').select(['id', 'name_en', 'name_zh']).where('id', 'in', tagIds).execute() : [],
  ]);
  const placeById = new Map(places.map((p) => [p.id, p]));
  const tagById = new Map(tags.map((tg) => [tg.id, tg]));
  const out: SearchFilter[] = [];
  for (const f of facets) {
    if (f.kind === 'place') {
      const p = placeById.get(f.id);
      if (!p) continue;
      const type = p.type === 'city' ? 'area' : p.type;
      out.push({ value: lang === 'en' ? p.name_en : p.name_zh, type, placeId: p.id, count: f.count });
    } else if (f.kind === 'review') {
      out.push({ value: t(lang, 'search_review_stars', { n: f.id }), type: 'review', placeId: f.id, count: f.count });
    } else {
      const tg = tagById.get(f.id);
      if (!tg) continue;
      out.push({ value: lang === 'en' ? tg.name_en : tg.name_zh, type: 'tag', placeId: tg.id, count: f.count });
    }
  }
  const order = { country: 0, area: 1, city: 1, poi: 2, tag: 3, review: 4 } as const;
  return out.sort(
    (a, b) =>
      order[a.type] - order[b.type] ||
      (a.type === 'review' ? (b.placeId ?? 0) - (a.placeId ?? 0) : (b.count ?? 0) - (a.count ?? 0)),
  );
}

/**
 * Search public experiences: every word of the term must appear in the title, description, or the names (en +
 * zh) of its places, their areas and countries, or its tags; every filter must hold. Most watched first.
 * `withFacets` adds result.filters (counts over the whole result set); `onlyCount` returns no items.
 * A page beyond the last gives an empty page (the client does not even ask: it stops at the known max page).
 */
export async function searchExperiences(db: Database, p: SearchParams, lang: Language): Promise<SearchOutcome> {
  await validateFilters(db, p, lang);
  const state = stateOf(db);
  // On PostgreSQL the estimated cost of a broad count or facet query would trigger JIT compilation (hundreds of
  // ms for a query that runs in far less): JIT is off for these statements. The search rows are read from memory
  // (PGlite) or the cache: with the default random_page_cost the planner counts a broad CJK word (a quarter of the
  // rows) by evaluating `grams @> …` on every row (5× slower on PGlite) instead of from its exact index.
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('jit', 'off', true), set_config('random_page_cost', '1.1', true)`.execute(trx);
    return runSearch(trx, state, p, lang);
  });
}

async function runSearch(db: Database, state: SearchState, p: SearchParams, lang: Language): Promise<SearchOutcome> {
  const pageSize = p.pageSize ?? SEARCH_PAGE_SIZE;
  const withFacets = p.withFacets && !p.onlyCount;
  const q = await searchQuery(db, p);
  const [{ total, facets: indexFacets }, reviews] = await Promise.all([
    counts(db, state, p, q, withFacets),
    withFacets ? reviewFacets(db, q.where) : Promise.resolve([]),
  ]);
  const facets = indexFacets ? [...indexFacets, ...reviews] : null;
  const maxPage = Math.ceil(total / pageSize);
  const result: SearchResultInfo = {
    page: p.page,
    max_page: maxPage,
    total,
    filters: facets ? await toFilters(db, facets, lang) : [],
    result_term: p.term.trim(),
  };
  if (facets) result.popular_filters = result.filters.filter((f) => f.type === 'tag').slice(0, 6);
  if (p.onlyCount || p.page > maxPage) return { data: [], result };

  // the page: read from the search rows alone, in the order of the mode, then joined for the summaries
  const latest = p.mode === 'latest';
  const order = latest
    ? sql`s.published_at DESC NULLS LAST, s.experience_id DESC`
    : sql`s.views_count DESC, s.experience_id`;
  const outerOrder = latest
    ? sql`hit.published_at DESC NULLS LAST, hit.experience_id DESC`
    : sql`hit.views_count DESC, hit.experience_id`;
  const { rows } = await sql<SummaryJoinRow>`
    SELECT ${summarySelect}
      FROM (SELECT s.experience_id, s.views_count, s.published_at
              FROM experience_search s
             WHERE ${q.where}
             ORDER BY ${order}
             LIMIT ${pageSize} OFFSET ${(p.page - 1) * pageSize}) hit
      JOIN experiences e ON e.id = hit.experience_id
      ${firstPlaceJoin}
     ORDER BY ${outerOrder}`.execute(db);
  return { data: rows.map((r) => toSummary(r, lang)), result };
}

// ---------------------------------------------------------------------------------------------
// Places by name (global search)
// ---------------------------------------------------------------------------------------------

/** Places whose name (en or zh) contains every word of the term, inside the given country/area filters. */
export async function searchPlaces(
  db: Database,
  p: Pick<SearchParams, 'term' | 'countryIds' | 'areaIds' | 'poiIds'>,
  lang: Language,
  limit = 8,
): Promise<Place[]> {
  const words = termWords(p.term);
  if (words.length === 0) return [];
  const parts: RawBuilder<unknown>[] = words.map((w) => {
    const pattern = likePattern(w);
    return sql`(p.name_en ILIKE ${pattern} OR p.name_zh LIKE ${pattern})`;
  });
  if (p.countryIds.length)
    parts.push(sql`(p.country_id IN (${sql.join(p.countryIds)}) OR p.id IN (${sql.join(p.countryIds)}))`);
  if (p.areaIds.length) parts.push(sql`(p.area_id IN (${sql.join(p.areaIds)}) OR p.id IN (${sql.join(p.areaIds)}))`);
  if (p.poiIds.length) parts.push(sql`p.id IN (${sql.join(p.poiIds)})`);
  const exact = words.join(' ');
  const { rows } = await sql<PlaceJoinRow>`
    SELECT ${placeColumns()}
      FROM places p ${placeJoins()}
     WHERE ${sql.join(parts, sql` AND `)}
     ORDER BY (lower(p.name_en) = ${exact} OR p.name_zh = ${exact}) DESC,
              CASE p.type WHEN 'country' THEN 0 WHEN 'area' THEN 1 WHEN 'city' THEN 1 ELSE 2 END,
              length(p.name_en), p.id
     LIMIT ${limit}`.execute(db);
  return rows.map((r) => toPlace(r, lang));
}
