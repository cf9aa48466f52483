// The API compresses its own large answers (what the shell's proxy and nginx pass through as they are).
import { buildTestApp, type TestApp } from './helpers';
import { decoded, portOf, request } from '../../site-server/testing/http';

describe('compressed API responses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = portOf(t.app.server);
  });
  afterAll(() => t.close());

  const SEARCH = '/api/v1/video_experience/search?page_size=20';

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
  ])('a large JSON answer goes out %s-encoded and decodes to the same JSON', async (encoding, acceptEncoding) => {
    const plain = await request(port, { path: SEARCH });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await request(port, { path: SEARCH, headers: { 'accept-encoding': acceptEncoding } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(plain.body.length);
    const json = JSON.parse(decoded(res)) as { code: number; data: unknown };
    expect(json.code).toBe(200);
    expect(json.data).toEqual((JSON.parse(plain.body.toString()) as { data: unknown }).data);
  });

  it('a small answer goes out as it is', async () => {
    const res = await request(port, { path: '/api/v1/app', headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
