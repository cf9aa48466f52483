import { HTTP_TIMEOUTS } from '../src/config';
import {
  body,
  buildTestApp,
  captureLogs,
  parseAnswers,
  rawExchange,
  signedInUser,
  TEST_APP_JS,
  type TestApp,
} from './helpers';

const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: logs.logger });
});
afterAll(() => t?.close());

describe('unexpected errors', () => {
  it('a failing query gives a generic localized 500 without internals, logged whole; the process goes on', async () => {
    // break the table the route reads, the way a lost database would break it
    await t.app.db.schema.alterTable('tags').renameTo('tags_gone').execute();
    try {
      const since = logs.lines.length;
      const res = await t.inject({ url: '/api/v1/video_experience/1', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // the log has what the client does not: the error, its stack and the request it belongs to
      const logged = await logs.waitFor((l) => l.msg === 'unhandled error', since);
      expect(logged.level).toBe(50);
      expect(logged.reqId).toEqual(expect.any(String));
      expect(logged.err?.message).toMatch(/tags/);
      expect(logged.err?.stack).toMatch(/\n\s+at /);
      expect(body(res)).toEqual({
        code: 500,
        message: 'Something went wrong on our side. Please try again later.',
        app_js: TEST_APP_JS,
      });
      expect(res.body).not.toMatch(/tags|stack|relation|at \w+ \(/);
      const zh = await t.inject('/api/v1/video_experience/1');
      expect(body(zh).message).toBe('伺服器發生錯誤，請稍後再試。');
    } finally {
      await t.app.db.schema.alterTable('tags_gone').renameTo('tags').execute();
    }
    expect((await t.inject('/api/v1/video_experience/1')).statusCode).toBe(200);
  });

  it('an over-large body is refused with 413 in the envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'a@b.cd', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ code: 413, message: 'The request body is too large.', app_js: TEST_APP_JS });
  });

  it('an unsupported content type is refused with 415 in the envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      headers: { 'accept-language': 'en', 'content-type': 'text/xml' },
      rawBody: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(body(res).code).toBe(415);
  });
});

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it('on successes, client errors, files, the docs and compressed answers (server errors: above)', async () => {
    const { cookie } = await signedInUser(t, 'sniff@example.com', 'sniff-pass-2026');
    const answers = [
      await t.inject('/api/v1/app'),
      await t.inject('/api/v1/no-such-call'),
      await t.inject('/api/media/posts/nothing.jpg'),
      await t.inject({ method: 'POST', url: '/api/v1/user/email_login', payload: {}, noCsrfHeader: true }),
      await t.inject({ method: 'POST', url: '/api/v1/user/email_login', payload: { email: 'x' } }),
      await t.inject({
        method: 'POST',
        url: '/api/v1/user/email_login',
        headers: { 'content-type': 'application/json' },
        rawBody: '{"broken',
      }),
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/media-upload',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=zzz' },
        rawBody: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nAAAA',
      }),
      // the docs, compressed (over 1 KB)
      await t.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } }),
    ];
    expect(answers.map((a) => [a.statusCode, a.headers['x-content-type-options']])).toEqual(
      answers.map((a) => [a.statusCode, 'nosniff']),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200, 404, 403, 400]));
    expect(answers.at(-1)!.headers['content-encoding']).toBe('br');
  });

  it('on requests Node cannot read: a malformed request line (400), headers too large (431), as envelopes', async () => {
    const bad = parseAnswers(await (await rawExchange(t, 'GET /api/v1/app HTTP/1.1\r\nHost\r\n\r\n')).answer);
    const huge = parseAnswers(
      await (
        await rawExchange(t, `GET /api/v1/app HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
      ).answer,
    );
    expect(
      [...bad, ...huge].map((a) => [a.statusCode, a.headers['x-content-type-options'], JSON.parse(a.body)]),
    ).toEqual([
      [400, 'nosniff', { code: 400, message: '請求格式不正確。', app_js: TEST_APP_JS }],
      [431, 'nosniff', { code: 431, message: '請求標頭過大。', app_js: TEST_APP_JS }],
    ]);
  });
});

describe('Cache-Control: no cache keeps an answer unless its route allows it', () => {
  it('signed in, signed out, errors, refusals and public calls: no-store', async () => {
    const { cookie } = await signedInUser(t, 'no-store@example.com', 'no-store-pass-2026');
    const answers = {
      me: await t.inject({ url: '/api/v1/user/me', headers: { cookie } }),
      history: await t.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie } }),
      settings: await t.inject({ url: '/api/v1/user/me/video_experience/history_settings', headers: { cookie } }),
      experience: await t.inject({ url: '/api/v1/video_experience/1', headers: { cookie } }),
      view: await t.inject({ url: '/api/v1/video_experience/1/view', headers: { cookie } }),
      signedOut: await t.inject('/api/v1/user/me'),
      app: await t.inject('/api/v1/app'),
      notFound: await t.inject('/api/v1/no-such-call'),
      noFile: await t.inject('/api/media/posts/nothing.jpg'),
      refused: await t.inject({ url: '/api/v1/user/me/logout', headers: { cookie }, noCsrfHeader: true }),
      invalid: await t.inject({ method: 'POST', url: '/api/v1/user/email_login', payload: { email: 'x' } }),
      compressed: await t.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } }),
    };
    expect(
      Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, [a.statusCode, a.headers['cache-control']]])),
    ).toEqual({
      me: [200, 'no-store'],
      history: [200, 'no-store'],
      settings: [200, 'no-store'],
      experience: [200, 'no-store'],
      view: [200, 'no-store'],
      signedOut: [401, 'no-store'],
      app: [200, 'no-store'],
      notFound: [404, 'no-store'],
      noFile: [404, 'no-store'],
      refused: [403, 'no-store'],
      invalid: [400, 'no-store'],
      compressed: [200, 'no-store'],
    });
  });

  it('on requests Node cannot read', async () => {
    const bad = parseAnswers(await (await rawExchange(t, 'GET /api/v1/app HTTP/1.1\r\nHost\r\n\r\n')).answer);
    expect(bad.map((a) => [a.statusCode, a.headers['cache-control']])).toEqual([[400, 'no-store']]);
  });
});

describe('how long a client may take', () => {
  it('the server runs with the documented limits', () => {
    const server = t.app.server;
    expect({
      headersMs: server.headersTimeout,
      requestMs: server.requestTimeout,
      idleMs: server.timeout,
      keepAliveMs: server.keepAliveTimeout,
    }).toEqual({
      headersMs: HTTP_TIMEOUTS.headersMs,
      requestMs: HTTP_TIMEOUTS.requestMs,
      idleMs: HTTP_TIMEOUTS.idleMs,
      keepAliveMs: HTTP_TIMEOUTS.keepAliveMs,
    });
    // Node refuses a headers limit above the request limit
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
  });

  describe('with short limits', () => {
    const shortLogs = captureLogs();
    let quick: TestApp;
    beforeAll(async () => {
      quick = await buildTestApp(
        { httpTimeouts: { headersMs: 300, requestMs: 600, idleMs: 10_000, keepAliveMs: 1000, checkEveryMs: 100 } },
        { logger: shortLogs.logger },
      );
    });
    afterAll(() => quick?.close());

    it('stalled uploads are answered 408 and closed; their forms are let go; the server goes on', async () => {
      const { cookie } = await signedInUser(quick, 'stall@example.com', 'stall-pass-2026');
      const since = shortLogs.lines.length;
      const stalled = await Promise.all(
        Array.from({ length: 5 }, () =>
          rawExchange(
            quick,
            'POST /api/v1/post/media-upload HTTP/1.1\r\nHost: x\r\nX-Requested-With: XMLHttpRequest\r\n' +
              `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=zzz\r\nContent-Length: 100000\r\n\r\n` +
              '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nAAAA',
          ),
        ),
      );
      for (const { answer } of stalled) {
        const [timeout] = parseAnswers(await answer);
        expect([timeout.statusCode, timeout.headers.connection, JSON.parse(timeout.body).code]).toEqual([
          408,
          'close',
          408,
        ]);
      }
      // every handler is done with its form (none left waiting on a body that never comes)
      for (let i = 0, from = since; i < stalled.length; i++) {
        const refused = await shortLogs.waitFor((l) => l.msg === 'upload form refused', from);
        from = shortLogs.lines.indexOf(refused) + 1;
      }
      expect((await quick.inject('/api/v1/app')).statusCode).toBe(200);
    });

    it('a request whose headers never end is answered 408 and closed', async () => {
      const { answer } = await rawExchange(quick, 'GET /api/v1/app HTTP/1.1\r\nHost: x\r\n');
      const [timeout] = parseAnswers(await answer);
      expect(timeout.statusCode).toBe(408);
      expect(JSON.parse(timeout.body).message).toBe('請求傳送時間過長，請再試一次。');
    });
  });
});
