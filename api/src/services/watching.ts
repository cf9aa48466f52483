import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ExperienceStatus, ExperienceSummary, Language, Post } from 'contract';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { notFound } from '../http/errors';
import { summaries, toSummary, visibleTo } from './experiences';
import { recordInHistory } from './history';
import { PUBLIC_EXPERIENCE } from './places';
import { hiddenScope, toPosts, visiblePosts } from './posts';

/** A view by the same visitor within this many minutes of the last counted one belongs to the same visit. */
export const VISIT_MINUTES = 30;

/**
 * The experience row when the viewer may open it, else 404 (private and drafts are 404 for everyone but the
 * owner and the admin, exactly as GET /video_experience/:id).
 */
export async function visibleExperience(db: Database, id: number, viewer: UserRow | null, adminEmail: string) {
  const row = await db
    .selectFrom('experiences')
    .select(['id', 'user_id', 'status', 'visible_type', 'hidden_at', 'likes_count', 'views_count'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !visibleTo(row, viewer, adminEmail)) throw notFound('experience_not_found');
  return row;
}

/**
 * Who is watching, for once-per-visit counting: the account when signed in, else a hash of the address and
 * the browser (the raw IP is never stored).
 */
export function visitorKey(userId: number | null, ip: string, userAgent: string | undefined): string {
  if (userId !== null) return `u:${userId}`;
  return createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex');
}

let lastPurge = 0;

/**
 * Count a view once per visit and return the experience's views count. The visit row and the counter change in
 * one statement: concurrent requests of the same visitor count once, of different visitors each count.
 * A signed-in viewer's history entry moves to the top (unless they paused their history: the view still counts).
 */
export async function countView(db: Database, expId: number, visitor: string, userId: number | null): Promise<number> {
  const now = Date.now();
  if (now - lastPurge > 10 * 60_000) {
    lastPurge = now;
    await db
      .deleteFrom('experience_view_visits')
      .where('counted_at', '<', sql<Date>`now() - make_interval(mins => ${VISIT_MINUTES})`)
      .execute();
  }
  const { rows } = await sql<{ views_count: number }>`
    WITH visit AS (
      INSERT INTO experience_view_visits (experience_id, visitor, counted_at)
      VALUES (${expId}, ${visitor}, now())
      ON CONFLICT (experience_id, visitor) DO UPDATE SET counted_at = now()
        WHERE experience_view_visits.counted_at < now() - make_interval(mins => ${VISIT_MINUTES})
      RETURNING 1
    )
    UPDATE experiences SET views_count = views_count + (SELECT count(*) FROM visit)::int
     WHERE id = ${expId}
    RETURNING views_count`.execute(db);
  if (userId !== null) await recordInHistory(db, userId, expId);
  return Number(rows[0]?.views_count ?? 0);
}

/**
 * Like or take back a like. Idempotent: the counter moves only when a row was really inserted or deleted, in
 * the same statement, so concurrent requests keep it exact.
 */
export async function setLike(db: Database, userId: number, expId: number, on: boolean): Promise<number> {
  const { rows } = on
    ? await sql<{ likes_count: number }>`
        WITH changed AS (
          INSERT INTO experience_likes (user_id, experience_id) VALUES (${userId}, ${expId})
          ON CONFLICT DO NOTHING RETURNING 1
        )
        UPDATE experiences SET likes_count = likes_count + (SELECT count(*) FROM changed)::int
         WHERE id = ${expId} RETURNING likes_count`.execute(db)
    : await sql<{ likes_count: number }>`
        WITH changed AS (
          DELETE FROM experience_likes WHERE user_id = ${userId} AND experience_id = ${expId} RETURNING 1
        )
        UPDATE experiences SET likes_count = GREATEST(likes_count - (SELECT count(*) FROM changed)::int, 0)
         WHERE id = ${expId} RETURNING likes_count`.execute(db);
  return Number(rows[0]?.likes_count ?? 0);
}

/** Add to or remove from favorites (idempotent). */
export async function setFavorite(db: Database, userId: number, expId: number, on: boolean): Promise<void> {
  if (on) {
    await db
      .insertInto('experience_favorites')
      .values({ user_id: userId, experience_id: expId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('experience_favorites')
      .where('user_id', '=', userId)
      .where('experience_id', '=', expId)
      .execute();
  }
}

/** Whether the user favorited and liked an experience. */
export async function experienceStatus(db: Database, userId: number, expId: number): Promise<ExperienceStatus> {
  const { rows } = await sql<{ favorite: boolean; like: boolean }>`
    SELECT EXISTS (SELECT 1 FROM experience_favorites WHERE user_id = ${userId} AND experience_id = ${expId}) AS favorite,
           EXISTS (SELECT 1 FROM experience_likes WHERE user_id = ${userId} AND experience_id = ${expId}) AS "like"`.execute(
    db,
  );
  return { id: expId, favorite: Boolean(rows[0]?.favorite), like: Boolean(rows[0]?.like) };
}

/**
 * Where a place lies, for "related videos": its area (an area or city is its own) and its country (a country is
 * its own).
 */
const AREA_OF = (p: string) => sql.raw(`CASE WHEN ${p}.type IN ('area', 'city') THEN ${p}.id ELSE ${p}.area_id END`);
const COUNTRY_OF = (p: string) => sql.raw(`CASE WHEN ${p}.type = 'country' THEN ${p}.id ELSE ${p}.country_id END`);

/**
 * Public experiences related to this one, most related first. The order is lexicographic, each rule only breaking
 * the ties of the ones before it:
 * 1. more of the same places,
 * 2. more of the same areas or cities (a place of this one's area counts even when the places differ),
 * 3. more of the same countries,
 * 4. more shared tags,
 * 5. the most watched, then the oldest id.
 * So a video of the same island always comes before one that only shares a tag, however popular. Only
 * experiences sharing a country or a tag are listed; never the experience itself, never unlisted, private or
 * draft ones.
 */
export async function alikeExperiences(
  db: Database,
  expId: number,
  lang: Language,
  limit = 12,
): Promise<ExperienceSummary[]> {
  const { rows } = await sql<{ id: number }>`
    WITH mine AS (
      SELECT p.id AS place_id, ${AREA_OF('p')} AS area_id, ${COUNTRY_OF('p')} AS country_id
        FROM experience_places ep JOIN places p ON p.id = ep.place_id
       WHERE ep.experience_id = ${expId}
    ),
    same_land AS (
      SELECT ep.experience_id,
             count(DISTINCT p.id) FILTER (WHERE p.id IN (SELECT place_id FROM mine)) AS places,
             count(DISTINCT ${AREA_OF('p')}) FILTER (WHERE ${AREA_OF('p')} IN (SELECT area_id FROM mine)) AS areas,
             count(DISTINCT ${COUNTRY_OF('p')}) AS countries
        FROM places p JOIN experience_places ep ON ep.place_id = p.id
       WHERE ${COUNTRY_OF('p')} IN (SELECT country_id FROM mine)
       GROUP BY ep.experience_id
    ),
    same_tags AS (
      SELECT b.experience_id, count(*) AS tags
        FROM experience_tags a JOIN experience_tags b ON b.tag_id = a.tag_id
       WHERE a.experience_id = ${expId}
       GROUP BY b.experience_id
    )
    SELECT e.id
      FROM same_land l FULL JOIN same_tags t USING (experience_id)
      JOIN experiences e ON e.id = experience_id
     WHERE ${PUBLIC_EXPERIENCE} AND e.id <> ${expId}
     ORDER BY COALESCE(l.places, 0) DESC, COALESCE(l.areas, 0) DESC, COALESCE(l.countries, 0) DESC,
              COALESCE(t.tags, 0) DESC, e.views_count DESC, e.id
     LIMIT ${limit}`.execute(db);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const found = await summaries(db, sql`e.id IN (${sql.join(ids)})`, sql`e.id`, limit);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toSummary(r, lang)] : [];
  });
}

/**
 * A user's public experiences (published and public: unlisted ones are never listed), most recent first,
 * optionally only the given ids. null when the user does not exist.
 */
export async function userExperiences(
  db: Database,
  userId: number,
  expIds: number[] | null,
  lang: Language,
): Promise<{ user: { id: number; display_name: string }; experiences: ExperienceSummary[] } | null> {
  const user = await db.selectFrom('users').select(['id', 'display_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  if (expIds !== null && expIds.length === 0) return { user, experiences: [] };
  const where = expIds
    ? sql`${PUBLIC_EXPERIENCE} AND e.user_id = ${userId} AND e.id IN (${sql.join(expIds)})`
    : sql`${PUBLIC_EXPERIENCE} AND e.user_id = ${userId}`;
  const rows = await summaries(db, where, sql`e.published_at DESC NULLS LAST, e.id DESC`, 200);
  return { user, experiences: rows.map((r) => toSummary(r, lang)) };
}

/** `1,2,3` → [1, 2, 3] (deduplicated, at most 200); '' → []; undefined → null (no filter). */
export function parseIdList(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  if (value === '') return [];
  const ids = [...new Set(value.split(',').map(Number))].filter(
    (n) => Number.isInteger(n) && n >= 1 && n <= 2147483647,
  );
  return ids.slice(0, 200);
}

/**
 * Posts and reviews about the places of an experience, newest first (the detail page's social feed); one the admin
 * hid only for its author and the admin.
 */
export async function socialFeed(
  db: Database,
  expId: number,
  viewer: UserRow | null,
  adminEmail: string,
  lang: Language,
  limit = 20,
): Promise<Post[]> {
  const rows = await db
    .selectFrom('posts')
    .selectAll()
    .where(visiblePosts(hiddenScope(viewer, adminEmail)))
    .where('place_id', 'in', (eb) =>
      eb.selectFrom('experience_places').select('place_id').where('experience_id', '=', expId),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return toPosts(db, rows, viewer, lang);
}
