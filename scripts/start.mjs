// Start the whole system from the production builds: the API (embedded DB), the shell on :8080 and each
// remote on its own origin. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, REMOTES, distOf, portOf } from './lib/apps.mjs';

const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const processes = [
  { name: 'api', args: [tsx, 'api/src/server.ts'] },
  { name: 'shell', args: ['scripts/serve-shell.mjs'] },
  ...Object.keys(REMOTES).map((name) => ({ name, args: ['scripts/serve-remote.mjs', name] })),
];

const children = processes.map(({ name, args }) => {
  const env = { APP_JS_FILE: path.join(distOf('shell'), 'app-info.json'), ...process.env };
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => {
    clearTimeout(timer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(
  `[start] site: http://localhost:${portOf('shell')}  (API on :${portOf('api')}, remotes on :${Object.keys(REMOTES).map(portOf).join(', :')})`,
);
