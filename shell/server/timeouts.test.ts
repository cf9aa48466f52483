// The shell's server and the remotes' server wait on a client as long as the API does (site-server/src/timeouts.ts):
// a client dripping its headers is cut off by each at the same moment.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from 'site-server';
import { HTTP_TIMEOUTS, type HttpTimeouts } from 'site-server/timeouts';
import { portOf, writeBuild } from '../../site-server/testing/http';
import { createShellServer } from './app';

const SHORT: HttpTimeouts = { headersMs: 400, requestMs: 800, idleMs: 10_000, keepAliveMs: 1000, checkEveryMs: 100 };

function servers(timeouts?: HttpTimeouts): Promise<Record<'shell' | 'remote', FastifyInstance>> {
  const { dir } = writeBuild({
    'index.html': '<!doctype html><html><head><title>t</title></head><body></body></html>',
  });
  return Promise.all([
    createShellServer({
      root: dir,
      apiTarget: 'http://127.0.0.1:9',
      siteUrl: 'http://localhost',
      remotesFile: `${dir}/../remotes.json`,
      remotePorts: {},
      timeouts,
    }),
    createSiteServer({ root: dir, cors: true, timeouts }),
  ]).then(([shell, remote]) => ({ shell, remote }));
}

/** A client that sends a header line every 100 ms and never ends them: how long until the server cuts it. */
function dripHeaders(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
    let line = 0;
    const drip = setInterval(() => socket.write(`X-Drip-${line++}: 1\r\n`), 100);
    socket.on('error', () => undefined);
    socket.resume();
    socket.on('close', () => {
      clearInterval(drip);
      resolve(Date.now() - started);
    });
    setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error('the server kept the dripping client for 5 s'));
    }, 5000);
  });
}

it('each server runs with the limits the API runs with', async () => {
  const { shell, remote } = await servers();
  try {
    for (const app of [shell, remote]) {
      await app.ready();
      expect({
        headersMs: app.server.headersTimeout,
        requestMs: app.server.requestTimeout,
        idleMs: app.server.timeout,
        keepAliveMs: app.server.keepAliveTimeout,
      }).toEqual({
        headersMs: HTTP_TIMEOUTS.headersMs,
        requestMs: HTTP_TIMEOUTS.requestMs,
        idleMs: HTTP_TIMEOUTS.idleMs,
        keepAliveMs: HTTP_TIMEOUTS.keepAliveMs,
      });
    }
  } finally {
    await Promise.all([shell.close(), remote.close()]);
  }
});

it('a client dripping its headers is cut off once the headers limit has passed, by each server alike', async () => {
  const { shell, remote } = await servers(SHORT);
  try {
    await Promise.all([shell.listen({ port: 0, host: '127.0.0.1' }), remote.listen({ port: 0, host: '127.0.0.1' })]);
    const [shellCut, remoteCut] = await Promise.all([
      dripHeaders(portOf(shell.server)),
      dripHeaders(portOf(remote.server)),
    ]);
    for (const cut of [shellCut, remoteCut]) {
      expect(cut).toBeGreaterThanOrEqual(SHORT.headersMs);
      expect(cut).toBeLessThan(SHORT.headersMs + 4 * SHORT.checkEveryMs + 500);
    }
  } finally {
    await Promise.all([shell.close(), remote.close()]);
  }
});
