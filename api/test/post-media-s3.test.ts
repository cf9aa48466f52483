import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PostMedia } from 'shared/contract';
import { loadConfig } from '../src/config';
import { S3Error, S3MediaStorage, type S3Settings } from '../src/media/storage';
import { body, buildTestApp, createUser, login, type TestApp } from './helpers';

/**
 * A loopback S3: path-style PUT/GET/DELETE /{bucket}/{key}, every request's AWS Signature V4 recomputed here
 * (independently of the app's signer) with the secret of the access key, S3's XML error bodies.
 */
class FakeS3 {
  readonly objects = new Map<string, { data: Buffer; type: string }>();
  readonly log: string[] = [];
  server = http.createServer((req, res) => void this.handle(req, res));
  constructor(
    readonly bucket: string,
    readonly region: string,
    public keys: Record<string, string>,
  ) {}

  start(): Promise<string> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => {
        const a = this.server.address();
        resolve(`http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
      }),
    );
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private error(res: ServerResponse, status: number, code: string, message: string, resource: string) {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`,
    );
  }

  /** null when the signature holds, else the S3 error code. */
  private checkSignature(req: IncomingMessage, payload: Buffer): string | null {
    const auth = String(req.headers.authorization ?? '');
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([a-f0-9]{64})$/.exec(
        auth,
      );
    if (!m) return 'AccessDenied';
    const [, keyId, day, region, signedHeaders, signature] = m;
    const secret = this.keys[keyId];
    if (secret === undefined) return 'InvalidAccessKeyId';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day) || region !== this.region) return 'SignatureDoesNotMatch';
    const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!Number.isFinite(when) || Math.abs(Date.now() - when) > 15 * 60_000) return 'RequestTimeTooSkewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== createHash('sha256').update(payload).digest('hex')) return 'XAmzContentSHA256Mismatch';
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
    const [pathname, query = ''] = (req.url ?? '').split('?');
    const canonical = [
      req.method,
      pathname,
      query,
      ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`;
    let key = createHmac('sha256', `AWS4${secret}`).update(day).digest();
    for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    const expected = createHmac('sha256', key).update(toSign).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'SignatureDoesNotMatch';
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const payload = Buffer.concat(chunks);
    const pathname = (req.url ?? '').split('?')[0];
    this.log.push(`${req.method} ${pathname}`);
    const problem = this.checkSignature(req, payload);
    if (problem) return this.error(res, 403, problem, 'Access Denied', pathname);
    const [, bucket, ...rest] = pathname.split('/');
    if (bucket !== this.bucket) return this.error(res, 404, 'NoSuchBucket', 'The bucket does not exist', pathname);
    const key = rest.map(decodeURIComponent).join('/');
    if (req.method === 'PUT') {
      this.objects.set(key, { data: payload, type: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: `"${createHash('md5').update(payload).digest('hex')}"` });
      return res.end();
    }
    const obj = this.objects.get(key);
    if (req.method === 'GET') {
      if (!obj) return this.error(res, 404, 'NoSuchKey', 'The specified key does not exist.', pathname);
      res.writeHead(200, { 'content-type': obj.type, 'content-length': obj.data.length });
      return res.end(obj.data);
    }
    if (req.method === 'DELETE') {
      this.objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    this.error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed', pathname);
  }
}

const BUCKET = 'travel-media';
const REGION = 'ap-northeast-1';
const KEY_ID = 'AKIATESTKEY';
const SECRET = 'fake-secret-Kx9/2026+abc';
const fake = new FakeS3(BUCKET, REGION, { [KEY_ID]: SECRET });
const localDir = mkdtempSync(path.join(os.tmpdir(), 'ti-s3-local-'));
let endpoint: string;
let t: TestApp;
let cookie: string;
let placeId: number;

const settings = (over: Partial<S3Settings> = {}): S3Settings => ({
  bucket: BUCKET,
  endpoint,
  region: REGION,
  accessKeyId: KEY_ID,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  prefix: 'post-media/',
  ...over,
});

beforeAll(async () => {
  endpoint = await fake.start();
  t = await buildTestApp({
    media: { dir: localDir, maxBytes: 2 * 1024 * 1024, maxPixels: 4_000_000, s3: settings() },
  });
  await createUser(t.app, 's3-user@example.com', 's3-user-pass-2026', 'S3 User');
  cookie = (await login(t, 's3-user@example.com', 's3-user-pass-2026')).cookie;
  placeId = (
    await t.app.db.selectFrom('places').select('id').where('type', '=', 'poi').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
  rmSync(localDir, { recursive: true, force: true });
});

const appUrl = (p: string) => {
  const a = t.app.server.address();
  return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}${p}`;
};

async function uploadPhoto(batch: string) {
  const jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#c03040' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'private camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } })
    .toBuffer();
  const form = new FormData();
  form.append('place_id', String(placeId));
  form.append('batch_id', batch);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
  const res = await fetch(appUrl('/api/v1/post/media-upload'), {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as { data?: PostMedia; message?: string } };
}

describe('S3MediaStorage against a loopback S3', () => {
  it('puts, gets and deletes signed objects under the prefix; a missing key reads as null', async () => {
    const s = new S3MediaStorage(settings());
    const name = `${'a'.repeat(32)}.jpg`;
    await s.put(name, Buffer.from('bytes'));
    expect(fake.objects.get(`post-media/${name}`)?.data.toString()).toBe('bytes');
    expect(fake.objects.get(`post-media/${name}`)?.type).toBe('image/jpeg');
    expect((await s.get(name))?.toString()).toBe('bytes');
    await s.remove(name);
    expect(fake.objects.has(`post-media/${name}`)).toBe(false);
    expect(await s.get(name)).toBeNull();
    expect(fake.log).toContain(`GET /${BUCKET}/post-media/${name}`);
  });

  it('fails with S3 error codes, never the secret, when the secret or bucket is wrong', async () => {
    const wrong = new S3MediaStorage(settings({ secretAccessKey: 'not-the-secret' }));
    const name = `${'b'.repeat(32)}.png`;
    const err = await wrong.put(name, Buffer.from('x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(S3Error);
    expect(err).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(String((err as Error).message)).not.toContain('not-the-secret');
    expect(fake.objects.has(`post-media/${name}`)).toBe(false);
    await expect(new S3MediaStorage(settings({ bucket: 'other' })).get(name)).rejects.toMatchObject({
      status: 404,
      s3Code: 'NoSuchBucket',
    });
    await expect(new S3MediaStorage(settings({ accessKeyId: 'AKIAUNKNOWN' })).get(name)).rejects.toMatchObject({
      s3Code: 'InvalidAccessKeyId',
    });
  });

  it('addresses objects path-style or virtual-hosted, with the prefix', () => {
    const name = `${'c'.repeat(32)}.jpg`;
    expect(new S3MediaStorage(settings()).objectUrl(name).href).toBe(`${endpoint}/${BUCKET}/post-media/${name}`);
    const aws = settings({ endpoint: 'https://s3.ap-northeast-1.amazonaws.com', forcePathStyle: false, prefix: '' });
    expect(new S3MediaStorage(aws).objectUrl(name).href).toBe(
      `https://${BUCKET}.s3.ap-northeast-1.amazonaws.com/${name}`,
    );
  });

  it('refuses names the server did not make before any request', async () => {
    const s = new S3MediaStorage(settings());
    const before = fake.log.length;
    await expect(s.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('invalid media name');
    expect(await s.get('../x.jpg')).toBeNull();
    expect(fake.log.length).toBe(before);
  });
});

describe('S3 settings', () => {
  it('selects S3 from the S3_* variables, with defaults, and the local folder without S3_BUCKET', () => {
    const env = {
      S3_BUCKET: 'b1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
    };
    expect(loadConfig(env, '/tmp').media.s3).toEqual({
      bucket: 'b1',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'post-media/',
    });
    expect(
      loadConfig({ S3_BUCKET: 'b1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' }, '/tmp').media.s3,
    ).toMatchObject({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      forcePathStyle: false,
    });
    expect(loadConfig({}, '/tmp').media.s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'b1' }, '/tmp')).toThrow('S3_ACCESS_KEY_ID');
  });
});

describe('post photos through the S3 backend (app settings)', () => {
  it('uploads, serves, reads, rotates and deletes a photo in the bucket, nothing in the local folder', async () => {
    const up = await uploadPhoto('s3-batch');
    expect(up.status).toBe(200);
    const media = up.json.data!;
    const key = `post-media/${media.file}`;
    expect(fake.objects.has(key)).toBe(true);
    const stored = fake.objects.get(key)!.data;
    expect(stored.includes(Buffer.from('private camera'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const served = await fetch(appUrl(media.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    const read = body<PostMedia>(await t.inject({ url: `/api/v1/post/media/${media.id}`, headers: { cookie } }));
    expect(read.data).toMatchObject({ id: media.id, file: media.file, width: 60, height: 30 });

    const turned = body<PostMedia>(
      await t.inject({
        method: 'POST',
        url: `/api/v1/post/media/${media.id}/manipulate`,
        headers: { cookie },
        payload: { degree: 90 },
      }),
    ).data!;
    expect(turned).toMatchObject({ degree: 90, width: 30, height: 60 });
    expect(fake.objects.has(key)).toBe(false);
    const turnedKey = `post-media/${turned.file}`;
    expect((await sharp(fake.objects.get(turnedKey)!.data).metadata()).width).toBe(30);
    expect((await fetch(appUrl(media.url))).status).toBe(404);

    const del = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/media-upload?media_id=${media.id}&file=${turned.file}&place_id=${placeId}&batch_id=s3-batch`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(fake.objects.has(turnedKey)).toBe(false);
    expect((await t.inject({ url: `/api/v1/post/media/${media.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect(existsSync(localDir) ? readdirSync(localDir) : []).toEqual([]);
  });

  it('answers a bucket refusal with a plain 500 that leaks nothing, and records no media', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('post_media')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const objects = fake.objects.size;
    fake.keys = { [KEY_ID]: 'rotated-secret' };
    try {
      const up = await uploadPhoto('s3-denied');
      expect(up.status).toBe(500);
      expect(JSON.stringify(up.json)).not.toMatch(/secret|SignatureDoesNotMatch|AKIA/i);
    } finally {
      fake.keys = { [KEY_ID]: SECRET };
    }
    expect(await count()).toBe(before);
    expect(fake.objects.size).toBe(objects);
  });
});
