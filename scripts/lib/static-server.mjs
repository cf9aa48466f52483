// A small production static server: files from a dist/ folder, SPA fallback, cache headers, CORS for
// remotes, and an optional /api proxy (the shell serves the API on its own origin so cookies are first-party).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Files whose names don't change between builds are never cached; hashed chunks are immutable. */
function cacheControl(file) {
  const base = path.basename(file);
  if (/\.[0-9a-f]{10}\.js(\.map)?$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-store';
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const headers = {
    ...req.headers,
    host: url.host,
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    'x-forwarded-proto': 'http',
  };
  const upstream = http.request(url, { method: req.method, headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 502, message: 'API server unavailable', app_js: '' }));
  });
  req.pipe(upstream);
}

/**
 * @param {object} o
 * @param {string} o.root      folder to serve
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {boolean} [o.spa]    unknown paths get index.html (history-mode routing)
 * @param {boolean} [o.cors]   Access-Control-Allow-Origin: * (remotes are fetched from the shell's origin)
 * @param {string} [o.apiTarget]  proxy /api/* to this origin
 * @param {Record<string,(req: http.IncomingMessage) => unknown>} [o.json]  extra JSON routes (never cached)
 */
export function startStaticServer({ root, port, host, spa = false, cors = false, apiTarget, json = {} }) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (apiTarget && pathname.startsWith('/api/')) return proxy(req, res, apiTarget);
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (json[pathname]) {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      return res.end(JSON.stringify(json[pathname](req)));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    let file = path.normalize(path.join(root, decodeURIComponent(pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(400);
      return res.end();
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat && spa && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': cacheControl(file),
    });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
