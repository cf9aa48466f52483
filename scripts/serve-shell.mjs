// Serve the shell's production build: its files, its pages, /remotes.json and the /api proxy (shell/server,
// TypeScript, loaded through tsx).
import fs from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { distOf, portOf, REMOTES, remotesFile, siteServerOptions } from './lib/apps.mjs';

const root = distOf('shell');
if (!fs.existsSync(root)) {
  console.error(`${root} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const { createShellServer } = await tsImport('../shell/server/app.ts', import.meta.url);
const { listenUntilStopped } = await tsImport('shared/server', import.meta.url);

const port = portOf('shell');
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${portOf('api')}`;
const app = await createShellServer({
  ...siteServerOptions(),
  root,
  apiTarget,
  siteUrl: (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
  // a remote is re-pointed by editing this file while the site runs (README, "Deploying one remote")
  remotesFile: remotesFile(),
  remotePorts: Object.fromEntries(Object.keys(REMOTES).map((name) => [name, portOf(name)])),
});
await listenUntilStopped(app, { port, host: process.env.HOST });
console.log(`shell: serving ${root} on http://localhost:${port} (API → ${apiTarget}, remote map ${remotesFile()})`);
