import Busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/errors';

/**
 * multipart/form-data for the upload routes. The body is left unread by Fastify (a pass-through parser)
 * and streamed through busboy by `readMultipart`, with limits on the file size, the field count and sizes.
 * (@fastify/multipart is not used: its ESM dependencies do not load under the API's Jest on Node 20.)
 */
export function allowMultipart(app: FastifyInstance): void {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
}

export interface MultipartFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartResult {
  fields: Record<string, string>;
  file: MultipartFile | null;
}

/** Read the fields and the first file of a multipart request. Throws 413 (`tooLargeKey`) past maxFileBytes. */
export function readMultipart(
  req: FastifyRequest,
  opts: { maxFileBytes: number; tooLarge: () => ApiError },
): Promise<MultipartResult> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) return Promise.reject(badRequest('multipart_expected'));
  return new Promise((resolve, reject) => {
    let bb: Busboy.Busboy;
    try {
      bb = Busboy({
        headers: req.headers,
        limits: { fileSize: opts.maxFileBytes, files: 1, fields: 20, fieldSize: 4096, parts: 30 },
      });
    } catch {
      reject(badRequest('multipart_expected'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: MultipartFile | null = null;
    let failed: ApiError | null = null;
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        failed = opts.tooLarge();
      });
      stream.on('end', () => {
        if (!file && !failed) file = { field: name, filename: info.filename ?? '', data: Buffer.concat(chunks) };
      });
    });
    bb.on('error', () => reject(failed ?? badRequest('multipart_expected')));
    bb.on('close', () => (failed ? reject(failed) : resolve({ fields, file })));
    req.raw.pipe(bb);
  });
}
