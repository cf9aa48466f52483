import { sql } from 'kysely';
import type { ExperienceSummary, Language } from 'shared/contract';
import type { Database } from '../db';
import { summaries, toSummary } from './experiences';

/** Items per page of the favorites and history lists. */
export const LIST_PER_PAGE = 12;

/**
 * Whether the user paused their viewing history (beyond spec §7). The view endpoint of the watching issue
 * must not record a view_history row while this is true.
 */
export async function isHistoryPaused(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_settings')
    .select('history_paused')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.history_paused === true;
}

export async function setHistoryPaused(db: Database, userId: number, paused: boolean): Promise<boolean> {
  const row = await db
    .insertInto('user_settings')
    .values({ user_id: userId, history_paused: paused, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ history_paused: paused, updated_at: new Date() }))
    .returning('history_paused')
    .executeTakeFirstOrThrow();
  return row.history_paused;
}

/** Experiences the user may still see: published public/unlisted ones, and their own. */
const visibleToUser = (userId: number) =>
  sql`(e.status = 'published' AND e.visible_type IN (0, 2)) OR e.user_id = ${userId}`;

type Kind = 'favorites' | 'history';

/** One page of a user's favorites (newest first) or viewing history (most recently watched first). */
export async function listUserExperiences(
  db: Database,
  kind: Kind,
  userId: number,
  page: number,
  lang: Language,
): Promise<{ items: Array<ExperienceSummary & { at: string }>; total: number; maxPage: number }> {
  const table = sql.table(kind === 'favorites' ? 'experience_favorites' : 'view_history');
  const at = sql.ref(kind === 'favorites' ? 'x.created_at' : 'x.viewed_at');
  const { rows: countRows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${table} x JOIN experiences e ON e.id = x.experience_id
     WHERE x.user_id = ${userId} AND (${visibleToUser(userId)})`.execute(db);
  const total = Number(countRows[0]?.n ?? 0);
  const maxPage = Math.ceil(total / LIST_PER_PAGE);
  if (total === 0 || page > maxPage) return { items: [], total, maxPage };
  const { rows: pageRows } = await sql<{ experience_id: number; at: Date | string }>`
    SELECT x.experience_id, ${at} AS at FROM ${table} x JOIN experiences e ON e.id = x.experience_id
     WHERE x.user_id = ${userId} AND (${visibleToUser(userId)})
     ORDER BY ${at} DESC, x.experience_id DESC
     LIMIT ${LIST_PER_PAGE} OFFSET ${(page - 1) * LIST_PER_PAGE}`.execute(db);
  if (pageRows.length === 0) return { items: [], total, maxPage };
  const ids = pageRows.map((r) => r.experience_id);
  const found = await summaries(db, sql`e.id IN (${sql.join(ids)})`, sql`e.id`, ids.length);
  const byId = new Map(found.map((r) => [r.id, r]));
  const items = pageRows.flatMap((r) => {
    const row = byId.get(r.experience_id);
    return row ? [{ ...toSummary(row, lang), at: new Date(r.at).toISOString() }] : [];
  });
  return { items, total, maxPage };
}
