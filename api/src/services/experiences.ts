import { sql, type RawBuilder } from 'kysely';
import type {
  Experience,
  ExperienceSummary,
  ExperienceUpdate,
  HiddenMark,
  Language,
  MyExperience,
  VideoType,
} from 'contract';
import { VisibleType } from 'contract';
import { formatVideoTime, slugify } from 'contract/format';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
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
 * link: never listed), private ones, drafts and those the admin hid only for the owner and the admin.
 */
export function visibleTo(
  row: { user_id: number; status: string; visible_type: number; hidden_at: Date | string | null },
  viewer: UserRow | null,
  adminEmail: string,
): boolean {
  const visible =
    row.status === 'published' &&
    row.hidden_at === null &&
    (Number(row.visible_type) === VisibleType.Public || Number(row.visible_type) === VisibleType.Unlisted);
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
    ...hiddenMark(row),
  };
}

/**
 * `{ hidden: { reason, hidden_at } }` for an item the admin hid, else nothing. Only its author and the admin are
 * ever sent a hidden item, so they are the only ones who see the mark.
 */
export function hiddenMark(row: { hidden_at: Date | string | null; hidden_reason: string | null }): {
  hidden?: HiddenMark;
} {
  return row.hidden_at === null ? {} : { hidden: { reason: row.hidden_reason ?? '', hidden_at: iso(row.hidden_at)! } };
}

// ---------------------------------------------------------------------------------------------
// Publishing: create a draft from a video id, save, publish, delete, list my own.
// ---------------------------------------------------------------------------------------------

/** Longest accepted video: 24 hours (the contract's duration maximum). */
export const MAX_DURATION_SECONDS = 86400;
/** How many drafts one user may keep at once (a bound on what an account can pile up). */
export const MAX_DRAFTS_PER_USER = 100;
/** How many of my experiences GET /video_experience/me returns at most (newest changes first). */
export const MY_EXPERIENCES_LIMIT = 500;

/** The slug of an experience: from its title (Chinese titles keep their characters), else `video-{id}`. */
export function experienceSlug(title: string, id: number): string {
  return slugify(title, 80) || `video-${id}`;
}

/** Whether the user may edit, publish or delete the experience: its owner, or the admin. */
export function canManage(row: { user_id: number }, user: UserRow, adminEmail: string): boolean {
  return row.user_id === user.id || isAdmin(user, adminEmail);
}

/**
 * A new draft from a video the user registered: no title yet (it cannot be published until it has one),
 * private to its owner and the admin, with the slug `video-{id}` until a title gives it one.
 */
export async function createDraft(
  db: Database,
  userId: number,
  video: { type: VideoType; video_id: string; duration: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // one draft at a time per user: the count and the insert cannot interleave with another upload
    await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM experiences WHERE user_id = ${userId} AND status = 'draft'`.execute(trx);
    if (Number(rows[0]?.n ?? 0) >= MAX_DRAFTS_PER_USER) {
      throw badRequest('experience_too_many_drafts', { max: MAX_DRAFTS_PER_USER });
    }
    const now = new Date();
    const row = await trx
      .insertInto('experiences')
      .values({
        user_id: userId,
        title: '',
        description: '',
        video_type: video.type,
        video_id: video.video_id,
        duration: video.duration,
        author: '',
        visible_type: VisibleType.Public,
        status: 'draft',
        slug: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('experiences')
      .set({ slug: experienceSlug('', row.id) })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  });
}

/**
 * The experience row for a write, for its owner and the admin only. Anyone else's experience (public, private or
 * a draft) is refused exactly like one that does not exist, with the same 404 and message: a different answer
 * would tell a stranger which ids are taken and which drafts exist.
 */
async function rowForWrite(db: Database, id: number, user: UserRow, adminEmail: string, lock: boolean) {
  let query = db.selectFrom('experiences').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || !canManage(row, user, adminEmail)) throw notFound('experience_not_found');
  return row;
}

/** Checks who is asking before anything is validated or changed (404 unless the owner or the admin asks). */
export async function assertCanManage(db: Database, id: number, user: UserRow, adminEmail: string): Promise<void> {
  await rowForWrite(db, id, user, adminEmail, false);
}

const uniq = (ids: number[]) => [...new Set(ids)];

/**
 * Save an experience (and publish it when `publish`): title, description, duration, visibility, tags and
 * places (with their time in seconds, notes, and order as given). Everything is checked first; one
 * transaction writes it all, so a refused save changes nothing. The search index follows through the
 * triggers of migration 0004 (public published rows only).
 */
export async function saveExperience(
  db: Database,
  id: number,
  input: ExperienceUpdate,
  user: UserRow,
  adminEmail: string,
  publish: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await rowForWrite(trx, id, user, adminEmail, true);

    let title = row.title;
    if (input.title !== undefined) {
      title = input.title.trim();
      if (!title) throw badRequest('experience_title_blank');
    }
    if (publish && !title.trim()) throw badRequest('experience_title_required');
    const duration = input.duration ?? row.duration;

    const tagIds = input.tags === undefined ? null : uniq(input.tags);
    if (tagIds && tagIds.length > 0) {
      const known = await trx.selectFrom('tags').select('id').where('id', 'in', tagIds).execute();
      const have = new Set(known.map((r) => r.id));
      const missing = tagIds.filter((t) => !have.has(t));
      if (missing.length) throw badRequest('experience_unknown_tags', { ids: missing.join(', ') });
    }

    const places = input.places ?? null;
    if (places && places.length > 0) {
      const ids = uniq(places.map((p) => p.place_id));
      const known = await trx.selectFrom('places').select('id').where('id', 'in', ids).execute();
      const have = new Set(known.map((r) => r.id));
      const missing = ids.filter((p) => !have.has(p));
      if (missing.length) throw badRequest('experience_unknown_places', { ids: missing.join(', ') });
    }

    // every place time must fall within the video (a duration of 0 means the length is not known)
    if (duration > 0) {
      const times =
        places?.map((p, i) => ({ time: p.time, index: i + 1 })) ??
        (
          await trx
            .selectFrom('experience_places')
            .select(['time', 'position'])
            .where('experience_id', '=', id)
            .orderBy('position')
            .execute()
        ).map((p, i) => ({ time: p.time, index: i + 1 }));
      const late = times.find((p) => p.time > duration);
      if (late) {
        throw badRequest('experience_time_past_end', {
          index: late.index,
          time: formatVideoTime(late.time),
          duration: formatVideoTime(duration),
        });
      }
    }

    const now = new Date();
    await trx
      .updateTable('experiences')
      .set({
        title,
        description: input.description ?? row.description,
        duration,
        visible_type: input.visible_type ?? row.visible_type,
        slug: title ? experienceSlug(title, id) : row.slug,
        updated_at: now,
        ...(publish ? { status: 'published' as const, published_at: row.published_at ?? now } : {}),
      })
      .where('id', '=', id)
      .execute();

    if (tagIds) {
      const del = trx.deleteFrom('experience_tags').where('experience_id', '=', id);
      await (tagIds.length ? del.where('tag_id', 'not in', tagIds) : del).execute();
      if (tagIds.length) {
        await trx
          .insertInto('experience_tags')
          .values(tagIds.map((tag_id) => ({ experience_id: id, tag_id })))
          .onConflict((oc) => oc.columns(['experience_id', 'tag_id']).doNothing())
          .execute();
      }
    }

    if (places) {
      await trx.deleteFrom('experience_places').where('experience_id', '=', id).execute();
      if (places.length) {
        await trx
          .insertInto('experience_places')
          .values(
            places.map((p, position) => ({
              experience_id: id,
              place_id: p.place_id,
              time: p.time,
              notes: (p.notes ?? '').trim(),
              position,
            })),
          )
          .execute();
      }
    }
  });
}

/**
 * Delete an experience. Its places, tags, likes, favorites, history entries, view visits, reports and search
 * row go with it (ON DELETE CASCADE); the search version is bumped in the same transaction so cached totals
 * and facets never count it again.
 */
export async function deleteExperience(db: Database, id: number, user: UserRow, adminEmail: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await rowForWrite(trx, id, user, adminEmail, true);
    await trx.deleteFrom('experiences').where('id', '=', id).execute();
    await sql`SELECT ti_search_refresh(ARRAY[${id}]::integer[])`.execute(trx);
  });
}

/** All of my experiences, drafts and published (every visibility), the most recently changed first. */
export async function myExperiences(db: Database, userId: number, lang: Language): Promise<MyExperience[]> {
  const { rows } = await sql<
    SummaryJoinRow & {
      visible_type: number;
      status: 'draft' | 'published';
      updated_at: Date | string;
      published_at: Date | string | null;
      hidden_at: Date | string | null;
      hidden_reason: string | null;
    }
  >`
    SELECT ${summarySelect}, e.visible_type, e.status, e.updated_at, e.published_at, e.hidden_at, e.hidden_reason
      FROM experiences e ${firstPlaceJoin}
     WHERE e.user_id = ${userId}
     ORDER BY e.updated_at DESC, e.id DESC
     LIMIT ${MY_EXPERIENCES_LIMIT}`.execute(db);
  return rows.map((r) => ({
    ...toSummary(r, lang),
    visible_type: Number(r.visible_type) as 0 | 1 | 2,
    status: r.status,
    updated_at: iso(r.updated_at)!,
    published_at: iso(r.published_at),
    ...hiddenMark(r),
  }));
}
