import { body, buildTestApp, TEST_APP_JS, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('unexpected errors', () => {
  it('a failing query gives a generic localized 500 without internals', async () => {
    // break the table the route reads, the way a lost database would break it
    await t.app.db.schema.alterTable('tags').renameTo('tags_gone').execute();
    try {
      const res = await t.inject({ url: '/api/v1/video_experience/1', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(500);
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
