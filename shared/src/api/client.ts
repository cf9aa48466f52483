import type { HttpResponse, PageHttp } from 'page-singleton';
// The route schemas are the server's (they need the schema builder): the client takes their types only, and calls
// by the plain endpoint table.
import type { ApiEnvelope, BodyOf, DataOf, ParamsOf, QueryOf, ResultOf, RouteName, ApiRoutes } from 'contract';
import { endpoints, fillPath, fullPath } from 'contract/endpoints';

/**
 * Why a call failed: the server's JSON body if there was one, otherwise the raw response
 * (or the transport error when nothing came back).
 */
/**
 * The mark of an ApiError, in the global symbol registry: each module bundles its own copy of this class, and a read
 * or a write run through the page's one cache may have been sent by another module's copy (the first to register
 * a write's defaults, the first screen to ask a query), so `instanceof` asks for the mark, not the class.
 */
const API_ERROR = Symbol.for('ti:api-error');

export class ApiError extends Error {
  /** true for an ApiError made by any module's copy of this class */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR] === true;
  }

  constructor(
    message: string,
    readonly status: number,
    /** the server's JSON envelope, when it sent one */
    readonly body: ApiEnvelope | undefined,
    /** the raw response or transport error, when there was no JSON body */
    readonly raw: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    Object.defineProperty(this, API_ERROR, { value: true });
  }
}

export type CallArgs<N extends RouteName> = {
  params?: ParamsOf<ApiRoutes[N]>;
  query?: QueryOf<ApiRoutes[N]>;
  body?: BodyOf<ApiRoutes[N]> | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  /**
   * Sent as the Idempotency-Key header: the server remembers the answer to a write with a key for a day, so the
   * same write sent again (a queued one resent after a lost answer) is applied once.
   */
  idempotencyKey?: string;
};

export type CallResponse<N extends RouteName> = ApiEnvelope<DataOf<ApiRoutes[N]>, ResultOf<ApiRoutes[N]>>;

export interface ApiClientOptions {
  /** the connection it sends through (the page's `pageHttp`: timeout, cookies, status left to `code`) */
  http: PageHttp;
  /** the server's origin when it isn't the page's */
  baseURL?: string;
  /** returns the current interface language, sent as Accept-Language */
  language: () => string;
  /** called with every envelope's app_js (the app-update check reads it) */
  onAppJs?: (appJs: string) => void;
}

function isEnvelope(x: unknown): x is ApiEnvelope {
  return typeof x === 'object' && x !== null && typeof (x as ApiEnvelope).code === 'number';
}

/** The typed API client: the only way a module calls the server. */
export class ApiClient {
  readonly http: PageHttp;

  constructor(private readonly options: ApiClientOptions) {
    this.http = options.http;
  }

  /** Call route `name`. Resolves with the envelope when its `code` is 200, rejects with ApiError otherwise. */
  async call<N extends RouteName>(name: N, args: CallArgs<N> = {}): Promise<CallResponse<N>> {
    const { method, path } = endpoints[name];
    const url = fullPath(fillPath(path, (args.params ?? {}) as Record<string, unknown>));
    let response: HttpResponse;
    try {
      response = await this.http.request({
        baseURL: this.options.baseURL,
        url,
        method,
        params: cleanQuery(args.query as Record<string, unknown> | undefined),
        data: args.body as unknown,
        signal: args.signal,
        headers: {
          'Accept-Language': this.options.language(),
          'X-Requested-With': 'XMLHttpRequest',
          ...(args.idempotencyKey ? { 'Idempotency-Key': args.idempotencyKey } : {}),
        },
        onUploadProgress: args.onUploadProgress
          ? (e) => args.onUploadProgress!(e.total ? e.loaded / e.total : 0)
          : undefined,
      });
    } catch (err) {
      throw new ApiError(err instanceof Error ? err.message : 'Network error', 0, undefined, err);
    }
    const body: unknown = response.data;
    if (isEnvelope(body)) {
      if (body.app_js) this.options.onAppJs?.(body.app_js);
      if (body.code === 200) return body as CallResponse<N>;
      throw new ApiError(body.message ?? `Request failed (${body.code})`, response.status, body, undefined);
    }
    throw new ApiError(`Request failed (${response.status})`, response.status, undefined, response);
  }
}

/**
 * The address of a stream route (`stream: true`, Server-Sent Events) for the browser's EventSource, which sends the
 * page's cookies and, reconnecting, the last event id itself.
 */
export function apiStreamUrl<N extends RouteName>(
  name: N,
  args: Pick<CallArgs<N>, 'params' | 'query'> = {},
  baseURL = '',
): string {
  const url = fullPath(fillPath(endpoints[name].path, (args.params ?? {}) as Record<string, unknown>));
  const query = Object.entries(cleanQuery(args.query as Record<string, unknown> | undefined) ?? {});
  const search = new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString();
  return `${baseURL}${url}${search ? `?${search}` : ''}`;
}

/** Drop undefined values; join arrays with commas (the contract's list form). */
function cleanQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

/** The message to show for a failed call: the server's message if it sent one. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body?.message) return err.body.message;
  return fallback;
}
