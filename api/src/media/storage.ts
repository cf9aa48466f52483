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
