import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../http/errors';

/**
 * A position in a list ordered newest first by a time, then by id: the time in milliseconds since 1970 and the
 * id of an item. "After" a position stays well defined once its item is gone, so a list paged from the end of
 * the page before (keyset paging) skips and repeats nothing while items are added above it or removed.
 *
 * Milliseconds, not the microseconds Postgres keeps: the API hands out times to the millisecond (ISO strings)
 * and an Undo writes such a time back, so the order and the cursor both use the time cut to milliseconds —
 * an item put back sorts where the cursor that passed it says it is.
 */
export interface ListPosition {
  millis: string;
  id: number;
}

const encode = (p: ListPosition): string => `${p.millis}-${p.id}`;

/** The position a `cursor` names; 400 when it is not one the server can have written. */
export function parseCursor(cursor: string): ListPosition {
  const m = /^([0-9]{1,17})-([0-9]{1,10})$/.exec(cursor);
  const id = m ? Number(m[2]) : 0;
  if (!m || id < 1 || id > 2147483647) throw badRequest('v_invalid', { field: 'cursor' });
  return { millis: m[1], id };
}

/**
 * The SQL of one keyset-paged list: `orderBy`, its order (newest first by `time` to the millisecond, then `id`
 * DESC), `millis`, the time as the cursor keeps it (select it as text to make the next cursor), `afterCursor`,
 * the condition "after `cursor`" (true without one), and the page's `offset` (0 by cursor, else the page number's).
 */
export function keyset(time: RawBuilder<unknown>, id: RawBuilder<unknown>, cursor: string | undefined) {
  const after = cursor === undefined ? null : parseCursor(cursor);
  const millis = sql`(extract(epoch from date_trunc('milliseconds', ${time})) * 1000)::bigint`;
  const afterCursor = after
    ? sql<boolean>`(${millis}, ${id}) < (${after.millis}::bigint, ${after.id}::int)`
    : sql<boolean>`true`;
  return {
    millis,
    orderBy: sql`${millis} DESC, ${id} DESC`,
    afterCursor,
    offset: (page: number, perPage: number) => (after ? 0 : (page - 1) * perPage),
    /**
     * The last page: by cursor this page is the first of the `afterCount` items after it, so the page number
     * plus the pages those fill after it; by number, the pages `total` fills.
     */
    maxPage: (page: number, perPage: number, total: number, afterCount: number) =>
      after ? page - 1 + Math.ceil(afterCount / perPage) : Math.ceil(total / perPage),
    /** the cursor at the end of a page whose last row had this time (as `millis` text) and id; null for none */
    nextCursor: (last: ListPosition | undefined) => (last ? encode(last) : null),
  };
}
