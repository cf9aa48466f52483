import { sql } from 'kysely';
import type { HiddenMark, Language, ModeratedType, ModerationAction, ModerationItem, ModerationReport } from 'contract';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { hiddenMark, summaries, toSummary } from './experiences';
import { toPosts } from './posts';
import { isUniqueViolation } from './users';

/** At most this many reports per user per hour, experiences and posts together (a report goes to a person). */
export const REPORTS_PER_HOUR = 10;
/** The admin is mailed about an item's new reports at most once in this many minutes. */
export const REPORT_NOTICE_MINUTES = 60;
/** Items per page of the moderation queue. */
export const QUEUE_PAGE_SIZE = 20;
/** Lines per page of the audit list. */
export const LOG_PAGE_SIZE = 50;

/** An item that can be reported and moderated. */
export interface ItemRef {
  type: ModeratedType;
  id: number;
}

const REPORT_TABLE = { experience: 'experience_reports', post: 'post_reports' } as const;
const REPORT_ITEM = { experience: 'experience_id', post: 'post_id' } as const;
const ITEM_TABLE = { experience: 'experiences', post: 'posts' } as const;

const iso = (d: Date | string): string => new Date(d).toISOString();

/** Every report, of experiences and posts alike, as one relation. */
const ALL_REPORTS = sql`(
  SELECT 'experience'::text AS item_type, experience_id AS item_id, id, user_id, report, status, created_at, resolved_at
    FROM experience_reports
  UNION ALL
  SELECT 'post'::text, post_id, id, user_id, report, status, created_at, resolved_at FROM post_reports
)`;

/** Whether the user already reported the item (one report per user and item). */
export async function alreadyReported(db: Database, item: ItemRef, userId: number): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM ${sql.table(REPORT_TABLE[item.type])}
     WHERE ${sql.ref(REPORT_ITEM[item.type])} = ${item.id} AND user_id = ${userId}`.execute(db);
  return rows.length > 0;
}

/**
 * Store a report for the admin: 409 when the user already reported the item, 429 when they sent too many
 * reports in the last hour. The count and the insert are one transaction on the user's row, so neither rule can
 * be passed by sending reports at once.
 */
export async function fileReport(
  db: Database,
  item: ItemRef,
  userId: number,
  text: string,
): Promise<{ id: number; report: string; created_at: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
      const { rows: recent } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${ALL_REPORTS} r
         WHERE r.user_id = ${userId} AND r.created_at > now() - interval '1 hour'`.execute(trx);
      if (Number(recent[0]?.n ?? 0) >= REPORTS_PER_HOUR) throw new ApiError(429, 'too_many_reports');
      const { rows } = await sql<{ id: number; report: string; created_at: Date }>`
        INSERT INTO ${sql.table(REPORT_TABLE[item.type])} (${sql.ref(REPORT_ITEM[item.type])}, user_id, report)
        VALUES (${item.id}, ${userId}, ${text})
        RETURNING id, report, created_at`.execute(trx);
      return { id: rows[0].id, report: rows[0].report, created_at: iso(rows[0].created_at) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'report_duplicate');
    throw err;
  }
}

/**
 * Whether the admin should be mailed about a new report on the item now: at most once per item an hour, decided
 * by one upsert, so two API processes taking reports at once send one mail.
 */
export async function takeReportNotice(db: Database, item: ItemRef): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO report_notices AS n (item_type, item_id, notified_at) VALUES (${item.type}, ${item.id}, now())
    ON CONFLICT (item_type, item_id) DO UPDATE SET notified_at = now()
      WHERE n.notified_at <= now() - make_interval(mins => ${REPORT_NOTICE_MINUTES})
    RETURNING 1`.execute(db);
  return rows.length > 0;
}

/** What the admin's mail about a new report names: the item's title (a post: its text) and its open reports. */
export async function reportSubject(db: Database, item: ItemRef): Promise<{ title: string; open: number }> {
  const { rows } = await sql<{ title: string; open: number }>`
    SELECT ${item.type === 'experience' ? sql`i.title` : sql`i.body`} AS title,
           (SELECT count(*)::int FROM ${sql.table(REPORT_TABLE[item.type])} r
             WHERE ${sql.ref(`r.${REPORT_ITEM[item.type]}`)} = i.id AND r.status = 'open') AS open
      FROM ${sql.table(ITEM_TABLE[item.type])} i WHERE i.id = ${item.id}`.execute(db);
  return { title: rows[0]?.title ?? '', open: Number(rows[0]?.open ?? 0) };
}

/** 404 in the item's own words. */
const missing = (item: ItemRef) => notFound(item.type === 'experience' ? 'experience_not_found' : 'post_not_found');

async function mustExist(db: Database, item: ItemRef): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(ITEM_TABLE[item.type])} WHERE id = ${item.id}`.execute(db);
  if (rows.length === 0) throw missing(item);
}

interface ItemAggregate {
  item_type: ModeratedType;
  item_id: number;
  open_count: number;
  report_count: number;
  last_reported_at: Date | string | null;
}

/** The queue items of these refs, in their order, as the admin sees them. */
async function loadItems(
  db: Database,
  aggregates: ItemAggregate[],
  admin: UserRow,
  lang: Language,
): Promise<ModerationItem[]> {
  if (aggregates.length === 0) return [];
  const ids = (type: ModeratedType) => aggregates.filter((a) => a.item_type === type).map((a) => a.item_id);
  const expIds = ids('experience');
  const postIds = ids('post');
  const [expRows, expCards, postRows, reports] = await Promise.all([
    expIds.length
      ? db
          .selectFrom('experiences as e')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .select(['e.id', 'e.user_id', 'u.display_name', 'e.hidden_at', 'e.hidden_reason'])
          .where('e.id', 'in', expIds)
          .execute()
      : Promise.resolve([]),
    expIds.length ? summaries(db, sql`e.id IN (${sql.join(expIds)})`, sql`e.id`, expIds.length) : Promise.resolve([]),
    postIds.length ? db.selectFrom('posts').selectAll().where('id', 'in', postIds).execute() : Promise.resolve([]),
    sql<{
      item_type: ModeratedType;
      item_id: number;
      id: number;
      report: string;
      status: ModerationReport['status'];
      created_at: Date | string;
      reporter_id: number;
      reporter_name: string;
    }>`
      SELECT r.item_type, r.item_id, r.id, r.report, r.status, r.created_at, u.id AS reporter_id,
             u.display_name AS reporter_name
        FROM ${ALL_REPORTS} r JOIN users u ON u.id = r.user_id
       WHERE (r.item_type = 'experience' AND r.item_id IN (${sql.join([0, ...expIds])}))
          OR (r.item_type = 'post' AND r.item_id IN (${sql.join([0, ...postIds])}))
       ORDER BY r.created_at DESC, r.id DESC`.execute(db),
  ]);
  const posts = new Map((await toPosts(db, postRows, admin, lang)).map((p) => [p.post_id, p]));
  const expById = new Map(expRows.map((e) => [e.id, e]));
  const cardById = new Map(expCards.map((c) => [c.id, c]));
  return aggregates.flatMap((a): ModerationItem[] => {
    const itemReports = reports.rows
      .filter((r) => r.item_type === a.item_type && Number(r.item_id) === a.item_id)
      .map((r) => ({
        id: r.id,
        report: r.report,
        reporter: { id: r.reporter_id, display_name: r.reporter_name },
        status: r.status,
        created_at: iso(r.created_at),
      }));
    const common = {
      item_type: a.item_type,
      item_id: a.item_id,
      open_count: Number(a.open_count),
      report_count: Number(a.report_count),
      last_reported_at: a.last_reported_at === null ? null : iso(a.last_reported_at),
      reports: itemReports,
    };
    if (a.item_type === 'experience') {
      const row = expById.get(a.item_id);
      const card = cardById.get(a.item_id);
      if (!row || !card) return [];
      return [
        {
          ...common,
          experience: toSummary(card, lang),
          author: { id: row.user_id, display_name: row.display_name },
          hidden: (hiddenMark(row).hidden ?? null) as HiddenMark | null,
        },
      ];
    }
    const post = posts.get(a.item_id);
    if (!post) return [];
    return [
      {
        ...common,
        post,
        author: { id: post.user.id, display_name: post.user.display_name },
        hidden: post.hidden ?? null,
      },
    ];
  });
}

/** Per item: its open and all reports and the newest one. */
const AGGREGATES = sql`
  SELECT r.item_type, r.item_id,
         count(*) FILTER (WHERE r.status = 'open')::int AS open_count,
         count(*)::int AS report_count,
         max(r.created_at) AS last_reported_at,
         max(r.created_at) FILTER (WHERE r.status = 'open') AS last_open_at,
         max(r.resolved_at) AS last_resolved_at
    FROM ${ALL_REPORTS} r
   GROUP BY r.item_type, r.item_id`;

/**
 * One page of the moderation queue. `open`: the items with an open report, the newest open report first.
 * `resolved`: the items whose reports were all dismissed or acted on, the latest decision first.
 */
export async function moderationQueue(
  db: Database,
  status: 'open' | 'resolved',
  page: number,
  admin: UserRow,
  lang: Language,
): Promise<{ items: ModerationItem[]; total: number; maxPage: number }> {
  const open = status === 'open';
  const { rows } = await sql<ItemAggregate & { total: number }>`
    SELECT a.item_type, a.item_id, a.open_count, a.report_count, a.last_reported_at, count(*) OVER ()::int AS total
      FROM (${AGGREGATES}) a
     WHERE ${open ? sql`a.open_count > 0` : sql`a.open_count = 0`}
     ORDER BY ${open ? sql`a.last_open_at` : sql`a.last_resolved_at`} DESC NULLS LAST, a.item_type, a.item_id DESC
     LIMIT ${QUEUE_PAGE_SIZE} OFFSET ${(page - 1) * QUEUE_PAGE_SIZE}`.execute(db);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const { rows: counted } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (${AGGREGATES}) a
       WHERE ${open ? sql`a.open_count > 0` : sql`a.open_count = 0`}`.execute(db);
    total = Number(counted[0]?.n ?? 0);
  }
  const items = await loadItems(
    db,
    rows.map((r) => ({ ...r, item_id: Number(r.item_id) })),
    admin,
    lang,
  );
  return { items, total, maxPage: Math.ceil(total / QUEUE_PAGE_SIZE) };
}

/** One item as the queue shows it (after an action), reported or not. */
export async function moderationItem(
  db: Database,
  item: ItemRef,
  admin: UserRow,
  lang: Language,
): Promise<ModerationItem> {
  const { rows } = await sql<ItemAggregate>`
    SELECT count(*) FILTER (WHERE r.status = 'open')::int AS open_count, count(*)::int AS report_count,
           max(r.created_at) AS last_reported_at
      FROM ${ALL_REPORTS} r WHERE r.item_type = ${item.type} AND r.item_id = ${item.id}`.execute(db);
  const [found] = await loadItems(
    db,
    [
      {
        item_type: item.type,
        item_id: item.id,
        open_count: Number(rows[0]?.open_count ?? 0),
        report_count: Number(rows[0]?.report_count ?? 0),
        last_reported_at: rows[0]?.last_reported_at ?? null,
      },
    ],
    admin,
    lang,
  );
  if (!found) throw missing(item);
  return found;
}

type Trx = Parameters<Parameters<ReturnType<Database['transaction']>['execute']>[0]>[0];

async function audit(trx: Trx, admin: UserRow, action: ModerationAction['action'], item: ItemRef, reason: string) {
  await trx
    .insertInto('moderation_actions')
    .values({ admin_id: admin.id, action, item_type: item.type, item_id: item.id, reason })
    .execute();
}

/** Close an item's open reports as `status` (dismissed, or resolved by an action on the item); how many. */
async function closeReports(trx: Trx, item: ItemRef, status: 'dismissed' | 'resolved'): Promise<number> {
  const { rows } = await sql`
    UPDATE ${sql.table(REPORT_TABLE[item.type])} SET status = ${status}, resolved_at = now()
     WHERE ${sql.ref(REPORT_ITEM[item.type])} = ${item.id} AND status = 'open'
    RETURNING id`.execute(trx);
  return rows.length;
}

/** Dismiss an item's open reports (409 when it has none); recorded with the reason, if any. */
export async function dismissReports(db: Database, item: ItemRef, admin: UserRow, reason: string): Promise<void> {
  await mustExist(db, item);
  await db.transaction().execute(async (trx) => {
    if ((await closeReports(trx, item, 'dismissed')) === 0) throw new ApiError(409, 'moderation_nothing_open');
    await audit(trx, admin, 'dismiss', item, reason);
  });
}

/**
 * Hide an item (409 when it already is) or show it again (409 when it is not hidden). Hiding resolves its open
 * reports. One transaction: the row, the reports and the audit line change together, and for an experience the
 * search index follows in the same statement (its trigger), so search, facets and counts change at once.
 * Returns the item's author and what it is called, for the mail.
 */
export async function setHidden(
  db: Database,
  item: ItemRef,
  admin: UserRow,
  hide: boolean,
  reason: string,
): Promise<{ user_id: number; title: string; slug: string }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ user_id: number; hidden_at: Date | null; title: string; slug: string }>`
      SELECT user_id, hidden_at, ${item.type === 'experience' ? sql`title, slug` : sql`body AS title, '' AS slug`}
        FROM ${sql.table(ITEM_TABLE[item.type])} WHERE id = ${item.id} FOR UPDATE`.execute(trx);
    const row = rows[0];
    if (!row) throw missing(item);
    if (hide && row.hidden_at !== null) throw new ApiError(409, 'moderation_already_hidden');
    if (!hide && row.hidden_at === null) throw new ApiError(409, 'moderation_not_hidden');
    await sql`
      UPDATE ${sql.table(ITEM_TABLE[item.type])}
         SET hidden_at = ${hide ? sql`now()` : null}, hidden_reason = ${hide ? reason : null}
       WHERE id = ${item.id}`.execute(trx);
    if (hide) await closeReports(trx, item, 'resolved');
    await audit(trx, admin, hide ? 'hide' : 'restore', item, reason);
    return { user_id: row.user_id, title: row.title, slug: row.slug };
  });
}

/** One page of the audit list, newest first. */
export async function moderationLog(
  db: Database,
  page: number,
): Promise<{ actions: ModerationAction[]; total: number; maxPage: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('moderation_actions as m')
      .leftJoin('users as u', 'u.id', 'm.admin_id')
      .select(['m.id', 'm.action', 'm.item_type', 'm.item_id', 'm.reason', 'm.created_at', 'm.admin_id'])
      .select('u.display_name')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(LOG_PAGE_SIZE)
      .offset((page - 1) * LOG_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('moderation_actions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    actions: rows.map((r) => ({
      id: r.id,
      action: r.action,
      item_type: r.item_type,
      item_id: r.item_id,
      reason: r.reason,
      admin: r.admin_id === null ? null : { id: r.admin_id, display_name: r.display_name ?? '' },
      created_at: iso(r.created_at),
    })),
    total,
    maxPage: Math.ceil(total / LOG_PAGE_SIZE),
  };
}
