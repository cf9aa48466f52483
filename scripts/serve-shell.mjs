// Serve the shell's production dist/ with SPA fallback, /remotes.json and the /api proxy.
import fs from 'node:fs';
import { distOf, portOf, REMOTES } from './lib/apps.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = distOf('shell');
if (!fs.existsSync(root)) {
  console.error(`${root} is missing: run \`npm run build\` first`);
  process.exit(1);
}

/**
 * /remotes.json: where each remote's manifest is. A deployment sets REMOTE_MF_DISCOVERY=https://…/mf-manifest.json
 * (etc.); by default each remote is on its own port of the host the browser used.
 */
function remotesJson(req) {
  const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
  return Object.fromEntries(
    Object.keys(REMOTES).map((name) => [
      name,
      process.env[`REMOTE_${name.toUpperCase()}`] ?? `http://${hostname}:${portOf(name)}/mf-manifest.json`,
    ]),
  );
}

const port = portOf('shell');
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${portOf('api')}`;
const server = await startStaticServer({
  root,
  port,
  host: process.env.HOST,
  spa: true,
  apiTarget,
  json: { '/remotes.json': remotesJson },
});
console.log(`[shell] serving ${root} on http://localhost:${port} (API → ${apiTarget})`);
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
