import { sql } from 'kysely';
import type { Database } from '../db';
import { PUBLIC_EXPERIENCE } from './places';

/**
 * What the site's sitemaps list, split into parts by id range: part `k` holds the ids in
 * `(k * size, (k + 1) * size]`. Ids are unique, so a part never holds more than `size` items whatever
 * the gaps, each part is one primary-key range scan (keyset, never OFFSET), and a part keeps its URL as
 * content is added elsewhere. Parts with nothing to list are left out.
 */

/** A sitemap holds at most 50,000 URLs (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;
/** The largest id a part can start after (ids are PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

export interface SitemapPart {
  part: number;
  /** the latest change of anything the part lists (ISO time), when known */
  lastmod: string | null;
}

export interface SitemapIndex {
  experiences: SitemapPart[];
  places: SitemapPart[];
  tags: SitemapPart[];
}

export interface SitemapExperience {
  id: number;
  slug: string;
  lastmod: string;
}

export interface SitemapPlace {
  id: number;
  slug: string;
}

export interface SitemapTag {
  slug: string;
}

const iso = (d: Date | string): string => new Date(d).toISOString();

/** Place facet groups of the search index: country, area/city, poi (tags are 't'). */
const PLACE_KINDS = sql`('c', 'a', 'p')`;

/**
 * The non-empty parts of each list. Experiences: public and published (never private, unlisted or drafts),
 * with the latest save as lastmod. Places and tags: those that a public published experience shows (a place
 * also when it contains such a place: its area or country) — the search index's pre-aggregated facets hold
 * exactly these (kept exact by its triggers), so no experience is read for them. They have no change time.
 */
export async function sitemapIndex(db: Database, size: number): Promise<SitemapIndex> {
  const [experiences, places, tags] = await Promise.all([
    sql<{ part: number; lastmod: Date | string }>`
      SELECT ((e.id - 1) / ${size})::int AS part, max(e.updated_at) AS lastmod
        FROM experiences e
       WHERE ${PUBLIC_EXPERIENCE}
       GROUP BY 1 ORDER BY 1`.execute(db),
    sql<{ part: number }>`
      SELECT DISTINCT ((f.id - 1) / ${size})::int AS part
        FROM experience_search_facets f
       WHERE f.kind IN ${PLACE_KINDS} AND f.count > 0
       ORDER BY 1`.execute(db),
    sql<{ part: number }>`
      SELECT DISTINCT ((f.id - 1) / ${size})::int AS part
        FROM experience_search_facets f
       WHERE f.kind = 't' AND f.count > 0
       ORDER BY 1`.execute(db),
  ]);
  return {
    experiences: experiences.rows.map((r) => ({ part: Number(r.part), lastmod: iso(r.lastmod) })),
    places: places.rows.map((r) => ({ part: Number(r.part), lastmod: null })),
    tags: tags.rows.map((r) => ({ part: Number(r.part), lastmod: null })),
  };
}

/** The id range of a part, or null when it lies beyond every possible id. */
function partRange(part: number, size: number): { after: number; upTo: number } | null {
  const after = part * size;
  if (after >= MAX_ID) return null;
  return { after, upTo: Math.min(after + size, MAX_ID) };
}

export async function sitemapExperiences(db: Database, part: number, size: number): Promise<SitemapExperience[]> {
  const range = partRange(part, size);
  if (!range) return [];
  const { rows } = await sql<{ id: number; slug: string; updated_at: Date | string }>`
    SELECT e.id, e.slug, e.updated_at
      FROM experiences e
     WHERE e.id > ${range.after} AND e.id <= ${range.upTo} AND ${PUBLIC_EXPERIENCE}
     ORDER BY e.id`.execute(db);
  return rows.map((r) => ({ id: r.id, slug: r.slug, lastmod: iso(r.updated_at) }));
}

export async function sitemapPlaces(db: Database, part: number, size: number): Promise<SitemapPlace[]> {
  const range = partRange(part, size);
  if (!range) return [];
  const { rows } = await sql<SitemapPlace>`
    SELECT p.id, p.slug
      FROM experience_search_facets f
      JOIN places p ON p.id = f.id
     WHERE f.kind IN ${PLACE_KINDS} AND f.count > 0 AND f.id > ${range.after} AND f.id <= ${range.upTo}
     ORDER BY f.id`.execute(db);
  return rows.map((r) => ({ id: r.id, slug: r.slug }));
}

export async function sitemapTags(db: Database, part: number, size: number): Promise<SitemapTag[]> {
  const range = partRange(part, size);
  if (!range) return [];
  const { rows } = await sql<SitemapTag & { id: number }>`
    SELECT t.id, t.slug
      FROM experience_search_facets f
      JOIN tags t ON t.id = f.id
     WHERE f.kind = 't' AND f.count > 0 AND f.id > ${range.after} AND f.id <= ${range.upTo}
     ORDER BY f.id`.execute(db);
  return rows.map((r) => ({ slug: r.slug }));
}
