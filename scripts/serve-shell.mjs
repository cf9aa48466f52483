// The shell's production server: its build's files, its pages, /remotes.json and the /api proxy (shell/server).
// The source of the shell's server build (scripts/build-servers.mjs bundles it into shell/server/<dist>/server.js,
// which `npm start` runs with node); in development `npx tsx scripts/serve-shell.mjs` runs it from the sources.
import fs from 'node:fs';
import { listenUntilStopped } from 'site-server';
import { createShellServer } from '../shell/server/app.ts';
import { distOf, portOf, REMOTES, remotesFile, siteServerOptions } from './lib/apps.mjs';

async function main() {
  const root = distOf('shell');
  if (!fs.existsSync(root)) {
    console.error(`${root} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const port = portOf('shell');
  const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${portOf('api')}`;
  const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const app = await createShellServer({
    ...siteServerOptions(),
    root,
    apiTarget,
    siteUrl,
    // a remote is re-pointed by editing this file while the site runs (README, "Deploying one remote")
    remotesFile: remotesFile(),
    remotePorts: Object.fromEntries(Object.keys(REMOTES).map((name) => [name, portOf(name)])),
  });
  await listenUntilStopped(app, { port, host: process.env.HOST });
  console.log(`shell: serving ${root} on http://localhost:${port} (API → ${apiTarget}, remote map ${remotesFile()})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
