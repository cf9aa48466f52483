import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Image formats accepted for upload, recognised by their first bytes (never by the name or the declared type). */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    buf.length >= 6 &&
    (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export type ImageProblem = 'type' | 'pixels' | 'unreadable';

export class ImageRejected extends Error {
  constructor(public readonly problem: ImageProblem) {
    super(`image rejected: ${problem}`);
  }
}

export interface ProcessedImage {
  data: Buffer;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/** The longest side of a stored image; bigger uploads are scaled down. */
export const MAX_SIDE = 2048;

/**
 * Check and re-encode an upload: the real format from its bytes, the pixel limit before decoding, then
 * the camera orientation applied, scaled to at most MAX_SIDE, and written anew — which drops every
 * metadata block (EXIF with GPS, XMP, IPTC, comments) and anything hidden after the image data.
 * Photos become JPEG; images with transparency stay PNG. Animated GIFs keep their first frame.
 */
export async function processUpload(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const kind = sniffImage(input);
  if (!kind) throw new ImageRejected('type');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
  if (meta.format !== kind && !(kind === 'jpeg' && meta.format === 'jpeg')) throw new ImageRejected('type');
  if (!meta.width || !meta.height) throw new ImageRejected('unreadable');
  if (meta.width * meta.height > maxPixels) throw new ImageRejected('pixels');
  try {
    const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const alpha = meta.hasAlpha === true;
    const { data, info } = alpha
      ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data, ext: alpha ? 'png' : 'jpg', width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('unreadable');
  }
}

/** Turn a stored image by 90, 180 or 270 degrees clockwise (re-encoded in its own format). */
export async function rotateImage(input: Buffer, degree: number): Promise<ProcessedImage> {
  const meta = await sharp(input).metadata();
  const pipeline = sharp(input).rotate(((degree % 360) + 360) % 360);
  const png = meta.format === 'png';
  const { data, info } = png
    ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data, ext: png ? 'png' : 'jpg', width: info.width, height: info.height };
}

export function newMediaName(ext: 'jpg' | 'png'): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}
