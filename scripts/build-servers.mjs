// Build the system's node servers for production (scripts/lib/server-build.mjs): `node scripts/build-servers.mjs`
// builds all of them (the API's, the shell's, the remotes'), `node scripts/build-servers.mjs shell remote` some.
// TI_DIST names the output folder, as it does for the web builds.
import { SERVERS, buildServers } from './lib/server-build.mjs';

const asked = process.argv.slice(2);
try {
  await buildServers(asked.length > 0 ? asked : Object.keys(SERVERS));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
