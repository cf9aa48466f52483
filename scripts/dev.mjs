// Development: the API with reload on change, and a webpack dev server (live reload) for the shell and
// each remote on its own port. The shell's dev server answers /remotes.json from the remote map's file, as
// `npm start` does (build-config/webpack.js), so editing the file re-points development too. Ctrl-C stops everything.
import path from 'node:path';
import { ROOT, REMOTES, portOf, remotesFile } from './lib/apps.mjs';
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
console.log(
  `[dev] site: http://localhost:${portOf('shell')} (dev servers with live reload; remote map ${remotesFile()})`,
);
