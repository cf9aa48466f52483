import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../http/errors';

/**
 * A position in a list ordered newest first by a time, then by id: the time in microseconds since 1970 (exact:
 * Postgres keeps microseconds) and the id of an item. "After" a position stays well defined once its item is
 * gone, so a list paged from the end of the page before (keyset paging) skips and repeats nothing while items
 * are added above it or removed.
 */
export interface ListPosition {
  micros: string;
  id: number;
}

const encode = (p: ListPosition): string => `${p.micros}-${p.id}`;

/** The position a `cursor` names; 400 when it is not one the server can have written. */
export function parseCursor(cursor: string): ListPosition {
  const m = /^([0-9]{1,17})-([0-9]{1,10})$/.exec(cursor);
  const id = m ? Number(m[2]) : 0;
  if (!m || id < 1 || id > 2147483647) throw badRequest('v_invalid', { field: 'cursor' });
  return { micros: m[1], id };
}

/**
 * The SQL of one keyset-paged list ordered by (`time` DESC, `id` DESC): `micros`, the time as the cursor keeps
 * it (select it as text to make the next cursor), `afterCursor`, the condition "after `cursor`" (true without
 * one), and the page's `offset` (0 by cursor, else the page number's).
 */
export function keyset(time: RawBuilder<unknown>, id: RawBuilder<unknown>, cursor: string | undefined) {
  const after = cursor === undefined ? null : parseCursor(cursor);
  const micros = sql`(extract(epoch from ${time}) * 1000000)::bigint`;
  const afterCursor = after
    ? sql<boolean>`(${micros}, ${id}) < (${after.micros}::bigint, ${after.id}::int)`
    : sql<boolean>`true`;
  return {
    micros,
    afterCursor,
    offset: (page: number, perPage: number) => (after ? 0 : (page - 1) * perPage),
    /**
     * The last page: by cursor this page is the first of the `afterCount` items after it, so the page number
     * plus the pages those fill after it; by number, the pages `total` fills.
     */
    maxPage: (page: number, perPage: number, total: number, afterCount: number) =>
      after ? page - 1 + Math.ceil(afterCount / perPage) : Math.ceil(total / perPage),
    /** the cursor at the end of a page whose last row had this time (as `micros` text) and id; null for none */
    nextCursor: (last: { micros: string; id: number } | undefined) => (last ? encode(last) : null),
  };
}
