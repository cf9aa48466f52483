import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { sendErrorKey } from './envelope';
import './types';

/**
 * Idempotency keys: a write sent with `Idempotency-Key: <key>` is remembered for IDEMPOTENCY_HOURS with the answer it
 * got, per caller (the account, or `guest` without a session). The same key again, for the same method, path and
 * body, gets the remembered answer and applies nothing; the same key for another request is refused (422). A client
 * makes one key per write it means (a queued edit keeps its key however often it is sent), so a write resent after
 * a lost answer is applied once.
 *
 * Only answers of 2xx are remembered: a refused or failed write applied nothing, so sending it again is safe and may
 * succeed. An answer that started or ended a session is not remembered either (a replay carries no cookie).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_HOURS = 24;
/** what a key may be: a UUID (what the site sends) or any other token of 8–200 safe characters */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
/** the answer header that says an answer is the remembered one */
export const REPLAYED_HEADER = 'idempotent-replayed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ClaimedKey {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the Idempotency-Key this request holds while it is handled (its answer is remembered under it) */
    idempotency: ClaimedKey | null;
    /** the request started or ended a session (its answer is never replayed) */
    sessionChanged: boolean;
  }
}

export function scopeOf(req: FastifyRequest): string {
  return req.user ? `account:${req.user.id}` : 'guest';
}

export function bodySha256(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Before a write's handler: claim its key (the handler runs) or answer from what is remembered (the handler does
 * not run). Returns true when the request was answered here (the hook then returns the reply).
 */
export async function answerFromIdempotencyKey(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (SAFE_METHODS.has(req.method)) return false;
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return false;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    sendErrorKey(req, reply, 400, 'idempotency_key_invalid');
    return true;
  }
  const db = req.server.db;
  const scope = scopeOf(req);
  const request = { method: req.method, path: req.url, body_sha256: bodySha256(req.body) };
  // the rows past their time go as new ones come (indexed on expires_at)
  await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key: header,
      ...request,
      expires_at: sql<Date>`now() + ${`${IDEMPOTENCY_HOURS} hours`}::interval`,
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) {
    req.idempotency = { scope, key: header };
    return false;
  }
  const kept = await db
    .selectFrom('idempotency_keys')
    .select(['method', 'path', 'body_sha256', 'status', 'answer'])
    .where('scope', '=', scope)
    .where('key', '=', header)
    .executeTakeFirst();
  if (
    !kept ||
    kept.method !== request.method ||
    kept.path !== request.path ||
    kept.body_sha256 !== request.body_sha256
  ) {
    // (a row gone between the two statements was pruned: its key belongs to another request all the same)
    sendErrorKey(req, reply, 422, 'idempotency_key_reused');
    return true;
  }
  if (kept.status === null || kept.answer === null) {
    sendErrorKey(req, reply, 409, 'idempotency_key_in_flight');
    return true;
  }
  const answer = typeof kept.answer === 'string' ? (JSON.parse(kept.answer) as object) : kept.answer;
  reply
    .code(kept.status)
    .header(REPLAYED_HEADER, 'true')
    .send({ ...answer, app_js: req.server.appJs() });
  return true;
}

/** After a write's handler answered 2xx: remember its answer under the key it holds. */
export async function rememberAnswer(req: FastifyRequest, status: number, answer: object): Promise<void> {
  const held = req.idempotency;
  if (!held) return;
  if (req.sessionChanged || status < 200 || status >= 300) return;
  await req.server.db
    .updateTable('idempotency_keys')
    .set({ status, answer: JSON.stringify(answer) })
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .execute();
  req.idempotency = null;
}

/**
 * Once a request is answered: a key it still holds (its write was refused, failed, or changed the session) is let go,
 * so the same write may be sent again with it.
 */
export async function releaseUnansweredKey(req: FastifyRequest): Promise<void> {
  const held = req.idempotency;
  if (!held) return;
  req.idempotency = null;
  await req.server.db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .where('status', 'is', null)
    .execute();
}
