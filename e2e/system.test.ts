// How the e2e run waits for a server it started (waitForServer), with real processes: one that dies at start
// and one that answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../site-server/testing/http';
import { waitForServer } from './system';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ti-e2e-system-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A node process running `code`, its output in a log file as the e2e run's servers have it. */
function server(name: string, code: string, env: Record<string, string> = {}) {
  const log = path.join(dir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  closeSync(fd);
  return { name, child, log };
}

it('a server that exits before it answers: fails at once with the end of its log', async () => {
  const dying = server(
    'api',
    "console.log('starting'); console.error('Error: listen EADDRINUSE 127.0.0.1:8190'); process.exit(3)",
  );
  const startedAt = Date.now();
  await expect(waitForServer(dying, `http://127.0.0.1:${await freePort()}/`, 60_000)).rejects.toThrow(
    /^api's server exited \(3\) before http:\/\/127\.0\.0\.1:\d+\/ answered; the end of .*api\.log:\nstarting\nError: listen EADDRINUSE 127\.0\.0\.1:8190$/,
  );
  expect(Date.now() - startedAt).toBeLessThan(10_000);
});

it('a server that answers: the wait ends when it does', async () => {
  const port = await freePort();
  const up = server(
    'shell',
    "require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')",
    { PORT: String(port) },
  );
  const closed = new Promise((resolve) => up.child.once('close', resolve));
  try {
    await waitForServer(up, `http://127.0.0.1:${port}/`, 30_000);
  } finally {
    up.child.kill();
    await closed;
  }
  expect(up.child.listenerCount('exit')).toBe(0);
});
