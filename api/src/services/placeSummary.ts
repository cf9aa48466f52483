import { sql } from 'kysely';
import { PLACE_SUMMARY_PHOTOS } from 'contract';
import type { Language, PlaceRating, PlaceSummary, PlaceVlog } from 'contract';
import type { Database } from '../db';
import { PUBLIC_EXPERIENCE, placeName } from './places';
import { toPostMedia } from './posts';
import { firstPlaceJoin, summarySelect, toSummary, type SummaryJoinRow } from './experiences';
import { SEARCH_PAGE_SIZE } from './search';

/** The star values a review can give, highest first (a post without stars has recommend 0 and is no rating). */
const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/**
 * A place's rating from how many reviews gave each star value: every value 5..1 listed (0 when none gave it),
 * the count of ratings, and their mean rounded half up to one decimal (null without ratings). Counts for
 * values outside 1..5 are ignored.
 */
export function toPlaceRating(counts: Array<{ stars: number; count: number }>): PlaceRating {
  const byStars = new Map<number, number>();
  for (const c of counts) byStars.set(c.stars, (byStars.get(c.stars) ?? 0) + c.count);
  const stars = STAR_VALUES.map((value) => ({ stars: value, count: byStars.get(value) ?? 0 }));
  const count = stars.reduce((n, s) => n + s.count, 0);
  const total = stars.reduce((n, s) => n + s.stars * s.count, 0);
  const average = count === 0 ? null : Math.round((total / count) * 10) / 10;
  return { average, count, stars };
}

/** The rating and newest photos of the posts about one place (those the admin hid count for nothing). */
export async function placeSummary(db: Database, placeId: number): Promise<PlaceSummary> {
  const [ratings, photos] = await Promise.all([
    sql<{ stars: number; count: number }>`
      SELECT recommend::int AS stars, count(*)::int AS count
        FROM posts WHERE place_id = ${placeId} AND recommend BETWEEN 1 AND 5 AND hidden_at IS NULL
       GROUP BY recommend`.execute(db),
    // the window count is taken over every photo of the place, before the limit
    sql<Omit<Parameters<typeof toPostMedia>[0], 'post_id'> & { post_id: number; author: string; total: number }>`
      SELECT m.id, m.post_id, m.type, m.file, m.width, m.height, m.degree, m.alt, u.display_name AS author,
             count(*) OVER ()::int AS total
        FROM post_media m JOIN posts ON posts.id = m.post_id JOIN users u ON u.id = posts.user_id
       WHERE posts.place_id = ${placeId} AND m.type = 1 AND posts.hidden_at IS NULL
       ORDER BY posts.created_at DESC, posts.id DESC, m.position, m.id
       LIMIT ${PLACE_SUMMARY_PHOTOS}`.execute(db),
  ]);
  return {
    rating: toPlaceRating(ratings.rows.map((r) => ({ stars: Number(r.stars), count: Number(r.count) }))),
    photos: photos.rows.map((r) => ({ post_id: r.post_id, author: r.author, media: toPostMedia(r) })),
    photo_count: Number(photos.rows[0]?.total ?? 0),
  };
}

/**
 * One page of the public vlogs showing a place or a place inside it (its area or country), most watched first
 * (the search's default order), each with its moment: where it shows the place itself, else the earliest
 * place inside it.
 */
export async function placeVlogs(
  db: Database,
  placeId: number,
  page: number,
  lang: Language,
): Promise<{ data: PlaceVlog[]; result: { page: number; max_page: number; total: number } }> {
  const moments = sql`
    SELECT DISTINCT ON (ep.experience_id)
           ep.experience_id, ep.time, pp.id AS moment_place_id, pp.name_en AS moment_en, pp.name_zh AS moment_zh
      FROM experience_places ep
      JOIN places pp ON pp.id = ep.place_id
      JOIN experiences e ON e.id = ep.experience_id
     WHERE ${PUBLIC_EXPERIENCE} AND (pp.id = ${placeId} OR pp.area_id = ${placeId} OR pp.country_id = ${placeId})
     ORDER BY ep.experience_id, (pp.id = ${placeId}) DESC, ep.time, ep.position`;
  const { rows: totals } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM (${moments}) m`.execute(db);
  const total = Number(totals[0]?.total ?? 0);
  const maxPage = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (page > maxPage) return { data: [], result: { page, max_page: maxPage, total } };
  const { rows } = await sql<
    SummaryJoinRow & { time: number; moment_place_id: number; moment_en: string; moment_zh: string }
  >`
    SELECT ${summarySelect}, m.time, m.moment_place_id, m.moment_en, m.moment_zh
      FROM (${moments}) m
      JOIN experiences e ON e.id = m.experience_id
      ${firstPlaceJoin}
     ORDER BY e.views_count DESC, e.id
     LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`.execute(db);
  return {
    data: rows.map((r) => ({
      ...toSummary(r, lang),
      moment: {
        time: Number(r.time),
        place: { id: r.moment_place_id, place_name: placeName({ name_en: r.moment_en, name_zh: r.moment_zh }, lang) },
      },
    })),
    result: { page, max_page: maxPage, total },
  };
}
