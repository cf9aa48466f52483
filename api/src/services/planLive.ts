import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { MAX_ACTIVITY_ENTRIES, type Language, type PlanPresent } from 'contract';
import type { Database, DatabaseHandle, Listening } from '../db';
import type { EventSink } from '../http/implement';
import { badRequest } from '../http/errors';
import { planAccess } from './planAccess';
import { deliverPlanChange, onPlanChange, readActivity, setPlanChangeTransport } from './planActivity';

/** The one PostgreSQL channel every API process LISTENs on: changes of plans and who has them open. */
export const PLAN_LIVE_CHANNEL = 'plan_live';
/** How often a process tells the others who has plans open on it. */
export const PRESENCE_RENEW_MS = 5_000;
/** How long another process's word on who is here holds without being renewed (a process that died). */
export const PRESENCE_EXPIRES_MS = 3 * PRESENCE_RENEW_MS;

/** What goes through the channel (a NOTIFY payload: well under its 8,000 bytes). */
type BusMessage =
  | { t: 'change'; plan: number; version: number }
  /** who has the plan open on process `from` (none: no one any more); `ask`: the others answer with theirs */
  | { t: 'presence'; plan: number; from: string; users: number[]; ask?: boolean };

/** One open stream of a plan on this process. */
interface Listener {
  userId: number;
  changed: (version: number) => void;
  presence: (here: PlanPresent[]) => void;
  end: () => void;
}

/**
 * The live side of plans in one API process: its open streams per plan, the changes it hears of, and who has each
 * plan open. On PostgreSQL every change and every process's presence goes through NOTIFY on one channel, which
 * every process LISTENs on (its own NOTIFYs included); on the embedded database (one process) all stays here.
 */
export class PlanLive {
  private readonly processId = randomBytes(8).toString('hex');
  private readonly listeners = new Map<number, Set<Listener>>();
  /** per plan, per other process: who has it open there, and until when that holds */
  private readonly remote = new Map<number, Map<string, { users: number[]; until: number }>>();
  /** per plan, the latest presence computed (an older one still reading names is dropped) */
  private readonly presenceRound = new Map<number, number>();
  private readonly stops: Array<() => unknown> = [];
  private listening: Listening | null = null;
  private renewTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Start hearing changes (and, on PostgreSQL, LISTEN on the channel). */
  start(handle: DatabaseHandle): void {
    this.stops.push(onPlanChange(this.db, (notice) => this.changed(notice.planId, notice.version)));
    if (!handle.listen) return;
    this.stops.push(
      setPlanChangeTransport(this.db, (notice) =>
        this.send({ t: 'change', plan: notice.planId, version: notice.version }),
      ),
    );
    this.listening = handle.listen(PLAN_LIVE_CHANNEL, {
      message: (payload) => this.received(payload),
      // notifications sent while this process did not listen are lost: its streams end, and their browsers
      // reconnect and catch up from the activity
      lost: () => {
        this.log.warn('plan live: LISTEN connection lost');
        for (const set of this.listeners.values()) for (const l of set) l.end();
        this.remote.clear();
      },
      listening: () => {
        for (const planId of this.listeners.keys()) this.announce(planId, true);
      },
    });
    this.renewTimer = setInterval(() => this.renew(), PRESENCE_RENEW_MS);
    this.renewTimer.unref();
  }

  /** End every open stream and stop listening (the app is closing: its requests must end). */
  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    if (this.renewTimer) clearInterval(this.renewTimer);
    for (const set of [...this.listeners.values()]) for (const l of [...set]) l.end();
    await this.listening?.close();
  }

  /** An open stream of a plan; returns the function that takes it away. */
  join(planId: number, listener: Listener): () => void {
    const set = this.listeners.get(planId) ?? new Set();
    const first = set.size === 0;
    const before = this.localUsers(planId);
    set.add(listener);
    this.listeners.set(planId, set);
    if (before.join() !== this.localUsers(planId).join() || first) this.announce(planId, first);
    this.presenceChanged(planId);
    let joined = true;
    return () => {
      if (!joined) return;
      joined = false;
      const was = this.localUsers(planId).join();
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(planId);
      if (was !== this.localUsers(planId).join()) this.announce(planId, false);
      this.presenceChanged(planId);
    };
  }

  private localUsers(planId: number): number[] {
    const users = new Set([...(this.listeners.get(planId) ?? [])].map((l) => l.userId));
    return [...users].sort((a, b) => a - b);
  }

  private changed(planId: number, version: number): void {
    for (const l of this.listeners.get(planId) ?? []) l.changed(version);
  }

  private send(message: BusMessage): void {
    sql`SELECT pg_notify(${PLAN_LIVE_CHANNEL}, ${JSON.stringify(message)})`
      .execute(this.db)
      .catch((err: unknown) => this.log.warn({ err }, 'plan live: NOTIFY failed'));
  }

  /** Tell the other processes who has the plan open here (only on PostgreSQL: alone, there is no one to tell). */
  private announce(planId: number, ask: boolean): void {
    if (!this.listening) return;
    this.send({ t: 'presence', plan: planId, from: this.processId, users: this.localUsers(planId), ask });
  }

  private renew(): void {
    for (const planId of this.listeners.keys()) this.announce(planId, false);
    const now = Date.now();
    for (const [planId, processes] of this.remote) {
      let expired = false;
      for (const [from, entry] of processes) {
        if (entry.until > now) continue;
        processes.delete(from);
        expired = true;
      }
      if (processes.size === 0) this.remote.delete(planId);
      if (expired) this.presenceChanged(planId);
    }
  }

  private received(payload: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    if (message.t === 'change') {
      deliverPlanChange(this.db, { planId: message.plan, version: message.version });
      return;
    }
    if (message.t !== 'presence' || message.from === this.processId) return;
    const processes = this.remote.get(message.plan) ?? new Map<string, { users: number[]; until: number }>();
    const before = processes.get(message.from)?.users.join();
    if (message.users.length)
      processes.set(message.from, { users: message.users, until: Date.now() + PRESENCE_EXPIRES_MS });
    else processes.delete(message.from);
    if (processes.size) this.remote.set(message.plan, processes);
    else this.remote.delete(message.plan);
    if (message.ask && this.listeners.has(message.plan)) this.announce(message.plan, false);
    if (before !== (processes.get(message.from)?.users.join() ?? undefined)) this.presenceChanged(message.plan);
  }

  /** Everyone who has the plan open, here or on another process, with their names and colours, to its streams. */
  private presenceChanged(planId: number): void {
    const listeners = this.listeners.get(planId);
    if (!listeners?.size) return;
    const round = (this.presenceRound.get(planId) ?? 0) + 1;
    this.presenceRound.set(planId, round);
    const ids = new Set(this.localUsers(planId));
    for (const { users } of this.remote.get(planId)?.values() ?? []) for (const id of users) ids.add(id);
    void presentMembers(this.db, [...ids]).then(
      (here) => {
        if (this.presenceRound.get(planId) !== round) return;
        if (!this.listeners.has(planId)) this.presenceRound.delete(planId);
        for (const l of this.listeners.get(planId) ?? []) l.presence(here);
      },
      (err: unknown) => this.log.warn({ err }, 'plan live: reading who is here failed'),
    );
  }
}

/** The members with these ids, by id, as presence shows them. */
async function presentMembers(db: Database, ids: number[]): Promise<PlanPresent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'profile_color'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ user_id: r.id, display_name: r.display_name, profile_color: r.profile_color ?? '' }));
}

const running = new WeakMap<Database, { live: PlanLive; users: number }>();

/**
 * The live side of a database's plans for an app: one per database in a process (two apps on one embedded
 * database share it, as they share its changes); `release` stops it when its last app closes.
 */
export function openPlanLive(
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
): { live: PlanLive; release: () => Promise<void> } {
  let entry = running.get(handle.db);
  if (!entry) {
    entry = { live: new PlanLive(handle.db, log), users: 0 };
    entry.live.start(handle);
    running.set(handle.db, entry);
  }
  entry.users++;
  const held = entry;
  let released = false;
  return {
    live: held.live,
    release: async () => {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      running.delete(handle.db);
      await held.live.stop();
    },
  };
}

export interface PlanStreamRequest {
  userId: number;
  planId: number;
  lang: Language;
  /** the last version the client saw (Last-Event-ID or `after`); none: from now on */
  after?: number;
}

/**
 * A member's live feed of a plan: refused like any read of the plan (the 404 of a missing plan for anyone who is
 * no member), else the versions after `after` from the activity, then every new version as it is committed (read
 * from the activity, so none is skipped or sent twice, whatever order the notices come in), and who is here. A
 * member removed from the plan has the stream ended at the next change (a reconnect is then refused).
 */
export async function streamPlan(
  db: Database,
  live: PlanLive,
  request: PlanStreamRequest,
  accept: () => EventSink,
  log: FastifyBaseLogger,
): Promise<void> {
  const { userId, planId, lang, after } = request;
  const access = await planAccess(db, userId, planId, 'read');
  if (after !== undefined && after > access.version) throw badRequest('plan_version_unknown');
  const sink = accept();
  let seen = after ?? access.version;
  // one step at a time, in order: the catch-ups and the presence events of this stream
  let queue: Promise<void> = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    queue = queue.then(async () => {
      if (sink.open) await step();
    });
    queue = queue.catch((err: unknown) => {
      log.warn({ err }, 'plan live: a stream ended on an error');
      sink.close();
    });
  };
  const catchUp = () =>
    then(async () => {
      try {
        await planAccess(db, userId, planId, 'read');
      } catch {
        return sink.close();
      }
      for (;;) {
        const entries = await readActivity(db, planId, lang, { after: seen, limit: MAX_ACTIVITY_ENTRIES });
        for (const entry of entries) {
          await sink.send({ event: 'change', id: String(entry.version), data: entry });
          seen = entry.version;
        }
        if (entries.length < MAX_ACTIVITY_ENTRIES) return;
      }
    });
  let shown = '';
  let leave = () => {};
  sink.onClose(() => leave());
  leave = live.join(planId, {
    userId,
    changed: (version) => {
      if (version > seen) catchUp();
    },
    presence: (here) =>
      then(async () => {
        const now = JSON.stringify(here);
        if (now === shown) return;
        shown = now;
        await sink.send({ event: 'presence', data: { here } });
      }),
    end: () => sink.close(),
  });
  if (!sink.open) leave();
  if (after !== undefined && after < access.version) catchUp();
}
