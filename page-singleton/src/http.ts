/** HTTP timeout: a request with no answer after 20 s fails. */
export const HTTP_TIMEOUT_MS = 20_000;

/** One request through the page's connection (the fields of axios's request config that the API client uses). */
export interface HttpRequest {
  /** the server's origin when it isn't the page's */
  baseURL?: string;
  url: string;
  method: string;
  /** the query; values are sent as strings */
  params?: Record<string, unknown>;
  /** a FormData goes as multipart/form-data, anything else as JSON */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** milliseconds before the request fails (default HTTP_TIMEOUT_MS) */
  timeout?: number;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** What came back, whatever the status: the body parsed as JSON when it is JSON, else its text. */
export interface HttpResponse {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/**
 * The page's one HTTP connection to the API: the same origin as the page (the shell serves `/api`), cookies
 * sent, success judged by `code` in the body rather than by HTTP status (every status resolves), and no answer
 * within the timeout a failure. Every copy of the API client sends through it, so a remote built on a newer
 * `shared` (with routes this page's copy doesn't know) still reaches the server the same way. It is callable
 * and has `request`, as an axios instance is, so a remote built when this was one keeps working.
 *
 * Calls go out with the browser's `fetch`. A call that reports upload progress goes through axios, loaded
 * then: `fetch` cannot report how much of a body has been sent, and axios's XMLHttpRequest adapter can. That
 * keeps axios (~19 KB compressed) out of every first visit, which makes no upload.
 */
export interface PageHttp {
  (config: HttpRequest): Promise<HttpResponse>;
  request(config: HttpRequest): Promise<HttpResponse>;
}

function send(config: HttpRequest): Promise<HttpResponse> {
  return config.onUploadProgress ? sendWithProgress(config) : sendWithFetch(config);
}

export const pageHttp: PageHttp = Object.assign(send, { request: send });

async function sendWithFetch(config: HttpRequest): Promise<HttpResponse> {
  const timeout = config.timeout ?? HTTP_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timeout of ${timeout}ms exceeded`)), timeout);
  const callerAborted = () => controller.abort(config.signal?.reason);
  if (config.signal?.aborted) callerAborted();
  config.signal?.addEventListener('abort', callerAborted, { once: true });
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...config.headers };
  let body: BodyInit | undefined;
  if (config.data instanceof FormData) body = config.data;
  else if (config.data !== undefined) {
    body = JSON.stringify(config.data);
    headers['Content-Type'] = 'application/json';
  }
  try {
    const response = await fetch(urlOf(config), {
      method: config.method.toUpperCase(),
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    // the body is read before the timer stops: a body that stalls fails like an answer that never comes
    const text = await response.text();
    return { status: response.status, data: parsed(text), headers: Object.fromEntries(response.headers) };
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', callerAborted);
  }
}

async function sendWithProgress(config: HttpRequest): Promise<HttpResponse> {
  const { default: axios } = await import('axios');
  const response = await axios.request({
    ...config,
    timeout: config.timeout ?? HTTP_TIMEOUT_MS,
    withCredentials: true,
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data as unknown,
    headers: { ...response.headers } as Record<string, string>,
  };
}

/** The request's URL: the base, the path and the query (undefined and null values left out). */
function urlOf({ baseURL, url, params }: HttpRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${baseURL ? baseURL.replace(/\/+$/, '') : ''}${url}${search ? `?${search}` : ''}`;
}

/** JSON when the text is JSON, the text otherwise (as axios answers). */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type AppJsListener = (appJs: string) => void;
const appJsListeners = new Set<AppJsListener>();

/** Listen to the `app_js` build id every response carries (the shell's app-update check). */
export function onAppJs(listener: AppJsListener): () => void {
  appJsListeners.add(listener);
  return () => appJsListeners.delete(listener);
}

/** Tell every listener the build id a response carried (called by each copy of the API client). */
export function notifyAppJs(appJs: string): void {
  appJsListeners.forEach((l) => l(appJs));
}
