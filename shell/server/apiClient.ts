import { endpoints, fillPath, fullPath, type DataOf, type RouteName, type ApiRoutes } from 'contract';
import type { ReadArgs } from 'shared/route';

/**
 * How the shell's server reads the API over HTTP (the same API the browser reaches at `/api`): the API's
 * envelope `{code, data}`, in a given language, with the visitor's cookie when the answer depends on who
 * asks. Every read ends by its deadline (an `AbortSignal`); a slow or failing API is an answer
 * (`failed`), never an exception or a hang.
 */

export type ApiRead<D> =
  /** `envelope`: the whole answer as the API sent it (what the browser's client would have received) */
  | { outcome: 'ok'; data: D; envelope: { code: number; data?: unknown } }
  /** the API says the thing does not exist (404, or 400 for an id no item can have) */
  | { outcome: 'missing' }
  /** no usable answer: unreachable, too slow, a server error, or not the API's envelope */
  | { outcome: 'failed' };

export interface ApiReadOptions {
  /** sent as Accept-Language */
  language: string;
  /** the visitor's Cookie header, forwarded */
  cookie?: string;
  /** ends the read (the caller's deadline) */
  signal: AbortSignal;
}

export interface ApiClient {
  /** a call of the contract by name: its path from the endpoint table, its data typed by its schema */
  read<N extends RouteName>(
    name: N,
    args: ReadArgs<N>,
    options: ApiReadOptions,
  ): Promise<ApiRead<DataOf<ApiRoutes[N]>>>;
  /** a path of the API outside the browser's contract (the sitemap data) */
  get<D>(path: string, options: ApiReadOptions): Promise<ApiRead<D>>;
}

export function createApiClient(apiTarget: string): ApiClient {
  const base = apiTarget.replace(/\/+$/, '');
  const client: ApiClient = {
    read(name, { params, query }, options) {
      const search = query
        ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
        : '';
      const path = fullPath(fillPath(endpoints[name].path, params ?? {}));
      return client.get(search ? `${path}?${search}` : path, options);
    },
    async get<D>(path: string, { language, cookie, signal }: ApiReadOptions): Promise<ApiRead<D>> {
      const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
      if (cookie) headers.cookie = cookie;
      try {
        const res = await fetch(`${base}${path}`, { headers, signal, redirect: 'error' });
        if (res.status === 404 || res.status === 400) {
          await res.body?.cancel();
          return { outcome: 'missing' };
        }
        if (res.status !== 200) {
          await res.body?.cancel();
          return { outcome: 'failed' };
        }
        const body = (await res.json()) as { code?: unknown; data?: unknown };
        if (body?.code !== 200 || body.data === undefined) return { outcome: 'failed' };
        return { outcome: 'ok', data: body.data as D, envelope: { ...body, code: body.code } };
      } catch {
        return { outcome: 'failed' };
      }
    },
  };
  return client;
}
