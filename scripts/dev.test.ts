// `npm run dev` re-points like `npm start`: the shell's webpack dev server answers /remotes.json from the remote map's
// file (REMOTES_FILE), written with each remote on its dev server's port when absent and read again after an edit.
// The dev server runs in a child process (webpack-dev-server with the shell's devServer settings, compiling a one-line
// entry instead of the shell, which the map does not depend on), as `npm run dev` starts it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import APPS from '../apps.json';

const ROOT = path.resolve(__dirname, '..');

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts webpack-dev-server with the shell's devServer settings on a free port; prints the port once listening. */
const DEV_SERVER = `
const path = require('node:path');
const webpack = require('webpack');
const Server = require('webpack-dev-server');
const shell = require('./shell/webpack.config.js')({}, { mode: 'development' });
const dir = process.env.ENTRY_DIR;
const compiler = webpack({ mode: 'development', context: dir, entry: './entry.js', output: { path: path.join(dir, 'out') } });
const settings = { ...shell.devServer, port: process.env.PORT, host: '127.0.0.1', webSocketServer: false, liveReload: false };
const server = new Server(settings, compiler);
server.start().then(() => console.log('listening'));
`;

describe('npm run dev: the shell’s dev server and the remote map’s file', () => {
  let dir: string;
  let remotesFile: string;
  let devServer: ChildProcess;
  let port: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ti-dev-remotes-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), 'console.log(1);\n');
    remotesFile = path.join(dir, 'data', 'remotes.json');
    port = await freePort();
    devServer = spawn(process.execPath, ['-e', DEV_SERVER], {
      cwd: ROOT,
      env: { ...process.env, ENTRY_DIR: dir, REMOTES_FILE: remotesFile, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      devServer.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('listening')) resolve();
      });
      devServer.once('exit', (code) => reject(new Error(`the dev server exited (${code}): ${out}`)));
    });
  });

  afterAll(async () => {
    if (devServer.exitCode === null) {
      const gone = new Promise((resolve) => devServer.once('exit', resolve));
      devServer.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** GET /remotes.json as a browser that reached the site as `host` (fetch would send the server's own address). */
  const remotesMap = (host: string) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/remotes.json', headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            try {
              expect(res.statusCode).toBe(200);
              expect(res.headers['cache-control']).toBe('no-store');
              resolve(JSON.parse(body) as Record<string, string>);
            } catch (error) {
              reject(error as Error);
            }
          });
        })
        .on('error', reject);
    });

  it('writes the file with each remote on its dev server’s port, on the host the browser used', async () => {
    const expected = Object.fromEntries(
      Object.entries(APPS.remotes).map(([name, remote]) => [
        name,
        `http://192.168.1.5:${remote.port}/mf-manifest.json`,
      ]),
    );
    expect(await remotesMap(`192.168.1.5:${APPS.shell.port}`)).toEqual(expected);
    expect(JSON.parse(fs.readFileSync(remotesFile, 'utf8'))).toEqual(
      Object.fromEntries(Object.entries(APPS.remotes).map(([name, remote]) => [name, { port: remote.port }])),
    );
  });

  it('an edit of the file re-points the running dev site; the file restored brings the dev servers back', async () => {
    const original = fs.readFileSync(remotesFile, 'utf8');
    const moved = 'https://cdn.example/mf-discovery/v2/mf-manifest.json';
    fs.writeFileSync(remotesFile, JSON.stringify({ mf_discovery: moved }));
    try {
      const edited = await remotesMap('localhost:8080');
      expect(edited.mf_discovery).toBe(moved);
      expect(edited.mf_auth).toBe(`http://localhost:${APPS.remotes.mf_auth.port}/mf-manifest.json`);
    } finally {
      fs.writeFileSync(remotesFile, original);
    }
    expect((await remotesMap('localhost:8080')).mf_discovery).toBe(
      `http://localhost:${APPS.remotes.mf_discovery.port}/mf-manifest.json`,
    );
  });
});
