import { sql, type RawBuilder } from 'kysely';
import type { Experience, ExperienceSummary, Language } from 'shared/contract';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { isAdmin } from './users';
import { PUBLIC_EXPERIENCE, placeColumns, placeJoins, placeLabel, toPlace, type PlaceJoinRow } from './places';

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  video_type: 'youtube' | 'vimeo';
  video_id: string;
  duration: number;
  author: string;
  likes_count: number;
  views_count: number;
  country_group?: number;
}

export type SummaryJoinRow = SummaryRow & { [K in keyof PlaceJoinRow as `fp_${K & string}`]: PlaceJoinRow[K] | null };

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function firstPlaceOf(row: SummaryJoinRow): PlaceJoinRow | null {
  if (row.fp_id === null) return null;
  return {
    id: row.fp_id,
    type: row.fp_type!,
    slug: row.fp_slug!,
    name_en: row.fp_name_en!,
    name_zh: row.fp_name_zh!,
    lat: row.fp_lat ?? null,
    lng: row.fp_lng ?? null,
    google_place_id: row.fp_google_place_id ?? null,
    area_id: row.fp_area_id ?? null,
    area_en: row.fp_area_en ?? null,
    area_zh: row.fp_area_zh ?? null,
    country_id: row.fp_country_id ?? null,
    country_en: row.fp_country_en ?? null,
    country_zh: row.fp_country_zh ?? null,
  };
}

export function toSummary(row: SummaryJoinRow, lang: Language): ExperienceSummary {
  const first = firstPlaceOf(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    video_type: row.video_type,
    video_id: row.video_id,
    duration: row.duration,
    author: row.author,
    likes_count: row.likes_count,
    views_count: row.views_count,
    place_label: first ? placeLabel(first, lang) : '',
  };
}

/** Summary columns of experience `e` plus its first place (by position) as fp_* columns. */
export const summarySelect = sql`
  e.id, e.slug, e.title, e.video_type, e.video_id, e.duration, e.author, e.likes_count, e.views_count,
  fp.id AS fp_id, fp.type AS fp_type, fp.slug AS fp_slug, fp.name_en AS fp_name_en, fp.name_zh AS fp_name_zh,
  fp.lat AS fp_lat, fp.lng AS fp_lng, fp.google_place_id AS fp_google_place_id,
  fp.area_id AS fp_area_id, fp.area_en AS fp_area_en, fp.area_zh AS fp_area_zh,
  fp.country_id AS fp_country_id, fp.country_en AS fp_country_en, fp.country_zh AS fp_country_zh`;

export const firstPlaceJoin = sql`
  LEFT JOIN LATERAL (
    SELECT ${placeColumns()}
      FROM experience_places ep
      JOIN places p ON p.id = ep.place_id
      ${placeJoins()}
     WHERE ep.experience_id = e.id
     ORDER BY ep.position, ep.time, ep.id
     LIMIT 1
  ) fp ON true`;

export async function summaries(db: Database, where: RawBuilder<unknown>, order: RawBuilder<unknown>, limit: number) {
  const { rows } = await sql<SummaryJoinRow>`
    SELECT ${summarySelect}
      FROM experiences e ${firstPlaceJoin}
     WHERE ${where}
     ORDER BY ${order}
     LIMIT ${limit}`.execute(db);
  return rows;
}

/** Featured public experiences for Home: featured first, then the most watched. */
export async function experiencesForHome(db: Database, lang: Language, limit = 12): Promise<ExperienceSummary[]> {
  const rows = await summaries(db, PUBLIC_EXPERIENCE, sql`e.is_featured DESC, e.views_count DESC, e.id`, limit);
  return rows.map((r) => toSummary(r, lang));
}

/** The most watched public experiences of each given country (by any of their places), `perCountry` each. */
export async function experiencesByCountry(
  db: Database,
  countryIds: number[],
  lang: Language,
  perCountry = 4,
): Promise<Map<number, ExperienceSummary[]>> {
  const out = new Map<number, ExperienceSummary[]>(countryIds.map((id) => [id, []]));
  if (countryIds.length === 0) return out;
  const { rows } = await sql<SummaryJoinRow>`
    SELECT * FROM (
      SELECT ${summarySelect}, c.id AS country_group,
             row_number() OVER (PARTITION BY c.id ORDER BY e.views_count DESC, e.id) AS rank
        FROM places c
        JOIN experiences e ON ${PUBLIC_EXPERIENCE} AND EXISTS (
              SELECT 1 FROM experience_places ep2 JOIN places p2 ON p2.id = ep2.place_id
               WHERE ep2.experience_id = e.id AND (p2.country_id = c.id OR p2.id = c.id))
        ${firstPlaceJoin}
       WHERE c.id IN (${sql.join(countryIds)})
    ) ranked
    WHERE ranked.rank <= ${perCountry}
    ORDER BY ranked.country_group, ranked.rank`.execute(db);
  for (const row of rows) out.get(Number(row.country_group))?.push(toSummary(row, lang));
  return out;
}

/**
 * Whether a viewer may open an experience: published public/unlisted ones for everyone (unlisted only by
 * link: never listed), private ones and drafts only for the owner and the admin.
 */
export function visibleTo(
  row: { user_id: number; status: string; visible_type: number },
  viewer: UserRow | null,
  adminEmail: string,
): boolean {
  const visible = row.status === 'published' && (Number(row.visible_type) === 0 || Number(row.visible_type) === 2);
  return visible || (viewer !== null && (viewer.id === row.user_id || isAdmin(viewer, adminEmail)));
}

/**
 * One experience, or null when it does not exist or the viewer may not see it: published public/unlisted for
 * everyone; private and drafts only for the owner and the admin.
 */
export async function findExperience(
  db: Database,
  id: number,
  viewer: UserRow | null,
  adminEmail: string,
  lang: Language,
): Promise<Experience | null> {
  const row = await db
    .selectFrom('experiences as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .selectAll('e')
    .select('u.display_name as user_display_name')
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row || !visibleTo(row, viewer, adminEmail)) return null;

  const [tags, places] = await Promise.all([
    db
      .selectFrom('experience_tags as et')
      .innerJoin('tags as t', 't.id', 'et.tag_id')
      .select(['t.id', 't.slug', 't.name_en', 't.name_zh'])
      .where('et.experience_id', '=', id)
      .orderBy('t.id')
      .execute(),
    sql<PlaceJoinRow & { time: number; notes: string; position: number }>`
      SELECT ${placeColumns()}, ep.time, ep.notes, ep.position
        FROM experience_places ep
        JOIN places p ON p.id = ep.place_id
        ${placeJoins()}
       WHERE ep.experience_id = ${id}
       ORDER BY ep.time, ep.position, ep.id`.execute(db),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    video_type: row.video_type,
    video_id: row.video_id,
    duration: row.duration,
    author: row.author,
    user: { id: row.user_id, display_name: row.user_display_name },
    likes_count: row.likes_count,
    views_count: row.views_count,
    visible_type: Number(row.visible_type) as 0 | 1 | 2,
    status: row.status,
    tags: tags.map((tg) => ({ id: tg.id, slug: tg.slug, name: lang === 'en' ? tg.name_en : tg.name_zh })),
    places: places.rows.map((p) => ({
      place: toPlace(p, lang),
      time: p.time,
      notes: p.notes,
      position: p.position,
    })),
    created_at: iso(row.created_at)!,
    published_at: iso(row.published_at),
  };
}
