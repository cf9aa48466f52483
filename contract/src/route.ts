import { Type, type Static, type TSchema, type TObject } from '@sinclair/typebox';
import type { Endpoint, HttpMethod } from './endpoints';

/** The JSON envelope every API response uses. Success iff `code === 200`. */
export const Envelope = <D extends TSchema, R extends TSchema>(data: D, result: R) =>
  Type.Object({
    code: Type.Integer(),
    data: Type.Optional(data),
    result: Type.Optional(result),
    message: Type.Optional(Type.String()),
    app_js: Type.String(),
  });

/** One API call: its endpoint (method and path, ./endpoints.ts) with the schemas of what goes in and out. */
export interface RouteDef<
  P extends TObject = TObject,
  Q extends TObject = TObject,
  B extends TSchema = TSchema,
  D extends TSchema = TSchema,
  R extends TSchema = TSchema,
> extends Endpoint {
  summary: string;
  params: P;
  query: Q;
  body: B | null;
  /** multipart/form-data body (validated by the handler, not by JSON schema) */
  multipart?: boolean;
  data: D;
  result: R;
  /** requires a signed-in user */
  auth?: boolean;
  /**
   * answers a stream of Server-Sent Events (text/event-stream) instead of the envelope; `data` is what one event
   * carries. A refusal before the stream starts is the usual error envelope.
   */
  stream?: boolean;
}

const Empty = Type.Object({});
const Nothing = Type.Null();

/** A route on its endpoint (`{ ...endpoints.name, summary, … }`); the route keeps the endpoint's literal method and
 * path, so the route table can be checked against the endpoint table. */
export function defineRoute<
  M extends HttpMethod,
  Path extends string,
  P extends TObject = typeof Empty,
  Q extends TObject = typeof Empty,
  B extends TSchema = typeof Nothing,
  D extends TSchema = typeof Nothing,
  R extends TSchema = typeof Nothing,
  A extends boolean | undefined = undefined,
>(def: {
  method: M;
  path: Path;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  multipart?: boolean;
  data?: D;
  result?: R;
  auth?: A;
  stream?: boolean;
}): RouteDef<P, Q, B, D, R> & { method: M; path: Path; auth: A } {
  return {
    method: def.method,
    path: def.path,
    summary: def.summary,
    params: (def.params ?? Empty) as P,
    query: (def.query ?? Empty) as Q,
    body: (def.body ?? null) as B | null,
    multipart: def.multipart,
    data: (def.data ?? Nothing) as D,
    result: (def.result ?? Nothing) as R,
    auth: def.auth as A,
    ...(def.stream ? { stream: true } : {}),
  };
}

export type ParamsOf<T extends RouteDef> = Static<T['params']>;
export type QueryOf<T extends RouteDef> = Static<T['query']>;
/** The body type (distributes over `schema | null`, keeping the schema's static type). */
export type BodyOf<T extends RouteDef> = T['body'] extends infer B ? (B extends TSchema ? Static<B> : never) : never;
export type DataOf<T extends RouteDef> = Static<T['data']>;
export type ResultOf<T extends RouteDef> = Static<T['result']>;

export interface ApiEnvelope<D = unknown, R = unknown> {
  code: number;
  data?: D;
  result?: R;
  message?: string;
  app_js: string;
}
