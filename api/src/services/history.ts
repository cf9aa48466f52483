import { sql } from 'kysely';
import type { ExperienceSummary, Language } from 'contract';
import type { Database } from '../db';
import { summaries, toSummary } from './experiences';
import { keyset } from './listCursor';

/** Items per page of the favorites and history lists. */
export const LIST_PER_PAGE = 12;

/** Whether the user paused their viewing history (then {@link recordInHistory} records nothing). */
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

/**
 * Put an experience in the user's viewing history at `at` (default: now), unless the user paused their history.
 * Every write of a history row goes through here. The pause is read from the database in the same statement as the
 * write: every API process honours it, and a view racing with "Pause history" is either before the pause or not
 * recorded. An entry already there keeps the newer of its time and `at` (watched again: it moves to the top; put
 * back with an older time: it stays where a newer view put it).
 */
export async function recordInHistory(db: Database, userId: number, expId: number, at?: Date): Promise<void> {
  const time = at ? sql`${at}` : sql`now()`;
  await sql`
    INSERT INTO view_history (user_id, experience_id, viewed_at)
    SELECT ${userId}, ${expId}, ${time}
     WHERE NOT EXISTS (SELECT 1 FROM user_settings WHERE user_id = ${userId} AND history_paused)
    ON CONFLICT (user_id, experience_id)
    DO UPDATE SET viewed_at = GREATEST(view_history.viewed_at, EXCLUDED.viewed_at)`.execute(db);
}

/** Experiences the user may still see: published public/unlisted ones the admin did not hide, and their own. */
const visibleToUser = (userId: number) =>
  sql`(e.status = 'published' AND e.visible_type IN (0, 2) AND e.hidden_at IS NULL) OR e.user_id = ${userId}`;

type Kind = 'favorites' | 'history';

const LIST_TABLE = { favorites: 'experience_favorites', history: 'view_history' } as const;
const LIST_TIME = { favorites: 'created_at', history: 'viewed_at' } as const;

export interface ListPage {
  items: Array<ExperienceSummary & { at: string }>;
  total: number;
  maxPage: number;
  nextCursor: string | null;
}

/**
 * One page of a user's favorites (newest first) or viewing history (most recently watched first).
 * With `cursor` the page holds the items right after that position (keyset paging: items removed or added
 * above it move nothing). Without, page N is the N-th slice of the list as it is now.
 */
export async function listUserExperiences(
  db: Database,
  kind: Kind,
  userId: number,
  page: number,
  lang: Language,
  cursor?: string,
): Promise<ListPage> {
  const table = sql.table(LIST_TABLE[kind]);
  const at = sql.ref(`x.${LIST_TIME[kind]}`);
  const paging = keyset(sql`${at}`, sql`x.experience_id`, cursor);
  const mine = sql`x.user_id = ${userId} AND (${visibleToUser(userId)})`;
  const { rows: countRows } = await sql<{ total: number; after: number }>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${paging.afterCursor}))::int AS after
      FROM ${table} x JOIN experiences e ON e.id = x.experience_id WHERE ${mine}`.execute(db);
  const total = Number(countRows[0]?.total ?? 0);
  const maxPage = paging.maxPage(page, LIST_PER_PAGE, total, Number(countRows[0]?.after ?? 0));
  const { rows: pageRows } = await sql<{ experience_id: number; at: Date | string; millis: string }>`
    SELECT x.experience_id, ${at} AS at, ${paging.millis}::text AS millis
      FROM ${table} x JOIN experiences e ON e.id = x.experience_id
     WHERE ${mine} AND ${paging.afterCursor}
     ORDER BY ${paging.orderBy}
     LIMIT ${LIST_PER_PAGE} OFFSET ${paging.offset(page, LIST_PER_PAGE)}`.execute(db);
  const last = pageRows.at(-1);
  const nextCursor = paging.nextCursor(last && { millis: last.millis, id: last.experience_id });
  if (pageRows.length === 0) return { items: [], total, maxPage, nextCursor };
  const ids = pageRows.map((r) => r.experience_id);
  const found = await summaries(db, sql`e.id IN (${sql.join(ids)})`, sql`e.id`, ids.length);
  const byId = new Map(found.map((r) => [r.id, r]));
  const items = pageRows.flatMap((r) => {
    const row = byId.get(r.experience_id);
    return row ? [{ ...toSummary(row, lang), at: new Date(r.at).toISOString() }] : [];
  });
  return { items, total, maxPage, nextCursor };
}

/**
 * Put a removed favorite or history entry back at the time it had (undo). A time to come counts as now; an entry
 * that is there again meanwhile (watched again, favorited again) keeps its newer time; a paused history stays as
 * it is.
 */
export async function restoreListEntry(
  db: Database,
  kind: Kind,
  userId: number,
  expId: number,
  at: string,
): Promise<void> {
  const time = new Date(Math.min(Date.parse(at), Date.now()));
  if (kind === 'history') return recordInHistory(db, userId, expId, time);
  await sql`
    INSERT INTO experience_favorites (user_id, experience_id, created_at)
    VALUES (${userId}, ${expId}, ${time})
    ON CONFLICT (user_id, experience_id) DO NOTHING`.execute(db);
}

/** Take one experience out of the user's viewing history (one that is not there is no error: the outcome holds). */
export async function removeFromHistory(db: Database, userId: number, expId: number): Promise<void> {
  await db.deleteFrom('view_history').where('user_id', '=', userId).where('experience_id', '=', expId).execute();
}

/** Empty the user's viewing history. */
export async function clearHistory(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('view_history').where('user_id', '=', userId).execute();
}
