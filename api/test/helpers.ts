import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import net from 'node:net';
import { Writable } from 'node:stream';
import { buildApp, type BuildOptions } from '../src/app';
import { DEFAULT_RATE_LIMITS, type Config, type RateLimitSettings, type ScryptParams } from '../src/config';
import { Worker } from 'node:worker_threads';
import {
  isMemoryUrl,
  openDatabase,
  pgliteHandle,
  type Database,
  type DatabaseHandle,
  type PgliteLike,
} from '../src/db';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed';
import { hashPassword } from '../src/auth/password';
import type { RequestLimits } from '../src/auth/rate-limit';
import { ApiError } from '../src/http/errors';

// building the first seeded database of a run (initdb + migrations + seed) can take several seconds
jest.setTimeout(60_000);

/** Cheap scrypt for tests only; production keeps N=2^17. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const TEST_APP_JS = 'test-build-1';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-pass-2026';

export const testConfig: Partial<Config> = {
  databaseUrl: 'memory://',
  scrypt: TEST_SCRYPT,
  appJs: TEST_APP_JS,
  adminEmail: ADMIN_EMAIL,
  adminPassword: ADMIN_PASSWORD,
  cookieSecure: false,
  seed: true,
};

const postgresUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL;
  return url && !isMemoryUrl(url) ? url : undefined;
};
export const usingPostgres = (): boolean => postgresUrl() !== undefined;

/**
 * PGlite in a worker thread (see pglite-worker.mjs), driven through PGlite's node-postgres adapter by a small
 * proxy that forwards the wire-protocol messages: the app's query path is exactly the production one.
 */
export async function startPgliteWorker(dump?: Uint8Array): Promise<DatabaseHandle> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dump } });
  const pending = new Map<number, { resolve: (v: WorkerReply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (msg: WorkerReply & { type?: string }) => {
      if (msg.type === 'ready') return resolve();
      const waiter = pending.get(msg.id);
      if (!waiter) return;
      pending.delete(msg.id);
      if (msg.error) waiter.reject(new Error(msg.error));
      else waiter.resolve(msg);
    });
  });
  await ready;
  const call = (type: string, data?: Uint8Array) =>
    new Promise<WorkerReply>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, type, data });
    });
  const proxy = {
    waitReady: Promise.resolve(),
    async execProtocolStream(data: Uint8Array) {
      const reply = await call('exec', data);
      // errors cross the thread as plain objects; pg expects Error instances
      return reply.messages!.map((m) =>
        m.name === 'error' ? Object.assign(new Error(String(m.message)), m, { name: 'error' }) : m,
      );
    },
  };
  return pgliteHandle(
    proxy as unknown as PgliteLike,
    async () => {
      await call('close');
      await worker.terminate();
    },
    async () => new Blob([(await call('dump')).data! as unknown as BlobPart]),
  );
}

interface WorkerReply {
  id: number;
  error?: string;
  messages?: Array<Record<string, unknown> & { name: string }>;
  data?: Uint8Array;
}

/** A hash of everything that shapes the seeded database, so a stale template is never reused. */
function templateKey(): string {
  const hash = createHash('sha256');
  const api = path.resolve(__dirname, '..');
  const files = [
    ...readdirSync(path.join(api, 'migrations')).map((f) => path.join(api, 'migrations', f)),
    path.join(api, 'src/db/seed.ts'),
    path.join(api, 'src/db/seed-data.ts'),
  ].sort();
  for (const f of files) hash.update(f).update(readFileSync(f));
  hash.update(JSON.stringify({ TEST_SCRYPT, ADMIN_EMAIL, ADMIN_PASSWORD }));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with migrations and seed applied. The first test file builds it and leaves a dump
 * in the temp folder; the others start from that dump (much faster than initdb + seed each time).
 */
async function openPglite(): Promise<DatabaseHandle> {
  const file = path.join(os.tmpdir(), `travel-api-pglite-${templateKey()}.tar.gz`);
  if (existsSync(file)) {
    try {
      return await startPgliteWorker(new Uint8Array(readFileSync(file)));
    } catch {
      /* unreadable template: rebuild below */
    }
  }
  const handle = await startPgliteWorker();
  await migrate(handle.db);
  await seedIfEmpty(handle.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, scrypt: TEST_SCRYPT });
  if (handle.dump) {
    // write then rename: parallel test workers never read a half-written template
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await (await handle.dump()).arrayBuffer()));
    renameSync(tmp, file);
  }
  return handle;
}

/** PostgreSQL: a fresh database per test file, dropped afterwards. */
export async function openPostgres(
  baseUrl: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url: string }> {
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', pool: { max: 4 } });
  const drop = async () => {
    const client = new Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { handle, drop, url: url.toString() };
}

/**
 * A migrated and seeded database of its own, for services tested without HTTP: PGlite in memory, or a fresh
 * PostgreSQL database (dropped by `close`) when DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const pgUrl = postgresUrl();
  if (!pgUrl) return openPglite();
  const { handle, drop } = await openPostgres(pgUrl);
  await migrate(handle.db);
  await seedIfEmpty(handle.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, scrypt: TEST_SCRYPT });
  return { db: handle.db, close: async () => (await handle.close(), await drop()) };
}

/** Limits that let every attempt through: for services tested without HTTP (the limits have tests of their own). */
export const unlimited: RequestLimits = {
  check: async () => undefined,
  hit: async () => undefined,
  consume: async () => undefined,
  captchaNeeded: async () => false,
  clearIpAccount: async () => undefined,
  resetMailAllowed: async () => true,
};

/** The status and message key a service call was refused with (an ApiError); anything else fails the test. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; key: string }> {
  const err: unknown = await call.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw err;
  return { status: err.statusCode, key: err.messageKey };
}

export interface TestApp {
  app: FastifyInstance;
  /** one HTTP request to the listening app */
  inject: (req: string | RequestOptions) => Promise<Res>;
  close: () => Promise<void>;
}

export interface RequestOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** sent as JSON */
  payload?: unknown;
  /** sent as is (with the given content-type header) */
  rawBody?: string;
  /** leave out the X-Requested-With header the site's client sends on every call (CSRF tests) */
  noCsrfHeader?: boolean;
}

export interface Cookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export interface Res {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  cookies: Cookie[];
}

function parseSetCookie(line: string): Cookie {
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const a of attrs) {
    const i = a.indexOf('=');
    if (i < 0) attributes[a.toLowerCase()] = true;
    else attributes[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
  }
  return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
}

/**
 * Requests go over real HTTP to the app listening on a loopback port. (Fastify's inject() needs
 * light-my-request, whose ESM-only `cookie` dependency Jest cannot load on Node 20.)
 */
async function listen(app: FastifyInstance): Promise<(req: string | RequestOptions) => Promise<Res>> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return (req) => {
    const opts: RequestOptions = typeof req === 'string' ? { url: req } : req;
    const headers: Record<string, string> = { ...opts.headers };
    if (!opts.noCsrfHeader) headers['x-requested-with'] ??= 'XMLHttpRequest';
    let data: string | undefined = opts.rawBody;
    if (opts.payload !== undefined) {
      data = JSON.stringify(opts.payload);
      headers['content-type'] ??= 'application/json';
    }
    return new Promise<Res>((resolve, reject) => {
      const r = http.request(
        { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.url, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              statusCode: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              cookies: (res.headers['set-cookie'] ?? []).map(parseSetCookie),
            }),
          );
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      if (data !== undefined) r.write(data);
      r.end();
    });
  };
}

export interface TestAppOptions {
  /** the app's logger (default none; see `captureLogs`) */
  logger?: BuildOptions['logger'];
}

/**
 * The default limits, with room for `uploads` post uploads per user in the window: for a file whose tests upload
 * as one user far more than a person filling a post would (the upload limits have tests of their own).
 */
export function roomForUploads(uploads: number): RateLimitSettings {
  const { upload } = DEFAULT_RATE_LIMITS.rules;
  const room = { ...upload.ip, soft: uploads, hard: uploads };
  return { ...DEFAULT_RATE_LIMITS, rules: { ...DEFAULT_RATE_LIMITS.rules, upload: { ip: room, account: room } } };
}

/** The real app on a real, migrated and seeded database (PGlite in memory, or PostgreSQL when DATABASE_URL is set). */
export async function buildTestApp(config: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const logger = options.logger ?? false;
  const pgUrl = postgresUrl();
  if (pgUrl) {
    const { handle, drop } = await openPostgres(pgUrl);
    const app = await buildApp({
      config: { ...testConfig, ...config, databaseUrl: pgUrl },
      database: handle,
      logger,
      docsUi: false,
    });
    return {
      app,
      inject: await listen(app),
      close: async () => {
        await app.close();
        await drop();
      },
    };
  }
  const handle = await openPglite();
  const app = await buildApp({ config: { ...testConfig, ...config }, database: handle, logger, docsUi: false });
  return { app, inject: await listen(app), close: () => app.close() };
}

/**
 * Two instances of the real app on ONE database, as two API processes behind a load balancer: on PostgreSQL each
 * has its own connection pool to a fresh database; on PGlite (one process only) both use one instance. Nothing
 * else is shared: each builds its own routes, limiter and mailer. `close` closes both (and drops the database).
 */
export async function buildTestAppPair(
  config: Partial<Config> = {},
): Promise<{ apps: [TestApp, TestApp]; close: () => Promise<void> }> {
  const pgUrl = postgresUrl();
  const build = async (handle: DatabaseHandle): Promise<TestApp> => {
    const app = await buildApp({
      config: { ...testConfig, ...config, ...(pgUrl ? { databaseUrl: pgUrl } : {}) },
      database: handle,
      logger: false,
      docsUi: false,
    });
    return { app, inject: await listen(app), close: () => app.close() };
  };
  if (pgUrl) {
    const { handle, drop, url } = await openPostgres(pgUrl);
    const a = await build(handle);
    const b = await build(await openDatabase({ databaseUrl: url, dataDir: '', pool: { max: 4 } }));
    return { apps: [a, b], close: async () => (await Promise.all([a.close(), b.close()]), await drop()) };
  }
  // the one PGlite is closed once, by the second app (an app closes its database when it closes)
  const handle = await openPglite();
  const a = await build({ ...handle, close: async () => undefined });
  const b = await build(handle);
  return { apps: [a, b], close: async () => (await a.close(), await b.close()) };
}

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

/** The app's log lines as they are written (pino's JSON), for `buildTestApp(config, { logger })`. */
export function captureLogs(level = 'info'): {
  logger: BuildOptions['logger'];
  lines: LogLine[];
  /** the first line from index `since` on that matches, as soon as it is written */
  waitFor: (pred: (line: LogLine) => boolean, since?: number) => Promise<LogLine>;
} {
  const lines: LogLine[] = [];
  const waiters: Array<{ pred: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const w of waiters.filter((x) => x.pred(line))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
      done();
    },
  });
  return {
    logger: { level, stream },
    lines,
    waitFor: (pred, since = 0) => {
      const seen = lines.slice(since).find(pred);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ pred, resolve }));
    },
  };
}

/** The port the test app listens on. */
export function portOf(t: TestApp): number {
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

export interface RawExchange {
  /** the socket, connected and with everything given written */
  socket: net.Socket;
  /** all the bytes the app sent until the connection closed */
  answer: Promise<Buffer>;
}

/**
 * Bytes no HTTP client library would send (a body cut off, a connection dropped mid-upload), written as they
 * are to the app over one TCP connection.
 */
export async function rawExchange(t: TestApp, ...chunks: Array<string | Buffer>): Promise<RawExchange> {
  const socket = net.connect(portOf(t), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const received: Buffer[] = [];
  const answer = new Promise<Buffer>((resolve) => {
    socket.on('data', (c: Buffer) => received.push(c));
    // a reset after the answer (the app closing on unread bytes) changes nothing to what was answered
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(received)));
  });
  for (const chunk of chunks) await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
  return { socket, answer };
}

export interface RawAnswer {
  statusCode: number;
  /** lower-case names */
  headers: Record<string, string>;
  body: string;
}

/** The HTTP/1.1 answers in raw bytes, in order (several on a kept-alive connection). */
export function parseAnswers(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(rest.toString('utf8'))}`);
    const [status, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    rest = rest.subarray(end + 4);
    const parts: Buffer[] = [];
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const nl = rest.indexOf('\r\n');
        const size = parseInt(rest.subarray(0, nl).toString('latin1'), 16);
        rest = rest.subarray(nl + 2);
        if (!size) {
          rest = rest.subarray(2);
          break;
        }
        parts.push(rest.subarray(0, size));
        rest = rest.subarray(size + 2);
      }
    } else {
      const length = Number(headers['content-length'] ?? rest.length);
      parts.push(rest.subarray(0, length));
      rest = rest.subarray(length);
    }
    answers.push({ statusCode: Number(status.split(' ')[1]), headers, body: Buffer.concat(parts).toString('utf8') });
  }
  return answers;
}

export interface Envelope<D = unknown> {
  code: number;
  data?: D;
  result?: unknown;
  message?: string;
  app_js: string;
}

export function body<D = unknown>(res: Res): Envelope<D> {
  return JSON.parse(res.body) as Envelope<D>;
}

/** Sign in and return the `sid=…` cookie header value. */
export async function login(
  t: TestApp,
  email: string,
  password: string,
  remember = false,
): Promise<{ cookie: string; res: Res }> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/user/email_login',
    payload: { email, password, remember },
  });
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (res.statusCode !== 200 || !sid) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookie: `sid=${sid.value}`, res };
}

/** A signed-up e-mail user with a known password (for tests that change the account). */
export async function createUser(
  app: Pick<FastifyInstance, 'db'>,
  email: string,
  password: string,
  display_name = 'Test User',
): Promise<number> {
  const row = await app.db
    .insertInto('users')
    .values({
      display_name,
      email,
      password_hash: await hashPassword(password, TEST_SCRYPT),
      is_verified: true,
      unverified_email: null,
      social_email: null,
      avatar: null,
      social_provider: null,
      social_provider_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in user made for a test: its id and its `sid=…` cookie. */
export async function signedInUser(
  t: TestApp,
  email: string,
  password: string,
  displayName?: string,
): Promise<{ id: number; cookie: string }> {
  const id = await createUser(t.app, email, password, displayName);
  return { id, cookie: (await login(t, email, password)).cookie };
}

/** The first seeded point of interest (a place posts and uploads can be about). */
export async function firstPoiId(app: Pick<FastifyInstance, 'db'>): Promise<number> {
  const place = await app.db
    .selectFrom('places')
    .select('id')
    .where('type', '=', 'poi')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return place.id;
}

/** The ids of the first `limit` seeded public published experiences, in id order. */
export async function publicExperienceIds(app: FastifyInstance, limit: number): Promise<number[]> {
  const rows = await app.db
    .selectFrom('experiences')
    .select('id')
    .where('status', '=', 'published')
    .where('visible_type', '=', 0)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Three experiences of `ownerId` that only the owner (and the admin) may see: private, unlisted and a draft. */
export async function insertHiddenExperiences(
  app: FastifyInstance,
  ownerId: number,
): Promise<{ privateId: number; unlistedId: number; draftId: number }> {
  const base = {
    user_id: ownerId,
    description: 'x',
    video_type: 'youtube' as const,
    video_id: 'abcdefghijk',
    duration: 100,
    author: 'Owner',
    slug: 'mine',
  };
  const rows = await app.db
    .insertInto('experiences')
    .values([
      { ...base, title: 'Private one', visible_type: 1, status: 'published' },
      { ...base, title: 'Unlisted one', visible_type: 2, status: 'published', published_at: new Date() },
      { ...base, title: 'Draft one', visible_type: 0, status: 'draft' },
    ])
    .returning('id')
    .execute();
  const [privateId, unlistedId, draftId] = rows.map((r) => r.id);
  return { privateId, unlistedId, draftId };
}

const tempDirs: string[] = [];
// every test file loads this module afresh: its folders go when that file's tests are done
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new folder for this test file, removed after its tests. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

let tempDir: string | null = null;

/** A file with this content in this test file's temporary folder. */
export function writeTemp(name: string, content: string): string {
  tempDir ??= makeTempDir('ti-api-test');
  const file = path.join(tempDir, `${name}-${randomBytes(4).toString('hex')}`);
  writeFileSync(file, content);
  return file;
}
