// Production build of the five remotes and the shell (each its own dist/ that deploys alone).
// The shell gets the build id (app_js) compiled in and written to shell/dist/app-info.json, which the API
// serves so open pages notice a new deployment (on a route change, at most once an hour, a page asks for the
// build id and reloads when it differs from the one it loaded with).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, REMOTES, distOf } from './lib/apps.mjs';

const appJs = process.env.APP_JS ?? `${Date.now().toString(36)}`;
const only = process.argv.slice(2);
const folders = [...Object.values(REMOTES), 'shell'].filter((f) => only.length === 0 || only.includes(f));

function build(folder) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
      {
        cwd: path.join(ROOT, folder),
        env: { ...process.env, APP_JS: appJs },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${folder} build failed`));
      }
    });
  });
}

// two at a time: this machine has two cores
const queue = [...folders];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) await build(queue.shift());
});
try {
  await Promise.all(workers);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
if (folders.includes('shell')) {
  fs.writeFileSync(path.join(distOf('shell'), 'app-info.json'), JSON.stringify({ app_js: appJs }));
  console.log(`app_js = ${appJs}`);
}
