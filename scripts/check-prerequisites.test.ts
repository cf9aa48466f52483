// scripts/check-prerequisites.mjs run for real, on a machine made to lack or have each thing through the variables
// that say where it is (NGINX, NGINX_BROTLI_MODULE, CHROMIUM_PATH, PG_BIN) and a PATH without nginx.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'check-prerequisites.mjs');

let dir: string;
/** an executable that answers as nginx -v, chromium or initdb would: exit 0 */
let present: string;
/** PG_BIN with PostgreSQL's three server binaries */
let pgBin: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ti-prerequisites-'));
  present = path.join(dir, 'present');
  writeFileSync(present, '#!/bin/sh\nexit 0\n');
  chmodSync(present, 0o755);
  pgBin = path.join(dir, 'pg');
  mkdirSync(pgBin);
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    writeFileSync(path.join(pgBin, bin), '#!/bin/sh\nexit 0\n');
    chmodSync(path.join(pgBin, bin), 0o755);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(args: string[], env: Record<string, string>) {
  const startedAt = Date.now();
  // PATH: node's folder only (no nginx, no chromium on it)
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    env: { PATH: path.dirname(process.execPath), ...env },
    encoding: 'utf8',
  });
  return { ...result, ms: Date.now() - startedAt };
}

const everything = () => ({ NGINX: present, NGINX_BROTLI_MODULE: present, CHROMIUM_PATH: present, PG_BIN: pgBin });

it('everything there: exits 0 and says nothing', () => {
  const result = check([], everything());
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('without nginx (not on PATH) nor Chromium: exits 1 within seconds, one line each with its install command', () => {
  const { NGINX: _nginx, ...rest } = everything();
  const result = check(['unit', 'e2e'], { ...rest, CHROMIUM_PATH: path.join(dir, 'no-chromium') });
  expect(result.status).toBe(1);
  expect(result.ms).toBeLessThan(5_000);
  expect(result.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^missing: Chromium — looked for .*no-chromium.* install: apt-get install -y chromium$/),
    expect.stringMatching(
      /^missing: nginx — looked for `nginx`.*npm run test:unit.* install: apt-get install -y nginx libnginx-mod-http-brotli-static$/,
    ),
    'all at once (Debian): apt-get install -y chromium nginx libnginx-mod-http-brotli-static',
  ]);
});

it('checks only what the named suites need: the unit suites do not need Chromium', () => {
  const result = check(['unit'], { ...everything(), CHROMIUM_PATH: path.join(dir, 'no-chromium') });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('nginx without its brotli_static module: names the module’s package', () => {
  const result = check(['unit'], { ...everything(), NGINX_BROTLI_MODULE: path.join(dir, 'no-module.so') });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /^missing: nginx’s brotli_static module — .*install: apt-get install -y libnginx-mod-http-brotli-static\n$/,
  );
});

it('--packages lists the Debian packages of what is missing (for CI to install) and exits 0', () => {
  const result = check(['--packages'], {
    ...everything(),
    NGINX: path.join(dir, 'no-nginx'),
    CHROMIUM_PATH: path.join(dir, 'no-chromium'),
  });
  expect(result.stdout.split('\n')).toEqual(['chromium', 'nginx', 'libnginx-mod-http-brotli-static', '']);
  expect(result.status).toBe(0);
});

it('an unknown suite is refused (exit 2)', () => {
  const result = check(['units'], everything());
  expect(result.stderr).toMatch(/unknown suite units/);
  expect(result.status).toBe(2);
});
