// Serve one remote's production dist/ on its own origin: `node scripts/serve-remote.mjs mf_discovery`.
import fs from 'node:fs';
import { distOf, portOf, REMOTES } from './lib/apps.mjs';
import { startStaticServer } from './lib/static-server.mjs';

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
const port = portOf(name);
const server = await startStaticServer({ root, port, host: process.env.HOST, cors: true });
console.log(`[${name}] serving ${root} on http://localhost:${port}`);
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
