// A remote's production server, its build on its own origin: `node site-server/<dist>/server.js mf_discovery`.
// The source of that build (scripts/build-servers.mjs bundles it with site-server, the one server every remote
// runs); in development `npx tsx scripts/serve-remote.mjs mf_discovery` runs it from the sources.
import fs from 'node:fs';
import { createSiteServer, listenUntilStopped } from 'site-server';
import { distOf, portOf, REMOTES, siteServerOptions } from './lib/apps.mjs';

async function main() {
  const name = process.argv[2];
  if (!REMOTES[name]) {
    console.error(`usage: node site-server/<dist>/server.js <${Object.keys(REMOTES).join('|')}>`);
    process.exit(2);
  }
  const root = distOf(name);
  if (!fs.existsSync(root)) {
    console.error(`${root} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const port = portOf(name);
  // the shell's page loads the remote's files from another origin
  await listenUntilStopped(createSiteServer({ ...siteServerOptions(), root, cors: true }), {
    port,
    host: process.env.HOST,
  });
  console.log(`${name}: serving ${root} on http://localhost:${port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
