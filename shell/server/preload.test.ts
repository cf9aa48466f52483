import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchRoute } from '../src/routes/table';
import { createPreloader, inlineRemotesMap, preloadTags, type RemotesMap } from './preload';

const assets = (js: string[], css: string[] = []) => ({
  js: { sync: js, async: ['fallback-copy.js'] },
  css: { sync: css, async: [] },
});

/** A built shell as the build leaves it: the list of every page's startup files. */
function shellDist(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ti-preload-'));
  fs.writeFileSync(
    path.join(root, 'startup-assets.json'),
    JSON.stringify({
      js: ['bootstrap.0123456789.js', '325.aaaa.js', '231.bbbb.js'],
      css: ['bootstrap.0123456789.css', '231.bbbb.css'],
    }),
  );
  return root;
}

const discoveryManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [],
  exposes: [
    {
      name: 'HomePage',
      assets: assets(['__federation_expose_HomePage.1111.js'], ['__federation_expose_HomePage.2222.css']),
    },
    { name: 'SearchPage', assets: assets(['883.3333.js', '__federation_expose_SearchPage.4444.js']) },
  ],
};

let server: http.Server;
let remoteOrigin: string;
let manifestRequests = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    manifestRequests += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(discoveryManifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const hrefs = (html: string, as: string) =>
  [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]* href="([^"]+)">`, 'g'))].map((m) => m[1]);

/** The tags that end a page's head, as the shell's server writes them (app.ts): the preloads, then the remote map. */
async function headTags(
  preloader: ReturnType<typeof createPreloader>,
  route: ReturnType<typeof matchRoute>,
  remotes: RemotesMap,
  pageOrigin: string,
  screenRendered = false,
): Promise<string> {
  return preloadTags(await preloader.assets(route, remotes, pageOrigin), screenRendered) + inlineRemotesMap(remotes);
}

describe('page preloads', () => {
  it('announce the shell’s startup chunks and, for Home, the discovery remote’s manifest, entry and page module', async () => {
    const preloader = createPreloader({ shellRoot: shellDist() });
    const remotes = { mf_discovery: `${remoteOrigin}/mf-manifest.json` };
    const html = await headTags(preloader, matchRoute('/'), remotes, 'http://localhost:8080');

    expect(hrefs(html, 'script')).toEqual([
      '/bootstrap.0123456789.js',
      '/325.aaaa.js',
      '/231.bbbb.js',
      `${remoteOrigin}/remoteEntry.js`,
      `${remoteOrigin}/__federation_expose_HomePage.1111.js`,
    ]);
    expect(hrefs(html, 'style')).toEqual([
      '/bootstrap.0123456789.css',
      '/231.bbbb.css',
      `${remoteOrigin}/__federation_expose_HomePage.2222.css`,
    ]);
    expect(hrefs(html, 'fetch')).toEqual([`${remoteOrigin}/mf-manifest.json`]);
    expect(html).toContain(`<link rel="preconnect" href="${remoteOrigin}">`);
    // a remote's own copies of shared libraries are never used while the shell provides them
    expect(html).not.toContain('fallback-copy.js');
    // the page carries the remote map, so the shell needn't ask for it
    expect(html).toContain(`<script type="application/json" id="ti-remotes">${JSON.stringify(remotes)}</script>`);
  });

  it('a page whose first screen is in its HTML applies its styles before its first paint (the others only fetch them)', async () => {
    const preloader = createPreloader({ shellRoot: shellDist() });
    const remotes = { mf_discovery: `${remoteOrigin}/mf-manifest.json` };
    const html = await headTags(preloader, matchRoute('/'), remotes, 'http://localhost:8080', true);

    expect(hrefs(html, 'style')).toEqual([]);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(stylesheets).toEqual([
      '/bootstrap.0123456789.css',
      '/231.bbbb.css',
      `${remoteOrigin}/__federation_expose_HomePage.2222.css`,
    ]);
    expect(hrefs(html, 'script')).toContain(`${remoteOrigin}/remoteEntry.js`);
  });

  it('reads a remote’s manifest once for many pages, and each route preloads its own module', async () => {
    const preloader = createPreloader({ shellRoot: shellDist() });
    const remotes = { mf_discovery: `${remoteOrigin}/mf-manifest.json` };
    const before = manifestRequests;
    const search = await headTags(preloader, matchRoute('/search'), remotes, 'http://localhost:8080');
    await headTags(preloader, matchRoute('/tag/night-market'), remotes, 'http://localhost:8080');
    expect(manifestRequests - before).toBe(1);
    expect(hrefs(search, 'script')).toContain(`${remoteOrigin}/883.3333.js`);
    expect(hrefs(search, 'script')).not.toContain(`${remoteOrigin}/__federation_expose_HomePage.1111.js`);
  });

  it('a remote that cannot be reached costs the page only its preloads', async () => {
    const preloader = createPreloader({ shellRoot: shellDist() });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const down = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));

    const html = await headTags(preloader, matchRoute('/'), { mf_discovery: down }, 'http://localhost:8080');
    expect(hrefs(html, 'script')).toEqual(['/bootstrap.0123456789.js', '/325.aaaa.js', '/231.bbbb.js']);
    expect(html).toContain('id="ti-remotes"');
  });

  it('the shell’s own pages preload only the shell', async () => {
    const preloader = createPreloader({ shellRoot: shellDist() });
    const html = await headTags(
      preloader,
      matchRoute('/no/such/page'),
      { mf_discovery: `${remoteOrigin}/mf-manifest.json` },
      'http://localhost:8080',
    );
    expect(hrefs(html, 'fetch')).toEqual([]);
    expect(html).not.toContain(remoteOrigin + '/remoteEntry.js');
  });
});

describe('inlineRemotesMap', () => {
  it('cannot be closed early by a URL in the map', () => {
    const html = inlineRemotesMap({ mf_x: 'https://cdn.example/</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      mf_x: 'https://cdn.example/</script><script>alert(1)</script>',
    });
  });
});
