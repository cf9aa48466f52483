// Serve one remote's production build on its own origin: `node scripts/serve-remote.mjs mf_discovery`.
// The server is shared/server (TypeScript, loaded through tsx).
import fs from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { distOf, portOf, REMOTES, siteServerOptions } from './lib/apps.mjs';

const name = process.argv[2];
if (!REMOTES[name]) {
  console.error(`usage: serve-remote.mjs <${Object.keys(REMOTES).join('|')}>`);
  process.exit(2);
}
const root = distOf(name);
if (!fs.existsSync(root)) {
  console.error(`${root} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const { createSiteServer, listenUntilStopped } = await tsImport('shared/server', import.meta.url);
const port = portOf(name);
// the shell's page loads the remote's files from another origin
await listenUntilStopped(createSiteServer({ ...siteServerOptions(), root, cors: true }), {
  port,
  host: process.env.HOST,
});
console.log(`${name}: serving ${root} on http://localhost:${port}`);
