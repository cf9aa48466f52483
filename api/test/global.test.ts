import { utimesSync, writeFileSync } from 'node:fs';
import { appJsProvider, DEFAULT_MAP_TILE_URL, loadConfig } from '../src/config';
import { body, buildTestApp, TEST_APP_JS, writeTemp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/v1/app', () => {
  it('returns the build id in data and in the envelope', async () => {
    const res = await t.inject('/api/v1/app');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(body(res)).toEqual({
      code: 200,
      data: { app_js: TEST_APP_JS, twitter_enabled: false, map_tile_url: DEFAULT_MAP_TILE_URL },
      app_js: TEST_APP_JS,
    });
  });
});

describe('global menu', () => {
  it.each(['/api/v1/global/menu', '/api/v2/global/menu'])('%s is localized (default zh-Hant-TW)', async (url) => {
    const zh = body<{ items: { title: string; url: string }[] }>(await t.inject(url));
    const en = body<{ items: { title: string; url: string }[] }>(
      await t.inject({ url, headers: { 'accept-language': 'en-US,en;q=0.9' } }),
    );
    expect(zh.code).toBe(200);
    expect(zh.app_js).toBe(TEST_APP_JS);
    expect(zh.data!.items[0]).toEqual({ title: '首頁', url: '/' });
    expect(en.data!.items[0]).toEqual({ title: 'Home', url: '/' });
    expect(en.data!.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Search', 'My plans']));
    expect(zh.data!.items.map((i) => i.title)).toEqual(expect.arrayContaining(['搜尋', '我的計畫']));
    expect(zh.data!.items.map((i) => i.url)).toEqual(en.data!.items.map((i) => i.url));
  });

  it('answers any Chinese Accept-Language in Traditional Chinese and unknown languages in the default', async () => {
    for (const lang of ['zh-CN', 'zh', 'fr-FR', 'de;q=1, en;q=0.5']) {
      const res = body<{ items: { title: string }[] }>(
        await t.inject({ url: '/api/v1/global/menu', headers: { 'accept-language': lang } }),
      );
      expect(res.data!.items[0].title).toBe(lang.includes('en') ? 'Home' : '首頁');
    }
  });
});

describe('unknown routes and methods', () => {
  it('404 envelope for an unknown path, localized', async () => {
    const zh = await t.inject('/api/v1/does-not-exist');
    expect(zh.statusCode).toBe(404);
    expect(body(zh)).toEqual({ code: 404, message: '沒有這個 API 端點。', app_js: TEST_APP_JS });
    const en = await t.inject({ url: '/api/v1/does-not-exist', headers: { 'accept-language': 'en' } });
    expect(body(en).message).toBe('There is no such API endpoint.');
  });

  it('404 envelope for a known path with another method', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/api/v1/app' });
    expect(res.statusCode).toBe(404);
    expect(body(res).code).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('serves the spec generated from the contract schemas', async () => {
    const res = await t.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const spec = JSON.parse(res.body) as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    for (const p of [
      '/api/v1/app',
      '/api/v1/global/menu',
      '/api/v2/global/menu',
      '/api/v1/place/home',
      '/api/v1/place/{placeId}',
      '/api/v1/video_experience/{id}',
      '/api/v1/video_experience/for_home',
      '/api/v1/video_experience/for_countries',
      '/api/v1/user/me',
      '/api/v1/user/email_login',
      '/api/v1/user/me/logout',
    ]) {
      expect(spec.paths).toHaveProperty([p]);
    }
    expect(Object.keys(spec.paths['/api/v1/user/me'])).toEqual(expect.arrayContaining(['get', 'put']));
    const names = spec.paths['/api/v1/video_experience/{id}'].get.parameters!.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['id', 'fields', 'mode']));
  });
});

describe('app_js provider', () => {
  it('reads the shell build id from the file and notices a redeploy after the cache time', () => {
    const file = writeTemp('app-info', JSON.stringify({ app_js: 'build-a' }));
    let now = 1_000_000;
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const get = appJsProvider({ appJs: null, appJsFile: file }, 5000);
      expect(get()).toBe('build-a');
      writeFileSync(file, JSON.stringify({ app_js: 'build-b' }));
      utimesSync(file, new Date(), new Date(Date.UTC(2030, 0, 1)));
      now += 1000;
      expect(get()).toBe('build-a'); // cached for 5 s
      now += 5000;
      expect(get()).toBe('build-b');
    } finally {
      spy.mockRestore();
    }
  });

  it('falls back to "dev" without a file, and APP_JS wins over the file', () => {
    expect(appJsProvider({ appJs: null, appJsFile: '/nonexistent/app-info.json' })()).toBe('dev');
    const file = writeTemp('app-info', JSON.stringify({ app_js: 'from-file' }));
    expect(appJsProvider({ appJs: 'from-env', appJsFile: file })()).toBe('from-env');
    const broken = writeTemp('app-info', '{not json');
    expect(appJsProvider({ appJs: null, appJsFile: broken })()).toBe('dev');
  });
});

describe('GET /api/v1/app public provider keys', () => {
  it('hands the browser only the public keys of the providers that are configured', async () => {
    const configured = await buildTestApp({
      publicKeys: { googleMapsKey: 'maps-key', recaptchaSiteKey: 'site-key', twitterEnabled: true },
    });
    try {
      const data = body<Record<string, unknown>>(await configured.inject('/api/v1/app')).data;
      expect(data).toEqual({
        app_js: expect.any(String),
        google_maps_key: 'maps-key',
        recaptcha_site_key: 'site-key',
        twitter_enabled: true,
      });
    } finally {
      await configured.close();
    }
  });
  it('hands out the Maps script URL (GOOGLE_MAPS_SCRIPT_URL) with a browser key only', async () => {
    const url = 'http://127.0.0.1:9/maps/api/js';
    const withKey = await buildTestApp({
      publicKeys: { googleMapsKey: 'maps-key', googleMapsScriptUrl: url, twitterEnabled: false },
    });
    const withoutKey = await buildTestApp({ publicKeys: { googleMapsScriptUrl: url, twitterEnabled: false } });
    try {
      const a = body<Record<string, unknown>>(await withKey.inject('/api/v1/app')).data!;
      expect([a.google_maps_key, a.google_maps_url]).toEqual(['maps-key', url]);
      const b = body<Record<string, unknown>>(await withoutKey.inject('/api/v1/app')).data!;
      expect(b).not.toHaveProperty('google_maps_key');
      expect(b).not.toHaveProperty('google_maps_url');
    } finally {
      await withKey.close();
      await withoutKey.close();
    }
  });
});

describe('GET /api/v1/app map tiles', () => {
  it('hands out the open map’s tiles: OpenStreetMap’s by default, the configured source, or none', async () => {
    expect(loadConfig({}).publicKeys.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(loadConfig({ MAP_TILE_URL: 'none' }).publicKeys.mapTileUrl).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL/);
    const tiles = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
    const configured = await buildTestApp({
      publicKeys: { twitterEnabled: false, mapTileUrl: tiles, mapTileAttribution: '© Loopback tiles' },
    });
    const none = await buildTestApp({ publicKeys: { twitterEnabled: false, mapTileUrl: null } });
    try {
      const a = body<Record<string, unknown>>(await configured.inject('/api/v1/app')).data!;
      expect([a.map_tile_url, a.map_tile_attribution]).toEqual([tiles, '© Loopback tiles']);
      const b = body<Record<string, unknown>>(await none.inject('/api/v1/app')).data!;
      expect(b).not.toHaveProperty('map_tile_url');
    } finally {
      await configured.close();
      await none.close();
    }
  });
});

describe('GET /api/v1/app Google Places flag', () => {
  it('tells the browser that places can be found by Google place id only when a Places key is configured', async () => {
    const withKey = await buildTestApp({ googlePlaces: { apiKey: 'places-key', apiUrl: 'http://127.0.0.1:9/places' } });
    const withoutKey = await buildTestApp({ googlePlaces: { apiUrl: 'http://127.0.0.1:9/places' } });
    try {
      const a = body<Record<string, unknown>>(await withKey.inject('/api/v1/app')).data!;
      expect(a.google_places).toBe(true);
      expect(JSON.stringify(a)).not.toContain('places-key');
      const b = body<Record<string, unknown>>(await withoutKey.inject('/api/v1/app')).data!;
      expect(b).not.toHaveProperty('google_places');
    } finally {
      await withKey.close();
      await withoutKey.close();
    }
  });
});

describe('GET /api/v1/app YouTube chapters flag', () => {
  it('tells the browser that chapters can be read only when a YouTube Data API key is configured', async () => {
    const withKey = await buildTestApp({
      youtube: { apiKey: 'yt-secret-key', apiUrl: 'http://127.0.0.1:9/youtube/v3' },
    });
    const withoutKey = await buildTestApp({ youtube: { apiUrl: 'http://127.0.0.1:9/youtube/v3' } });
    try {
      const on = await withKey.inject('/api/v1/app');
      expect(body<Record<string, unknown>>(on).data!.youtube_chapters).toBe(true);
      // the key itself never reaches the browser
      expect(on.body).not.toContain('yt-secret-key');
      const off = body<Record<string, unknown>>(await withoutKey.inject('/api/v1/app')).data!;
      expect(off).not.toHaveProperty('youtube_chapters');
      expect(body<Record<string, unknown>>(await t.inject('/api/v1/app')).data).not.toHaveProperty('youtube_chapters');
    } finally {
      await withKey.close();
      await withoutKey.close();
    }
  });
});
