import { Type, type Static, type TSchema, type TObject } from '@sinclair/typebox';

/** The JSON envelope every API response uses (spec §8, DESIGN §6). Success iff `code === 200`. */
export const Envelope = <D extends TSchema, R extends TSchema>(data: D, result: R) =>
  Type.Object({
    code: Type.Integer(),
    data: Type.Optional(data),
    result: Type.Optional(result),
    message: Type.Optional(Type.String()),
    app_js: Type.String(),
  });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of spec §7. `path` is relative to `/api/v1` unless it starts with `/api/`
 * (e.g. `/api/v2/global/menu`). Path parameters are written `:name`.
 */
export interface RouteDef<
  P extends TObject = TObject,
  Q extends TObject = TObject,
  B extends TSchema = TSchema,
  D extends TSchema = TSchema,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  path: string;
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
}

const Empty = Type.Object({});
const Nothing = Type.Null();

export function defineRoute<
  P extends TObject = typeof Empty,
  Q extends TObject = typeof Empty,
  B extends TSchema = typeof Nothing,
  D extends TSchema = typeof Nothing,
  R extends TSchema = typeof Nothing,
>(def: {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  multipart?: boolean;
  data?: D;
  result?: R;
  auth?: boolean;
}): RouteDef<P, Q, B, D, R> {
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
    auth: def.auth,
  };
}

/** Full URL path of a route, with `/api/v1` prefixed unless the path is already absolute under `/api/`. */
export function fullPath(path: string): string {
  return path.startsWith('/api/') ? path : `/api/v1${path}`;
}

/** Fill `:name` path parameters. Values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
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
