/** @jest-environment node */
// Runs in node against a real loopback server (no mocks): calls through node's fetch, calls that report upload
// progress through axios's http adapter.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient, ApiError, apiStreamUrl, errorMessage } from './client';
import { HTTP_TIMEOUT_MS, pageHttp } from 'page-singleton';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
interface Reply {
  status?: number;
  body: unknown;
  /** defaults to application/json when body is not a string */
  contentType?: string;
}

let server: Server;
let baseURL: string;
let seen: Seen[] = [];
let reply: (req: Seen) => Reply = () => ({ body: { code: 200, data: null, app_js: 'build-1' } });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(s);
      const r = reply(s);
      const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      res.writeHead(r.status ?? 200, {
        'Content-Type': r.contentType ?? (typeof r.body === 'string' ? 'text/html' : 'application/json'),
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  reply = () => ({ body: { code: 200, data: null, app_js: 'build-1' } });
});

let language = 'zh-Hant-TW';
const appJs: string[] = [];
const makeClient = () =>
  new ApiClient({ http: pageHttp, baseURL, language: () => language, onAppJs: (a) => appJs.push(a) });

/** The rejection of `p`, which must reject with an ApiError. */
async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('ApiClient against a real HTTP server', () => {
  beforeEach(() => {
    language = 'zh-Hant-TW';
    appJs.length = 0;
  });

  it('fails a call after its timeout (20 s by default) and sends cookies', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(20_000);
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const started = Date.now();
    await expect(
      pageHttp.request({ baseURL: `http://127.0.0.1:${port}`, url: '/api/v1/app', method: 'get', timeout: 200 }),
    ).rejects.toThrow(/timeout of 200ms exceeded/);
    expect(Date.now() - started).toBeLessThan(HTTP_TIMEOUT_MS);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await makeClient().call('getApp', {});
    await pageHttp({ baseURL, url: '/api/v1/app', method: 'get', headers: { Cookie: 'sid=s1' } });
    expect(seen.at(-1)?.headers.cookie).toBe('sid=s1');
  });

  it('a caller that aborts ends the call with status 0', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const client = new ApiClient({ http: pageHttp, baseURL: `http://127.0.0.1:${port}`, language: () => 'en' });
    const controller = new AbortController();
    const call = rejection(client.call('getApp', { signal: controller.signal }));
    controller.abort();
    const err = await call;
    expect(err.status).toBe(0);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('reports upload progress up to the whole body, and the server gets the multipart body', async () => {
    const client = makeClient();
    const form = new FormData();
    form.append('batch_id', 'b-2');
    form.append('file', new Blob(['x'.repeat(200_000)], { type: 'image/png' }), 'big.png');
    const fractions: number[] = [];
    await client.call('uploadPostMedia', { body: form, onUploadProgress: (f) => fractions.push(f) });
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen[0].body).toContain('filename="big.png"');
  });

  it('sends X-Requested-With on every call (the API refuses state changes without it: CSRF)', async () => {
    const client = makeClient();
    await client.call('userExists', { body: { email: 'a@b.co' } });
    await client.call('getApp');
    expect(seen.map((s) => s.headers['x-requested-with'])).toEqual(['XMLHttpRequest', 'XMLHttpRequest']);
  });

  it('sends the current language as Accept-Language on every call', async () => {
    const client = makeClient();
    await client.call('getApp');
    language = 'en';
    await client.call('getApp');
    expect(seen.map((s) => s.headers['accept-language'])).toEqual(['zh-Hant-TW', 'en']);
  });

  it('uses the method and the full path: /api/v1 prefix, /api/v2 kept, trailing slash kept', async () => {
    const client = makeClient();
    await client.call('getApp');
    await client.call('getGlobalMenuV2');
    await client.call('deletePost', { params: { id: 12 } });
    await client.call('getPostStatus', { query: { place_id: 4 } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/v1/app',
      'GET /api/v2/global/menu',
      'DELETE /api/v1/post/12',
      'GET /api/v1/post/status/?place_id=4',
    ]);
  });

  it('fills path params URI-encoded', async () => {
    const client = makeClient();
    await client.call('verifyEmail', { params: { part1: 'a b', part2: 'x/y', part3: 'ü?' } });
    await client.call('insertPlanPlace', { params: { planId: 3, placeId: 40 }, body: { action: 'insert' } });
    expect(seen[0].url).toBe('/api/v1/user/verify/a%20b/x%2Fy/%C3%BC%3F/');
    expect(seen[1].url).toBe('/api/v1/plan/3/place/40');
  });

  it('joins query arrays with commas and drops undefined and null values', async () => {
    const client = makeClient();
    await client.call('searchExperiences', {
      query: {
        place_id: 'Taipei 101',
        tag_id: [3, 5, 8] as unknown as string,
        country_place_id: undefined,
        area_place_id: null as unknown as string,
        only_count: true,
        page: 2,
      },
    });
    const url = new URL(seen[0].url, baseURL);
    expect(url.pathname).toBe('/api/v1/video_experience/search');
    expect(url.searchParams.get('tag_id')).toBe('3,5,8');
    expect(url.searchParams.get('place_id')).toBe('Taipei 101');
    expect(url.searchParams.get('only_count')).toBe('true');
    expect(url.searchParams.get('page')).toBe('2');
    expect([...url.searchParams.keys()].sort()).toEqual(['only_count', 'page', 'place_id', 'tag_id']);
  });

  it('sends the body as JSON', async () => {
    const client = makeClient();
    await client.call('emailLogin', { body: { email: 'demo@example.com', password: 'pw', remember: true } });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'demo@example.com', password: 'pw', remember: true });
  });

  it('sends a FormData body as multipart/form-data', async () => {
    const client = makeClient();
    const form = new FormData();
    form.append('place_id', '5');
    form.append('batch_id', 'b-1');
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'photo.png');
    await client.call('uploadPostMedia', { body: form });
    expect(seen[0].url).toBe('/api/v1/post/media-upload');
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="batch_id"');
    expect(seen[0].body).toContain('filename="photo.png"');
    expect(seen[0].body).toContain('PNGDATA');
  });

  it('resolves with the envelope when the body code is 200', async () => {
    reply = () => ({ body: { code: 200, data: { id: 3 }, result: { max_page: 4 }, app_js: 'build-1' } });
    const res = await makeClient().call('getPlace', { params: { placeId: 3 } });
    expect(res).toEqual({ code: 200, data: { id: 3 }, result: { max_page: 4 }, app_js: 'build-1' });
  });

  it('rejects a 200 HTTP response whose body code is not 200, carrying the server JSON body', async () => {
    const envelope = { code: 401, message: 'Please sign in', app_js: 'build-1' };
    reply = () => ({ status: 200, body: envelope });
    const err = await rejection(makeClient().call('getMe'));
    expect(err.status).toBe(200);
    expect(err.body).toEqual(envelope);
    expect(err.message).toBe('Please sign in');
    expect(errorMessage(err, 'fallback')).toBe('Please sign in');
  });

  it('rejects an HTTP error with the server JSON envelope as body', async () => {
    const envelope = { code: 400, message: 'place_id must be an integer', app_js: 'build-1' };
    reply = () => ({ status: 400, body: envelope });
    const err = await rejection(makeClient().call('getPlace', { params: { placeId: 1 } }));
    expect(err.status).toBe(400);
    expect(err.body).toEqual(envelope);
    expect(err.raw).toBeUndefined();
  });

  // Decision: success is judged by code 200 in the body alone; the HTTP status is not consulted,
  // so a 4xx/5xx status whose body nevertheless says code 200 resolves. The API server never sends
  // that combination; the client simply follows the body.
  it('resolves a non-2xx HTTP response whose body code is 200 (success is judged by the body only)', async () => {
    reply = () => ({ status: 400, body: { code: 200, data: 'ok', app_js: 'build-1' } });
    await expect(makeClient().call('getApp')).resolves.toMatchObject({ code: 200, data: 'ok' });
  });

  it('rejects with the raw response when the body is not JSON', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    const err = await rejection(makeClient().call('getApp'));
    expect(err.status).toBe(502);
    expect(err.body).toBeUndefined();
    const raw = err.raw as { status: number; data: unknown; headers: Record<string, string> };
    expect(raw.status).toBe(502);
    expect(raw.data).toBe('<html>Bad gateway</html>');
    expect(raw.headers['content-type']).toMatch(/text\/html/);
    expect(errorMessage(err, 'fallback')).toBe('fallback');
  });

  it('rejects with the raw response when the JSON is not an envelope (no numeric code)', async () => {
    reply = () => ({ status: 404, body: { error: 'Not Found', statusCode: 404 } });
    const err = await rejection(makeClient().call('getApp'));
    expect(err.body).toBeUndefined();
    expect((err.raw as { data: unknown }).data).toEqual({ error: 'Not Found', statusCode: 404 });
  });

  it('a 200 HTTP response with a non-JSON body rejects too', async () => {
    reply = () => ({ status: 200, body: 'hello' });
    const err = await rejection(makeClient().call('getApp'));
    expect(err.status).toBe(200);
    expect((err.raw as { data: unknown }).data).toBe('hello');
  });

  it('rejects with status 0 and the transport error when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = new ApiClient({ http: pageHttp, baseURL: `http://127.0.0.1:${port}`, language: () => 'en' });
    const err = await rejection(client.call('getApp'));
    expect(err.status).toBe(0);
    expect(err.body).toBeUndefined();
    // node's fetch rejects with an error of node's realm, not of the test's: compare by kind
    expect(Object.prototype.toString.call(err.raw)).toBe('[object Error]');
  });

  it('calls onAppJs with the app_js of every envelope, success or failure', async () => {
    const client = makeClient();
    reply = () => ({ body: { code: 200, app_js: 'build-7' } });
    await client.call('getApp');
    reply = () => ({ status: 401, body: { code: 401, message: 'no', app_js: 'build-8' } });
    await rejection(client.call('getMe'));
    reply = () => ({ status: 502, body: 'down' });
    await rejection(client.call('getApp'));
    expect(appJs).toEqual(['build-7', 'build-8']);
  });
});

describe('an ApiError made by another module’s copy of the client', () => {
  // each remote bundles its own copy of this module; a write or read run through the page's one cache may be sent
  // by another module's copy, and the screen that asked must still see the server's answer
  it('is an ApiError here, and its message is the server’s', () => {
    let OtherApiError: typeof ApiError | undefined;
    jest.isolateModules(() => {
      OtherApiError = (jest.requireActual('./client') as typeof import('./client')).ApiError;
    });
    expect(OtherApiError).toBeDefined();
    expect(OtherApiError).not.toBe(ApiError);
    const err = new OtherApiError!(
      'Request failed',
      401,
      { code: 401, message: 'Wrong e-mail or password.', app_js: 'x' },
      null,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err, 'Signing in failed.')).toBe('Wrong e-mail or password.');
    // anything else is not
    expect(new Error('x')).not.toBeInstanceOf(ApiError);
    expect({ status: 401, body: { message: 'forged' } }).not.toBeInstanceOf(ApiError);
    expect(errorMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('apiStreamUrl', () => {
  it('is the stream route’s full path with its parameters and query (no empty query), on the given origin', () => {
    expect(apiStreamUrl('getPlanEvents', { params: { id: 7 }, query: { after: 12 } })).toBe(
      '/api/v1/plan/7/events?after=12',
    );
    expect(apiStreamUrl('getPlanEvents', { params: { id: 7 }, query: {} }, 'https://api.example')).toBe(
      'https://api.example/api/v1/plan/7/events',
    );
  });
});
