// The API for production: one CommonJS file, api/dist/server.js (api/<TI_DIST>/server.js), that `node` runs (no
// TypeScript loader), built as every node server of the system is (scripts/lib/server-build.mjs): the API's own
// sources and the workspace packages it imports (`contract`, `contract/format`, `site-server/timeouts`: TypeScript that only this
// repository has) bundled, every other package required from node_modules at run time — and the build fails when
// the bundle would require a package api/package.json does not list in `dependencies`. Inside the bundle each
// module's `__dirname` is the folder of its source file, so migrations/ is found beside dist/ as beside src/.
import { buildServers } from '../../scripts/lib/server-build.mjs';

try {
  await buildServers(['api']);
} catch (err) {
  console.error(`api build: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
