// Development: the API with reload on change, and a webpack dev server (live reload) for the shell and
// each remote on its own port. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, REMOTES, portOf } from './lib/apps.mjs';

const webpack = path.join(ROOT, 'node_modules/webpack/bin/webpack.js');
const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const processes = [
  { name: 'api', cwd: ROOT, args: [tsx, 'watch', 'api/src/server.ts'] },
  ...['shell', ...Object.values(REMOTES)].map((folder) => ({
    name: folder,
    cwd: path.join(ROOT, folder),
    args: [webpack, 'serve', '--mode', 'development'],
  })),
];

const children = processes.map(({ name, cwd, args }) => {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  return child;
});

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`[dev] site: http://localhost:${portOf('shell')} (dev servers with live reload)`);
