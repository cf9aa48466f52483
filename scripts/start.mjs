// Start the whole system from the production builds: the API (embedded DB), the shell on :8080 and each
// remote on its own origin, under one supervisor (a process that dies is restarted). Ctrl-C stops everything.
import path from 'node:path';
import { ROOT, REMOTES, distOf, portOf } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';

const apiEnv = {
  PORT: String(portOf('api')),
  APP_JS_FILE: process.env.APP_JS_FILE ?? path.join(distOf('shell'), 'app-info.json'),
};
runTogether([
  // the API's production build (api/dist, `npm run build -w api`): JavaScript that node runs as it is
  { name: 'api', cwd: ROOT, args: ['--enable-source-maps', path.join(distOf('api'), 'server.js')], env: apiEnv },
  { name: 'shell', cwd: ROOT, args: ['scripts/serve-shell.mjs'] },
  ...Object.keys(REMOTES).map((name) => ({ name, cwd: ROOT, args: ['scripts/serve-remote.mjs', name] })),
]);

console.log(
  `[start] site: http://localhost:${portOf('shell')}  (API on :${portOf('api')}, remotes on :${Object.keys(REMOTES).map(portOf).join(', :')})`,
);
