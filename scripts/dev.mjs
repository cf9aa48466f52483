// Development: the API with reload on change, and a webpack dev server (live reload) for the shell and
// each remote on its own port. Ctrl-C stops everything.
import path from 'node:path';
import { ROOT, REMOTES, portOf } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';

const webpack = path.join(ROOT, 'node_modules/webpack/bin/webpack.js');
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
runTogether([
  { name: 'api', cwd: ROOT, args: [tsx, 'watch', 'api/src/server.ts'] },
  ...['shell', ...Object.values(REMOTES)].map((folder) => ({
    name: folder,
    cwd: path.join(ROOT, folder),
    args: [webpack, 'serve', '--mode', 'development'],
  })),
]);
console.log(`[dev] site: http://localhost:${portOf('shell')} (dev servers with live reload)`);
