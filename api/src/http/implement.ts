import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Envelope, fullPath, type BodyOf, type DataOf, type ResultOf, type RouteDef } from 'contract';
import { loadSession, SESSION_COOKIE } from '../auth/session';
import type { UserRow } from '../db/schema';
import { unauthorized } from './errors';
import { answerFromIdempotencyKey, releaseUnansweredKey, rememberAnswer } from './idempotency';
import { ErrorEnvelope } from './envelope';
import './types';

/** A route that requires sign-in (`auth: true`) always has its user: the request is refused before its handler otherwise. */
type SignedIn<D extends RouteDef> = D extends { auth: true } ? { user: UserRow } : unknown;

export type ImplRequest<D extends RouteDef> = FastifyRequest<{
  Params: Static<D['params']>;
  Querystring: Static<D['query']>;
  Body: BodyOf<D>;
}> &
  SignedIn<D>;

/** What a handler returns; `implement` wraps it in the envelope `{code: 200, data, result, app_js}`. */
export interface Handled<D extends RouteDef> {
  data?: DataOf<D>;
  result?: ResultOf<D>;
  message?: string;
}

export type Handler<D extends RouteDef> = (req: ImplRequest<D>, reply: FastifyReply) => Promise<Handled<D>>;

/** fastify path syntax is the same `:name` form the contract uses */
function tagOf(path: string): string {
  const segment = fullPath(path).split('/')[3] ?? 'misc';
  return segment.replace(/[^a-z_]/gi, '') || 'misc';
}

/** The session's user on the request (refused 401 when the route needs one and there is none). */
async function loadCaller(app: FastifyInstance, def: RouteDef, req: FastifyRequest): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    const found = await loadSession(app.db, token);
    if (found) {
      req.user = found.user;
      req.session = found.session;
      req.sessionToken = token;
    }
  }
  if (def.auth && !req.user) throw unauthorized();
}

/** One event of a stream route: `data` is its route's `data` (sent as JSON). */
export interface StreamEvent {
  event: string;
  /** the event's id: what a reconnecting browser sends back as Last-Event-ID */
  id?: string;
  data: unknown;
}

/** Where a stream route's handler sends its events, once it has accepted the request. */
export interface EventSink {
  send(event: StreamEvent): Promise<void>;
  /** end the stream (the client reconnects) */
  close(): void;
  /** called once, when the stream ends either way */
  onClose(callback: () => void): void;
  /** whether the stream is still open */
  readonly open: boolean;
}

/** How often a stream sends a comment line, so a proxy or browser keeps a quiet stream open. */
export const STREAM_HEARTBEAT_MS = 15_000;

/**
 * Register one contract route that answers Server-Sent Events (`stream: true`, through @fastify/sse): the session
 * and `auth` as for any route, then the handler checks the request and throws a refusal (the usual error envelope)
 * or calls `accept()`, which starts the stream and gives the sink to send on. The stream stays open until the
 * client leaves or the handler closes it.
 */
export function implementStream<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (req: ImplRequest<D>, accept: () => EventSink) => Promise<void>,
): void {
  const hasParams = Object.keys(def.params.properties ?? {}).length > 0;
  const hasQuery = Object.keys(def.query.properties ?? {}).length > 0;
  // a stream never ends by itself: the app's open ones are ended before its server waits for its requests to end
  const streams = new Set<EventSink>();
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });
  app.route({
    method: def.method,
    url: fullPath(def.path),
    // no Accept negotiation: the route answers nothing but its stream (or a refusal)
    sse: { kind: 'manual', heartbeat: true },
    schema: {
      summary: def.summary,
      tags: [tagOf(def.path)],
      ...(hasParams ? { params: def.params } : {}),
      ...(hasQuery ? { querystring: def.query } : {}),
      ...(def.auth ? { security: [{ cookieAuth: [] }] } : {}),
      produces: ['text/event-stream'],
      response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
    },
    preHandler: async (req) => loadCaller(app, def, req),
    handler: async (req, reply) => {
      const sse = reply.sse;
      const accept = (): EventSink => {
        sse.keepAlive();
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cache-control', 'no-store');
        sse.sendHeaders(200);
        const sink: EventSink = {
          send: async (event) => {
            if (sse.isConnected) await sse.send({ ...event, data: event.data });
          },
          close: () => sse.close(),
          onClose: (callback) => sse.onClose(callback),
          get open() {
            return sse.isConnected;
          },
        };
        streams.add(sink);
        sse.onClose(() => streams.delete(sink));
        return sink;
      };
      await handler(req as unknown as ImplRequest<D>, accept);
    },
  });
}

/**
 * Register one contract route: its full path, its TypeBox schemas for params/querystring/body (validated,
 * path and query coerced), the envelope response schema (OpenAPI), the session, and `auth`.
 */
export function implement<D extends RouteDef>(app: FastifyInstance, def: D, handler: Handler<D>): void {
  const hasParams = Object.keys(def.params.properties ?? {}).length > 0;
  const hasQuery = Object.keys(def.query.properties ?? {}).length > 0;
  app.route({
    method: def.method,
    url: fullPath(def.path),
    schema: {
      summary: def.summary,
      tags: [tagOf(def.path)],
      ...(hasParams ? { params: def.params } : {}),
      ...(hasQuery ? { querystring: def.query } : {}),
      ...(def.body && !def.multipart ? { body: def.body } : {}),
      ...(def.auth ? { security: [{ cookieAuth: [] }] } : {}),
      response: {
        200: Envelope(def.data, def.result),
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    preHandler: async (req, reply) => {
      await loadCaller(app, def, req);
      // a multipart body is read by the handler, so it cannot be compared with the one a key was first sent with
      if (!def.multipart && (await answerFromIdempotencyKey(req, reply))) return reply;
    },
    onResponse: async (req) => releaseUnansweredKey(req),
    handler: async (req, reply) => {
      const out = await handler(req as unknown as ImplRequest<D>, reply);
      const body: Record<string, unknown> = { code: 200 };
      if (out.data !== undefined) body.data = out.data;
      if (out.result !== undefined) body.result = out.result;
      if (out.message !== undefined) body.message = out.message;
      body.app_js = app.appJs();
      await rememberAnswer(req, 200, body);
      return reply.code(200).send(body);
    },
  });
}
