// The shell's /api proxy in front of the real API: what the API answers is what the browser gets, and the
// browser's connection stays usable after it.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../api/test/helpers';
import { portOf, writeBuild } from '../../site-server/testing/http';
import { createShellServer } from './app';

let api: TestApp;
let shell: FastifyInstance;

beforeAll(async () => {
  api = await buildTestApp();
  const { dir } = writeBuild({
    'index.html': '<!doctype html><html><head><title>t</title></head><body></body></html>',
  });
  shell = await createShellServer({
    root: dir,
    apiTarget: `http://127.0.0.1:${portOf(api.app.server)}`,
    siteUrl: 'http://localhost',
    remotesFile: `${dir}/../remotes.json`,
    remotePorts: {},
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await shell.close();
  await api.close();
});

interface Answer {
  status: number;
  body: string;
  socket: Socket;
}

/** One request on the agent's connection (a single kept-alive socket), with the socket it went out on. */
function send(agent: http.Agent, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: portOf(shell.server),
        method,
        path,
        agent,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket! }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.on('error', reject);
    req.end(body);
  });
}

it('relays the API’s 413 for a body over its limit, and answers the next request on the same connection', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const leg = { from: { lat: 25.0339, lng: 121.5645 }, to: { lat: 25.0478, lng: 121.517 }, mode: 'walking' };
    const body = JSON.stringify({ legs: Array.from({ length: 20_000 }, () => leg) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);

    const refused = await send(agent, 'POST', '/api/v1/plan/directions', body);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 413, message: 'The request body is too large.' });

    const next = await send(agent, 'GET', '/api/v1/app');
    expect(next.status).toBe(200);
    expect(next.socket).toBe(refused.socket);
  } finally {
    agent.destroy();
  }
}, 30_000);
