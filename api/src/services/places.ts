import { sql, type RawBuilder } from 'kysely';
import type { Language, Place, PlaceType } from 'contract';
import type { Database } from '../db';
import { notFound } from '../http/errors';

/** A place row joined with its area and country (both languages), as the queries below return it. */
export interface PlaceJoinRow {
  id: number;
  type: PlaceType;
  slug: string;
  name_en: string;
  name_zh: string;
  lat: number | null;
  lng: number | null;
  google_place_id: string | null;
  area_id: number | null;
  area_en: string | null;
  area_zh: string | null;
  country_id: number | null;
  country_en: string | null;
  country_zh: string | null;
  experience_count?: number;
  thumbnail_video_id?: string | null;
}

/** What counts as visible in public lists: published, public and not hidden by the admin. */
export const PUBLIC_EXPERIENCE = sql`e.status = 'published' AND e.visible_type = 0 AND e.hidden_at IS NULL`;

export function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

/** Columns of a place `p` with its area `a` and country `c` (to be used with placeJoins). */
export const placeColumns = (alias = 'p'): RawBuilder<unknown> =>
  sql.raw(`${alias}.id, ${alias}.type, ${alias}.slug, ${alias}.name_en, ${alias}.name_zh, ${alias}.lat, ${alias}.lng,
    ${alias}.google_place_id,
    ${alias}_a.id AS area_id, ${alias}_a.name_en AS area_en, ${alias}_a.name_zh AS area_zh,
    ${alias}_c.id AS country_id, ${alias}_c.name_en AS country_en, ${alias}_c.name_zh AS country_zh`);

export const placeJoins = (alias = 'p'): RawBuilder<unknown> =>
  sql.raw(`LEFT JOIN places ${alias}_a ON ${alias}_a.id = ${alias}.area_id
    LEFT JOIN places ${alias}_c ON ${alias}_c.id = ${alias}.country_id`);

/** experience_count (public published experiences showing the place or a place inside it) and a thumbnail. */
const placeStats = sql`
  (SELECT count(DISTINCT ep.experience_id)::int
     FROM experience_places ep
     JOIN places pp ON pp.id = ep.place_id
     JOIN experiences e ON e.id = ep.experience_id
    WHERE ${PUBLIC_EXPERIENCE} AND (pp.id = p.id OR pp.area_id = p.id OR pp.country_id = p.id)) AS experience_count,
  (SELECT e.video_id
     FROM experience_places ep
     JOIN places pp ON pp.id = ep.place_id
     JOIN experiences e ON e.id = ep.experience_id
    WHERE ${PUBLIC_EXPERIENCE} AND e.video_type = 'youtube'
      AND (pp.id = p.id OR pp.area_id = p.id OR pp.country_id = p.id)
    ORDER BY e.views_count DESC, e.id
    LIMIT 1) AS thumbnail_video_id`;

export function placeName(row: { name_en: string; name_zh: string }, lang: Language): string {
  return lang === 'en' ? row.name_en : row.name_zh;
}

export function toPlace(row: PlaceJoinRow, lang: Language): Place {
  const en = lang === 'en';
  const place: Place = {
    id: row.id,
    slug: row.slug,
    type: row.type,
    place_name: en ? row.name_en : row.name_zh,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    google_place_id: row.google_place_id,
    area: row.area_id === null ? null : { id: row.area_id, area_name: (en ? row.area_en : row.area_zh) ?? '' },
    country:
      row.country_id === null
        ? null
        : { id: row.country_id, country_name: (en ? row.country_en : row.country_zh) ?? '' },
  };
  if (row.experience_count !== undefined) place.experience_count = Number(row.experience_count);
  if (row.thumbnail_video_id !== undefined)
    place.thumbnail = row.thumbnail_video_id ? youtubeThumbnail(row.thumbnail_video_id) : null;
  return place;
}

/** 'area / country' for a place: its own name stands in when it is itself the area or the country. */
export function placeLabel(row: PlaceJoinRow, lang: Language): string {
  const en = lang === 'en';
  const own = en ? row.name_en : row.name_zh;
  const area = row.type === 'area' || row.type === 'city' ? own : en ? row.area_en : row.area_zh;
  const country = row.type === 'country' ? own : en ? row.country_en : row.country_zh;
  return [area, country].filter((s): s is string => !!s).join(' / ');
}

export async function findPlace(db: Database, id: number, lang: Language): Promise<Place | null> {
  const { rows } = await sql<PlaceJoinRow>`
    SELECT ${placeColumns()}, ${placeStats}
      FROM places p ${placeJoins()}
     WHERE p.id = ${id}`.execute(db);
  return rows[0] ? toPlace(rows[0], lang) : null;
}

/**
 * Featured places for Home, most-watched first: cities, areas and points of interest (countries have their own
 * section on Home; a city-state's country would repeat its city's name — databases seeded before may still
 * have one featured).
 */
export async function homePlaces(db: Database, lang: Language, limit = 12): Promise<Place[]> {
  const { rows } = await sql<PlaceJoinRow>`
    SELECT * FROM (
      SELECT ${placeColumns()}, ${placeStats}
        FROM places p ${placeJoins()}
       WHERE p.is_featured AND p.type <> 'country'
    ) x
    ORDER BY x.experience_count DESC, x.id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => toPlace(r, lang));
}

/** Countries that have public experiences, with their counts. */
export async function countriesWithExperiences(db: Database, lang: Language): Promise<Place[]> {
  const { rows } = await sql<PlaceJoinRow>`
    SELECT * FROM (
      SELECT ${placeColumns()}, ${placeStats}
        FROM places p ${placeJoins()}
       WHERE p.type = 'country'
    ) x
    WHERE x.experience_count > 0
    ORDER BY x.experience_count DESC, x.id`.execute(db);
  return rows.map((r) => toPlace(r, lang));
}

/** 404 unless the place exists. */
export async function placeMustExist(db: Database, placeId: number): Promise<void> {
  const place = await db.selectFrom('places').select('id').where('id', '=', placeId).executeTakeFirst();
  if (!place) throw notFound('place_not_found');
}
