import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/errors';

/** The form field an upload's file travels in (the name the site's FormData uses). */
export const FILE_FIELD = 'file';
/** A text field is a few words (an id, a type, an alt text of at most 300 characters): 4 KB is plenty. */
const MAX_FIELD_BYTES = 4096;

/**
 * multipart/form-data for the upload routes through @fastify/multipart (busboy underneath): the body is read
 * only when a route asks for it, within these limits for every form: at most 20 text fields of 4 KB, one
 * file, 30 parts, 20 header lines per part.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fields: 20, fieldSize: MAX_FIELD_BYTES, files: 1, parts: 30, headerPairs: 20 },
    throwFileSizeLimit: true,
  });
}

export interface UploadForm {
  /** the text fields by name (a repeated field: its last value) */
  fields: Record<string, string>;
  /** the file of the `file` field, read whole */
  file: { filename: string; data: Buffer } | null;
}

export interface UploadFormOptions {
  /** the file this form may carry, or null when it takes text fields only */
  file: { maxBytes: number; tooLarge: () => ApiError } | null;
  /** the answer to a file in a form that takes none */
  fileRefused?: () => ApiError;
}

// PostgreSQL's text cannot hold NUL
const NUL = '\u0000';

/**
 * Read an upload form to its end: its text fields and its one file. Every way a form can be wrong is a 4xx
 * ApiError in the caller's language, thrown before anything of the form is kept: not multipart → 400
 * `multipart_expected`; no boundary, cut off, malformed or the connection closed → 400 `upload_malformed`;
 * a file too large → `tooLarge()`; too many fields, files or parts → 413 `upload_too_many_parts`; a text field
 * too long or holding NUL → 400; a file where the form takes none → `fileRefused()` (default: 400
 * `upload_file_field`).
 */
export async function readUploadForm(req: FastifyRequest, opts: UploadFormOptions): Promise<UploadForm> {
  if (!req.isMultipart()) throw refusal(req, badRequest('multipart_expected'));
  // a client gone before the form is read: the request will never end, so its parts would never come
  if (req.raw.destroyed) throw refusal(req, badRequest('upload_malformed'));
  const fileRefused = opts.fileRefused ?? (() => badRequest('upload_file_field', { field: FILE_FIELD }));
  const fields: Record<string, string> = {};
  let file: UploadForm['file'] = null;
  // the first thing wrong with a well-formed form; the rest of it is still read so the answer reaches the client
  let refused: ApiError | null = null;
  try {
    // a form that takes no file has a limit of 0 files: busboy skips any file part unread
    const limits = opts.file ? { fileSize: opts.file.maxBytes } : { files: 0 };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) {
          refused ??= badRequest('upload_field_too_long', { field: part.fieldname, max: MAX_FIELD_BYTES });
        } else if (typeof part.value !== 'string' || part.value.includes(NUL)) {
          refused ??= badRequest('v_format', { field: part.fieldname });
        } else {
          fields[part.fieldname] = part.value;
        }
      } else if (!opts.file || part.fieldname !== FILE_FIELD) {
        refused ??= fileRefused();
        part.file.resume();
      } else {
        file = { filename: part.filename, data: await part.toBuffer() };
      }
    }
  } catch (err) {
    // what is left of the body is read and dropped: the answer reaches the client, the connection stays usable
    req.raw.unpipe();
    req.raw.resume();
    // a broken form is answered as such, whatever was found wrong in its parts before
    throw refusal(req, formError(err, opts.file?.tooLarge, fileRefused), err);
  }
  if (refused) throw refusal(req, refused);
  return { fields, file };
}

/** A refused form is logged with its reason (never its content): broken clients and probes show in the log. */
function refusal(req: FastifyRequest, error: ApiError, cause?: unknown): ApiError {
  const code = (cause as { code?: unknown } | undefined)?.code;
  req.log.info(
    { problem: error.messageKey, ...(typeof code === 'string' ? { cause: code } : {}) },
    'upload form refused',
  );
  return error;
}

/** The answer to an error @fastify/multipart or busboy raised while reading a form. */
function formError(err: unknown, tooLarge: (() => ApiError) | undefined, fileRefused: () => ApiError): ApiError {
  if (err instanceof ApiError) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return (tooLarge ?? fileRefused)();
    case 'FST_FILES_LIMIT':
      // one file too many, or a file at all in a form that takes none
      return tooLarge ? new ApiError(413, 'upload_too_many_parts') : fileRefused();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'upload_too_many_parts');
    default:
      // busboy's own errors (no boundary, a part cut off, a malformed header), a closed connection, a
      // field named like an Object property or declared JSON that is not: the client sent a broken form
      return badRequest('upload_malformed');
  }
}
