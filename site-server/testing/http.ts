// Test support for the web servers: raw HTTP requests (paths sent byte for byte, bodies not decoded) and build
// folders written the way the production build writes them.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  /** sent exactly as given: no URL parsing, so `/%2e%2e/` and `/..\` reach the server as they are */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export function request(port: number, req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      { host: '127.0.0.1', port, method: req.method ?? 'GET', path: req.path, headers: req.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

/** The body as the client sees it once its Content-Encoding is undone. */
export function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  if (encoding === undefined || encoding === 'identity') return res.body.toString('utf8');
  throw new Error(`unexpected content-encoding ${encoding}`);
}

export function portOf(server: { address(): AddressInfo | string | null }): number {
  return (server.address() as AddressInfo).port;
}

/** A loopback port nothing listens on (for a process the test starts). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Probe until the value is accepted (the test's own timeout bounds the wait), or until `stop` is aborted (then
 * throw its reason): a loop still probing after its test gave up — the process it waited for died — keeps Jest
 * from exiting.
 */
export async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, stop?: AbortSignal): Promise<T> {
  for (;;) {
    stop?.throwIfAborted();
    const value = await probe();
    if (accept(value)) return value;
    stop?.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Text assets the build precompresses (build-config/webpack.js): each gets a .br and a .gz sibling. */
const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/;

/** A build folder in a new temporary directory (the parent is returned too, for files "outside" it). */
export function writeBuild(files: Record<string, string>): { dir: string; parent: string } {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'ti-build-'));
  const dir = path.join(parent, 'dist');
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (PRECOMPRESSED.test(name)) {
      writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
      writeFileSync(`${file}.gz`, zlib.gzipSync(content));
    }
  }
  return { dir, parent };
}
