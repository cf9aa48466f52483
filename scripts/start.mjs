// Start the whole system from the production builds: the API (embedded DB), the shell on :8080 and each
// remote on its own origin, under one supervisor (a process that dies is restarted). Ctrl-C stops everything.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, REMOTES, distOf, portOf, serverOf } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';

const apiEnv = {
  PORT: String(portOf('api')),
  APP_JS_FILE: process.env.APP_JS_FILE ?? path.join(distOf('shell'), 'app-info.json'),
};
const missing = [...new Set(['api', 'shell', ...Object.keys(REMOTES)].map(serverOf))].filter((f) => !fs.existsSync(f));
if (missing.length > 0) {
  console.error(`[start] ${missing.join(', ')} missing: run \`npm run build\` first`);
  process.exit(1);
}

// the servers' production builds (scripts/build-servers.mjs): JavaScript that node runs as it is
const server = (name) => ['--enable-source-maps', serverOf(name)];
runTogether([
  { name: 'api', cwd: ROOT, args: server('api'), env: apiEnv },
  { name: 'shell', cwd: ROOT, args: server('shell') },
  ...Object.keys(REMOTES).map((name) => ({ name, cwd: ROOT, args: [...server(name), name] })),
]);

console.log(
  `[start] site: http://localhost:${portOf('shell')}  (API on :${portOf('api')}, remotes on :${Object.keys(REMOTES).map(portOf).join(', :')})`,
);
