import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where post media files live. The default is a local folder (DATA_DIR/media); an S3-compatible bucket can
 * implement the same interface. Names are always chosen by the server (see `newMediaName`), never by a client.
 */
export interface MediaStorage {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Server-chosen stored names: 32 hex characters and the extension of the re-encoded format. */
export const MEDIA_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  private fileOf(name: string): string {
    // defence in depth: only server-made names ever reach the file system
    if (!isMediaName(name)) throw new Error('invalid media name');
    return path.join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const file = this.fileOf(name);
    await mkdir(this.dir, { recursive: true });
    const tmp = `${file}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async get(name: string): Promise<Buffer | null> {
    if (!isMediaName(name)) return null;
    try {
      return await readFile(this.fileOf(name));
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<void> {
    if (!isMediaName(name)) return;
    await unlink(this.fileOf(name)).catch(() => undefined);
  }
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), from the S3_* settings. */
export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (default: AWS for the region) */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (MinIO and most compatibles) instead of https://bucket.endpoint/key */
  forcePathStyle: boolean;
  /** prepended to every object key, e.g. "post-media/" */
  prefix: string;
}

/** An S3 error without any credential in it: the HTTP status and S3's own error code (NoSuchKey, AccessDenied…). */
export class S3Error extends Error {
  constructor(
    public readonly status: number,
    public readonly s3Code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${s3Code}`);
  }
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
/** RFC 3986 encoding, as AWS Signature Version 4 wants it (S3 paths: each segment once, slashes kept). */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 headers of one S3 request (no query string is used by this storage).
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html
 */
export function signS3Request(
  s: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  method: string,
  url: URL,
  payload: Buffer,
  now: Date = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(payload);
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    method,
    url.pathname,
    '',
    ...names.map((n) => `${n}:${headers[n].trim()}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${s.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${s.secretAccessKey}`, day), s.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${s.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** Post media in an S3-compatible bucket: PUT, GET and DELETE Object signed with Signature V4 (no SDK). */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly s: S3Settings,
    private readonly timeoutMs = 20_000,
  ) {}

  /** The object URL of a stored name (path-style or virtual-hosted). */
  objectUrl(name: string): URL {
    if (!isMediaName(name)) throw new Error('invalid media name');
    const base = new URL(this.s.endpoint);
    const key = `${this.s.prefix}${name}`.split('/').map(uriEncode).join('/');
    const basePath = base.pathname.replace(/\/+$/, '');
    if (this.s.forcePathStyle)
      return new URL(`${base.protocol}//${base.host}${basePath}/${uriEncode(this.s.bucket)}/${key}`);
    return new URL(`${base.protocol}//${this.s.bucket}.${base.host}${basePath}/${key}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', name: string, payload: Buffer = Buffer.alloc(0)) {
    const url = this.objectUrl(name);
    const headers = signS3Request(this.s, method, url, payload);
    if (method === 'PUT') {
      headers['content-type'] = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    }
    return fetch(url, {
      method,
      headers,
      body: method === 'PUT' ? new Uint8Array(payload) : undefined,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private static async fail(res: Response, operation: string): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'Error';
    throw new S3Error(res.status, code, operation);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const res = await this.send('PUT', name, data);
    if (!res.ok) await S3MediaStorage.fail(res, 'PUT');
    await res.arrayBuffer();
  }

  async get(name: string): Promise<Buffer | null> {
    if (!isMediaName(name)) return null;
    const res = await this.send('GET', name);
    if (!res.ok) {
      const err = await S3MediaStorage.fail(res, 'GET').catch((e: S3Error) => e);
      // a missing object reads as "no file"; a missing bucket or a refusal is an error
      if (err.status === 404 && err.s3Code === 'NoSuchKey') return null;
      throw err;
    }
    return Buffer.from(await res.arrayBuffer());
  }

  async remove(name: string): Promise<void> {
    if (!isMediaName(name)) return;
    const res = await this.send('DELETE', name);
    if (!res.ok && res.status !== 404) await S3MediaStorage.fail(res, 'DELETE');
    await res.arrayBuffer().catch(() => undefined);
  }
}

/** The storage the settings choose: the S3 bucket when configured, else the local folder. */
export function createMediaStorage(media: { dir: string; s3?: S3Settings }): MediaStorage {
  return media.s3 ? new S3MediaStorage(media.s3) : new LocalMediaStorage(media.dir);
}
