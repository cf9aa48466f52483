// `npm run bench:web`: what a visitor's browser downloads, and how fast the page is, per public route, beside a floor.
// Starts the built system (building what is missing first: the web builds, the servers) on its own ports with a fresh
// embedded database, then for each route prints, from a fresh browser profile: JS and CSS transferred (compressed, as
// sent, headers included), the number of requests, and — when Chromium is there — Lighthouse's mobile figures
// (simulated throttling, Lighthouse's defaults): score, LCP, TBT, CLS and main-thread work.
// This machine's CPU speed moves 2× within an hour, so an absolute figure proves nothing alone: every run also measures
// the FLOOR — a bare React 18 page (React's own UMD builds, a heading and 24 links) served from loopback — and the
// runs are interleaved (floor, every route, floor, every route, …) so each route is timed beside it. The table gives
// each route's TBT above the floor's and its main-thread work as a multiple of the floor's, and Lighthouse's own CPU
// benchmark index of the run.
// BENCH_ROUTES=<regexp> keeps only matching routes; BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_RUNS=<n> runs
// Lighthouse n times per route and prints the median (default 3); BENCH_REPORTS=<folder> keeps each run's
// Lighthouse report there (JSON: the LCP element and its phases, the request chains) to see where the time goes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT, REMOTES, distOf, portEnv, portsFrom, serverOf } from './lib/apps.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the flags the end-to-end suite starts Chromium with (e2e/chromium.json says why)
const CHROME_FLAGS = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'chromium.json'), 'utf8')).flags;
const PORTS = portsFrom(Number(process.env.BENCH_PORT_BASE ?? 8780));
const SITE = `http://localhost:${PORTS.shell}`;

/** `npm start`'s builds: every app's web build (scripts/build.mjs) and the node servers (scripts/build-servers.mjs). */
function ensureBuilt() {
  const apps = ['shell', ...Object.keys(REMOTES)];
  const steps = [
    ['scripts/build.mjs', apps.filter((name) => !fs.existsSync(distOf(name)))],
    // every remote runs the one remotes' server (build-servers.mjs names it `remote`)
    [
      'scripts/build-servers.mjs',
      [
        ...new Set(
          ['api', ...apps]
            .filter((name) => !fs.existsSync(serverOf(name)))
            .map((name) => (REMOTES[name] ? 'remote' : name)),
        ),
      ],
    ],
  ];
  for (const [script, missing] of steps) {
    if (missing.length === 0) continue;
    console.log(`building (missing: ${missing.join(', ')}) …`);
    const result = spawnSync(process.execPath, [path.join(ROOT, script)], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startSystem(dataDir) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...portEnv(PORTS), DATA_DIR: dataDir, SITE_URL: SITE },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
}

/**
 * The floor: the least a React page can cost — React 18's production UMD builds (as a CDN would serve them, brotli) and
 * a page that renders a heading and 24 links. Served on loopback beside the site, so both go through the same network
 * simulation.
 */
function startFloor() {
  const umd = (pkg, file) =>
    zlib.brotliCompressSync(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'umd', file)));
  const files = {
    '/react.js': umd('react', 'react.production.min.js'),
    '/react-dom.js': umd('react-dom', 'react-dom.production.min.js'),
  };
  const links = Array.from({ length: 24 }, (_, i) => `['/place/${i + 1}', 'Place ${i + 1}']`).join(',');
  const page = zlib.brotliCompressSync(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<script src="/react.js" defer></script><script src="/react-dom.js" defer></script></head>
<body><div id="root"></div><script type="module">
const h = React.createElement;
const links = [${links}];
ReactDOM.createRoot(document.getElementById('root')).render(
  h('main', null, h('h1', null, 'Travel inspiration'),
    h('ul', null, links.map(([href, label]) => h('li', { key: href }, h('a', { href }, label))))));
</script></body></html>`);
  const server = http.createServer((req, res) => {
    const body = req.url === '/' ? page : files[req.url];
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': req.url === '/' ? 'text/html; charset=utf-8' : 'text/javascript',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(PORTS.shell + 20, 'localhost', () =>
      resolve({ url: `http://localhost:${PORTS.shell + 20}/`, close: () => server.close() }),
    ),
  );
}

async function api(pathname) {
  const response = await fetch(`${SITE}/api/v1${pathname}`, { headers: { 'accept-language': 'zh-Hant-TW' } });
  return (await response.json()).data;
}

/** The public routes a visitor can land on, with real ids from the demo content. */
async function publicRoutes() {
  const [experience] = await api('/video_experience/for_home');
  const places = await api('/place/home');
  const place = places.find((p) => p.type === 'poi') ?? places[0];
  const tags = await api('/video_experience/tags');
  const posts = await api(`/post/?page=1`);
  const post = Array.isArray(posts) ? posts[0] : posts?.posts?.[0];
  const routes = [
    ['home', '/'],
    ['search', '/search?place_id=market'],
    ['tag', `/tag/${tags[0].slug}`],
    ['experience', `/experience/${experience.id}--${experience.slug}`],
    ['place', `/place/${place.id}--${place.slug}`],
    ...(post ? [['post', `/post/${post.post_id ?? post.id}`]] : []),
    ['login', '/login'],
    ['guest plan', '/my/plans/guest'],
  ];
  const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
  return only ? routes.filter(([name, url]) => only.test(name) || only.test(url)) : routes;
}

/** Bytes on the wire per resource type for one cold load (fresh profile), until the network is quiet. */
async function transferred(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const totals = { js: 0, css: 0, all: 0, requests: 0, jsFiles: 0, scripts: [] };
  const urls = new Map();
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    totals.requests += 1;
    totals.all += e.encodedDataLength;
    if (type === 'Script') {
      totals.js += e.encodedDataLength;
      totals.jsFiles += 1;
      totals.scripts.push([urls.get(e.requestId), e.encodedDataLength]);
    } else if (type === 'Stylesheet') totals.css += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await context.close();
  return totals;
}

/** One Lighthouse run (mobile, simulated throttling) of `url` in a fresh Chromium. */
async function lighthouseRun(url, reportName) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (process.env.BENCH_REPORTS) {
      fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_REPORTS, `${reportName}.json`), JSON.stringify(lhr));
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of each figure over a route's runs. */
function medians(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ── The map library's chunks ───────────────────────────────────────────────────────────────────────────────────────
// The open map (Leaflet) is a lazy chunk fetched only when a map comes into view: a first visit of any route carries
// none of it. The chunks are found in the web builds by Leaflet's own class name (in its script and in its CSS);
// each route is loaded cold and every response's file name is checked against them, then scrolled to its end (where
// a map would come into view) to measure what the map costs on the wire when it is shown.

/** The routes whose first visit must not carry the map library (no map on their first screen). */
const NO_MAP_ON_FIRST_VISIT = new Set(['home', 'search', 'experience']);

/** Every built file (JS, CSS) that is the map library, by file name: its app and its sizes (raw, gzip -9, brotli). */
function mapLibraryChunks() {
  const chunks = new Map();
  for (const app of ['shell', ...Object.keys(REMOTES)]) {
    const dist = distOf(app);
    if (!fs.existsSync(dist)) continue;
    for (const file of fs.readdirSync(dist).filter((f) => /\.(js|css)$/.test(f))) {
      const body = fs.readFileSync(path.join(dist, file));
      if (!body.includes('leaflet-container')) continue;
      chunks.set(file, {
        app,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        br: zlib.brotliCompressSync(body).length,
      });
    }
  }
  return chunks;
}

/**
 * One cold load of `url` in a fresh profile, the map chunks fetched as each response finished: by the page on its
 * first visit, then once scrolled down the whole page (so any map on it has come into view); and those the service
 * worker fetched on its own (it keeps each remote's build for offline use once it sees the remote's manifest). With
 * `serviceWorkers: 'block'` the page fetches every chunk itself.
 */
async function mapLibraryOnRoute(browser, url, chunks, serviceWorkers) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers });
  const page = await context.newPage();
  const fetched = [];
  context.on('requestfinished', (request) => {
    const file = path.basename(new URL(request.url()).pathname);
    if (!chunks.has(file)) return;
    fetched.push(
      Promise.all([request.response(), request.sizes()]).then(([response, sizes]) =>
        // an answer the service worker handed the page crossed no network
        response?.fromServiceWorker()
          ? null
          : {
              file,
              bytes: sizes.responseBodySize + sizes.responseHeadersSize,
              byServiceWorker: request.serviceWorker() !== null,
            },
      ),
    );
  });
  const settled = async () => (await Promise.all(fetched.splice(0))).filter(Boolean);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const firstVisit = await settled();
  // down the page a screen at a time, so each part comes into view as a reader scrolls to it
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const whenShown = await settled();
  await context.close();
  return {
    firstVisit: firstVisit.filter((f) => !f.byServiceWorker),
    whenShown: whenShown.filter((f) => !f.byServiceWorker),
    serviceWorker: [...firstVisit, ...whenShown].filter((f) => f.byServiceWorker),
  };
}

/** Per route, whether its first visit carries the map library and what the map costs once shown; then the chunks. */
async function reportMapLibrary(browser, routes) {
  const chunks = mapLibraryChunks();
  if (chunks.size === 0) return console.log('\nmap library: no chunk with Leaflet in the web builds');
  const sum = (list) => list.reduce((total, f) => total + f.bytes, 0);
  const rows = [];
  let misplaced = false;
  for (const [name, route] of routes) {
    // the page's own fetches with no service worker; then, in another fresh profile, what the worker fetches
    const { firstVisit, whenShown } = await mapLibraryOnRoute(browser, SITE + route, chunks, 'block');
    const { serviceWorker } = await mapLibraryOnRoute(browser, SITE + route, chunks, 'allow');
    const mustNot = NO_MAP_ON_FIRST_VISIT.has(name) && firstVisit.length > 0;
    misplaced ||= mustNot;
    rows.push({
      route: `${name} ${route}`,
      'map library in first visit': firstVisit.length
        ? `YES ${kb(sum(firstVisit))}${mustNot ? ' ✗ must not' : ''}`
        : 'no',
      'map once scrolled into view': whenShown.length
        ? `${kb(sum(whenShown))} (${whenShown.map((f) => f.file).join(', ')})`
        : '—',
      'kept by the service worker in the background': serviceWorker.length ? kb(sum(serviceWorker)) : '—',
    });
  }
  console.log('\nThe map library (Leaflet, a lazy chunk) per route, on the wire (the page, then the service worker):');
  console.table(rows);
  console.log(
    'The map library’s chunks in the builds (docs/decisions.md: Leaflet 1.9.4 alone is 42.4 KB of script and',
  );
  console.log('3.5 KB of CSS, minified, gzip -9):');
  console.table(
    [...chunks].map(([file, c]) => ({
      file: `${c.app}/${file}`,
      minified: kb(c.raw),
      'gzip -9': kb(c.gzip),
      brotli: kb(c.br),
    })),
  );
  if (misplaced) {
    console.log(`✗ the map library is in the first visit of ${[...NO_MAP_ON_FIRST_VISIT].join(', ')}`);
    process.exitCode = 1;
  }
}

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ti-bench-web-'));
const stop = startSystem(dataDir);
try {
  await waitFor(`${SITE}/api/v1/app`);
  await waitFor(`${SITE}/remotes.json`);
  const routes = await publicRoutes();
  const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0' && fs.existsSync(CHROMIUM);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const floor = await startFloor();
  const targets = [['floor', floor.url], ...routes.map(([name, route]) => [name, SITE + route])];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const rows = new Map();
  for (const [name, url] of targets) {
    const t = await transferred(browser, url);
    rows.set(name, {
      route: name === 'floor' ? 'floor (bare React 18)' : `${name} ${url.slice(SITE.length)}`,
      'JS (compressed)': kb(t.js),
      'JS files': t.jsFiles,
      CSS: kb(t.css),
      requests: t.requests,
    });
    console.log(Object.values(rows.get(name)).join('  |  '));
    if (process.env.BENCH_FILES === '1')
      for (const [url, bytes] of t.scripts.sort((a, b) => b[1] - a[1]))
        console.log(`    ${kb(bytes).padStart(9)}  ${url}`);
  }
  await reportMapLibrary(browser, routes);
  await browser.close();
  if (withLighthouse) {
    try {
      // interleaved: run i of the floor, then run i of every route, so a change of the machine's speed touches all
      const results = new Map(targets.map(([name]) => [name, []]));
      for (let i = 0; i < runs; i++) {
        for (const [name, url] of targets) {
          const result = await lighthouseRun(url, `${name}-${i + 1}`);
          results.get(name).push(result);
          console.log(
            `run ${i + 1}/${runs} ${name}: ${result.score}, TBT ${Math.round(result.tbt)} ms, main thread ${Math.round(result.mainThread)} ms (CPU index ${Math.round(result.benchmarkIndex)})`,
          );
        }
      }
      const floorFigures = medians(results.get('floor'));
      for (const [name] of targets) {
        const m = medians(results.get(name));
        Object.assign(rows.get(name), {
          'Lighthouse perf': m.score,
          LCP: `${(m.lcp / 1000).toFixed(1)} s`,
          TBT: `${Math.round(m.tbt)} ms`,
          'TBT − floor': name === 'floor' ? '' : `${Math.round(m.tbt - floorFigures.tbt)} ms`,
          'main thread': `${(m.mainThread / 1000).toFixed(2)} s`,
          '× floor': name === 'floor' ? '' : `${(m.mainThread / floorFigures.mainThread).toFixed(1)}×`,
          CLS: m.cls.toFixed(3),
        });
      }
      const indexes = [...results.values()].flat().map((r) => r.benchmarkIndex);
      console.log(
        `\nLighthouse CPU benchmark index over the run: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))}); medians of ${runs} run(s) per route`,
      );
    } finally {
      floor.close();
    }
  } else floor.close();
  console.log('');
  console.table([...rows.values()]);
  if (!withLighthouse)
    console.log(`(Lighthouse skipped: ${fs.existsSync(CHROMIUM) ? 'BENCH_LIGHTHOUSE=0' : `no ${CHROMIUM}`})`);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
