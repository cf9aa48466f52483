import { sql } from 'kysely';
import type { Database } from '../db';

/** Facet groups of `experience_search.fkeys` (migration 0010): key = id * 4 + group; key 0 is on every row. */
export const FACET_GROUPS = 4;
export const TAG_GROUP = 3;

export interface FacetCount {
  /** id * FACET_GROUPS + group */
  key: number;
  count: number;
}

/**
 * The API's copy of every search row's facet keys (`experience_search.fkeys`), so the facets of a search are
 * counted here from the ids of its matching rows: ~50k matching rows × ~9 keys are a few milliseconds in a typed
 * array, where `unnest … GROUP BY` in the database took 150–300 ms. The copy is exact at a search-index
 * version: it loads every row once (with the version, in one statement), then catches up through
 * `experience_search_log` (migration 0011), which logs every added and removed row at the version of its statement.
 * A copy that fell behind the log (an hour, or a rebuild) reloads.
 */
export class FacetKeyCopy {
  private version = -1n;
  // row id → its keys: pool[start[id] … start[id] + length[id]); a changed row's keys are appended, the pool
  // is compacted when half of it is stale. Typed arrays: counting ~500k keys takes a few milliseconds.
  private start = new Int32Array(1024);
  private length = new Int32Array(1024);
  private pool = new Int32Array(1 << 16);
  private used = 0;
  private live = 0;
  private tally = new Int32Array(1024);
  private queue: Promise<unknown> = Promise.resolve();

  /** Bring the copy to `version` or later (the version read in the same statement as the ids to count). */
  sync(db: Database, version: bigint): Promise<void> {
    const run = this.queue.then(() => (this.version >= version ? undefined : this.catchUp(db)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async catchUp(db: Database): Promise<void> {
    // the log and the version it is complete to, in one snapshot
    const { rows } = await sql<{
      version: string;
      log_from: string;
      experience_id: number | null;
      fkeys: number[] | null;
    }>`
      SELECT m.version, m.log_from, l.experience_id, l.fkeys
        FROM experience_search_meta m
        LEFT JOIN experience_search_log l ON l.version > ${this.version.toString()}
       WHERE m.id = 1
       ORDER BY l.version`.execute(db);
    if (rows.length === 0) return;
    if (this.version < BigInt(rows[0].log_from)) return this.reload(db);
    for (const r of rows) if (r.experience_id !== null) this.put(r.experience_id, r.fkeys);
    this.version = BigInt(rows[0].version);
    if (this.used > 2 * this.live + (1 << 16)) this.compact();
  }

  private async reload(db: Database): Promise<void> {
    const { rows } = await sql<{ version: string | null; experience_id: number | null; fkeys: number[] | null }>`
      SELECT m.version, s.experience_id, s.fkeys
        FROM experience_search_meta m LEFT JOIN experience_search s ON true
       WHERE m.id = 1`.execute(db);
    this.length.fill(0);
    this.used = this.live = 0;
    for (const r of rows) if (r.experience_id !== null) this.put(r.experience_id, r.fkeys);
    this.version = BigInt(rows[0]?.version ?? 0);
  }

  /** Set a row's keys (null: the row is gone). */
  private put(id: number, keys: number[] | null): void {
    if (id >= this.start.length) {
      const size = Math.max(id + 1, this.start.length * 2);
      this.start = grow(this.start, size);
      this.length = grow(this.length, size);
    }
    this.live -= this.length[id];
    if (!keys) {
      this.length[id] = 0;
      return;
    }
    if (this.used + keys.length > this.pool.length) this.pool = grow(this.pool, (this.used + keys.length) * 2);
    let max = 0;
    for (let i = 0; i < keys.length; i++) {
      this.pool[this.used + i] = keys[i];
      if (keys[i] > max) max = keys[i];
    }
    this.start[id] = this.used;
    this.length[id] = keys.length;
    this.used += keys.length;
    this.live += keys.length;
    if (max >= this.tally.length) this.tally = grow(this.tally, Math.max(max + 1, this.tally.length * 2));
  }

  private compact(): void {
    const pool = new Int32Array(Math.max(1 << 16, this.live * 2));
    let used = 0;
    for (let id = 0; id < this.length.length; id++) {
      const n = this.length[id];
      if (n === 0) continue;
      pool.set(this.pool.subarray(this.start[id], this.start[id] + n), used);
      this.start[id] = used;
      used += n;
    }
    this.pool = pool;
    this.used = used;
  }

  /**
   * Count the facet keys of these rows: the `perGroup` most frequent keys of each group (most first, then by key),
   * key 0 excluded. Rows the copy no longer has (removed after the ids were read) count nothing.
   */
  top(ids: ArrayLike<number>, perGroup: number): FacetCount[] {
    const { tally, pool, start, length } = this;
    const touched: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (id >= length.length) continue;
      for (let j = start[id], end = j + length[id]; j < end; j++) if (tally[pool[j]]++ === 0) touched.push(pool[j]);
    }
    const best: FacetCount[][] = Array.from({ length: FACET_GROUPS }, () => []);
    for (const key of touched) {
      const count = tally[key];
      tally[key] = 0;
      if (key === 0) continue;
      const list = best[key % FACET_GROUPS];
      if (list.length === perGroup && !before(count, key, list[perGroup - 1])) continue;
      let i = Math.min(list.length, perGroup - 1);
      while (i > 0 && before(count, key, list[i - 1])) i--;
      list.splice(i, 0, { key, count });
      if (list.length > perGroup) list.pop();
    }
    return best.flat();
  }
}

/** Most results first, then the smaller key. */
function before(count: number, key: number, other: FacetCount): boolean {
  return count > other.count || (count === other.count && key < other.key);
}

function grow(a: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(size);
  out.set(a);
  return out;
}
