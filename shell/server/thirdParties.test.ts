import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createThirdPartiesReader, THIRD_PARTIES_FRESH_MS } from './thirdParties';

/** An API that answers `GET /api/v1/app` with `keys` (what it is keyed for), or fails while `down`. */
function fakeApi() {
  const state = { keys: {} as Record<string, string>, down: false, asked: 0 };
  const server = http.createServer((req, res) => {
    state.asked += 1;
    if (state.down || req.url !== '/api/v1/app') return res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, data: { app_js: 'x', ...state.keys }, app_js: 'x' }));
  });
  return { state, server };
}

describe("the page's third parties, from the API's GET /app", () => {
  const { state, server } = fakeApi();
  let target = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('what the API hands the browser a key for, asked again once the answer is old, the last word kept when it fails', async () => {
    let clock = 0;
    const read = createThirdPartiesReader(target, () => clock);
    state.keys = { google_maps_key: 'k', google_maps_url: 'http://127.0.0.1:9/maps/api/js' };
    expect(await read()).toEqual({
      mapsScriptUrl: 'http://127.0.0.1:9/maps/api/js',
      googleSignIn: false,
      facebookSignIn: false,
      mapTileOrigin: null,
    });
    // fresh: not asked again
    state.keys = { google_client_id: 'c' };
    clock += THIRD_PARTIES_FRESH_MS - 1;
    expect((await read()).mapsScriptUrl).not.toBeNull();
    expect(state.asked).toBe(1);
    // old: the page goes out with what is known while the API is asked; the next page has the new word
    clock += 1;
    expect((await read()).mapsScriptUrl).not.toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(await read()).toEqual({
      mapsScriptUrl: null,
      googleSignIn: true,
      facebookSignIn: false,
      mapTileOrigin: null,
    });
    expect(state.asked).toBe(2);
    // the API down: the last word stays
    state.down = true;
    clock += THIRD_PARTIES_FRESH_MS;
    await read();
    await new Promise((r) => setTimeout(r, 200));
    expect(await read()).toEqual({
      mapsScriptUrl: null,
      googleSignIn: true,
      facebookSignIn: false,
      mapTileOrigin: null,
    });
    state.down = false;
  });

  it('no third party until the API has answered', async () => {
    state.down = true;
    const read = createThirdPartiesReader(target);
    expect(await read()).toEqual({
      mapsScriptUrl: null,
      googleSignIn: false,
      facebookSignIn: false,
      mapTileOrigin: null,
    });
    state.down = false;
  });
});
