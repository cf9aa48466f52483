import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../config';

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

/**
 * Post media in an S3-compatible bucket through the AWS SDK's S3 client (Signature V4, path-style or
 * virtual-hosted addressing, S3's error codes). Object keys are the prefix and a server-made name.
 */
export class S3MediaStorage implements MediaStorage {
  readonly client: S3Client;

  constructor(
    private readonly s: S3Settings,
    timeoutMs = 20_000,
  ) {
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // checksums only where S3 demands them (not on PUT/GET/DELETE Object): MinIO, R2 and other
      // S3-compatible stores do not all accept the SDK's default CRC headers and trailers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    });
  }

  private key(name: string): string {
    // defence in depth: only server-made names ever become object keys
    if (!isMediaName(name)) throw new Error('invalid media name');
    return `${this.s.prefix}${name}`;
  }

  /** The SDK's error as an S3Error: S3's status and code, never the request or its credentials. */
  private static async attempt<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof S3ServiceException) {
        throw new S3Error(err.$metadata.httpStatusCode ?? 0, err.name || 'Error', operation);
      }
      throw err;
    }
  }

  async put(name: string, data: Buffer): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.s.bucket,
      Key: this.key(name),
      Body: data,
      ContentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    });
    await S3MediaStorage.attempt('PUT', () => this.client.send(command));
  }

  async get(name: string): Promise<Buffer | null> {
    if (!isMediaName(name)) return null;
    const command = new GetObjectCommand({ Bucket: this.s.bucket, Key: this.key(name) });
    try {
      const res = await S3MediaStorage.attempt('GET', () => this.client.send(command));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      // a missing object reads as "no file"; a missing bucket or a refusal is an error
      if (err instanceof S3Error && err.status === 404 && err.s3Code === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    if (!isMediaName(name)) return;
    const command = new DeleteObjectCommand({ Bucket: this.s.bucket, Key: this.key(name) });
    await S3MediaStorage.attempt('DELETE', () => this.client.send(command)).catch((err: unknown) => {
      if (!(err instanceof S3Error && err.status === 404)) throw err;
    });
  }
}

/** The storage the settings choose: the S3 bucket when configured, else the local folder. */
export function createMediaStorage(media: { dir: string; s3?: S3Settings }): MediaStorage {
  return media.s3 ? new S3MediaStorage(media.s3) : new LocalMediaStorage(media.dir);
}
