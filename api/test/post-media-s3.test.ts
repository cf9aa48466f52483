import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PostMedia } from 'contract';
import { LoopbackS3 } from '../../deploy/loopback-s3';
import { loadConfig } from '../src/config';
import type { S3Settings } from '../src/config';
import { S3Error, S3MediaStorage } from '../src/media/storage';
import { body, buildTestApp, createUser, login, type TestApp } from './helpers';

const BUCKET = 'travel-media';
const REGION = 'ap-northeast-1';
const KEY_ID = 'AKIATESTKEY';
const SECRET = 'fake-secret-Kx9/2026+abc';
const fake = new LoopbackS3(BUCKET, REGION, { [KEY_ID]: SECRET });
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

  it('addresses objects path-style or virtual-hosted, with the prefix', async () => {
    const name = `${'c'.repeat(32)}.jpg`;
    // the address the S3 client resolved, taken once the request is built and before it is signed or sent
    const addressOf = async (storage: S3MediaStorage) => {
      let address = '';
      storage.client.middlewareStack.add(
        () => async (args) => {
          const {
            protocol,
            hostname,
            port,
            path: urlPath,
          } = args.request as {
            protocol: string;
            hostname: string;
            port?: number;
            path: string;
          };
          address = `${protocol}//${hostname}${port ? `:${port}` : ''}${urlPath}`;
          throw new Error('stopped before sending');
        },
        { step: 'build', priority: 'low' },
      );
      await expect(storage.get(name)).rejects.toThrow('stopped before sending');
      return address;
    };
    expect(await addressOf(new S3MediaStorage(settings()))).toBe(`${endpoint}/${BUCKET}/post-media/${name}`);
    const aws = settings({ endpoint: 'https://s3.ap-northeast-1.amazonaws.com', forcePathStyle: false, prefix: '' });
    expect(await addressOf(new S3MediaStorage(aws))).toBe(`https://${BUCKET}.s3.ap-northeast-1.amazonaws.com/${name}`);
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
