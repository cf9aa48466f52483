import { MediaType, type PostMedia } from 'contract';
import { isValidVideoId } from 'contract/format';
import type { Config } from '../config';
import type { Database } from '../db';
import type { PostMediaRow, UserRow } from '../db/schema';
import type { RequestLimits } from '../auth/rate-limit';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ImageRejected, newMediaName, processUpload, rotateImage } from '../media/images';
import { isMediaName, type MediaStorage } from '../media/storage';
import { placeMustExist } from './places';
import { findPostRow, mayEdit, mayView, toPostMedia } from './posts';

/** Loose uploads (never part of a post) are removed after this long. */
export const LOOSE_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How many loose uploads one user may hold at once: as many as one post takes (its media list's maxItems), so
 * filling a post is never refused, while nobody can pile up files the server keeps for a day.
 */
export const MAX_LOOSE_UPLOADS = 20;
/** How often the loose uploads are looked for (and once when the API starts). */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** What the post rules need of the site: its database, the media store, settings, clock and log. */
export interface PostServices {
  db: Database;
  storage: MediaStorage;
  config: Pick<Config, 'adminEmail' | 'media'>;
  /** the current time */
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void };
}

/** Drop stored files whose rows are gone; a storage failure is logged (no secrets) and never undoes the change. */
export async function discardFiles(
  posts: PostServices,
  media: Array<{ type: number | string; file: string }>,
): Promise<void> {
  for (const m of media) {
    if (Number(m.type) !== MediaType.Image) continue;
    await posts.storage.remove(m.file).catch((err: unknown) => posts.log.warn({ err }, 'post media file not removed'));
  }
}

/** Remove uploads that never became part of a post and are older than `olderThanMs`; returns how many. */
export async function cleanupLooseMedia(
  posts: Pick<PostServices, 'db' | 'storage' | 'now'>,
  olderThanMs = LOOSE_MEDIA_TTL_MS,
): Promise<number> {
  const removed = await posts.db
    .deleteFrom('post_media')
    .where('post_id', 'is', null)
    .where('created_at', '<', new Date(posts.now().getTime() - olderThanMs))
    .returning(['type', 'file'])
    .execute();
  for (const m of removed) {
    if (Number(m.type) === MediaType.Image) await posts.storage.remove(m.file).catch(() => undefined);
  }
  return removed.length;
}

/**
 * The loose uploads cleaned up every CLEANUP_EVERY_MS (the timer never keeps the process alive); `run` cleans up
 * at once. A failed clean-up is logged and tried again at the next turn.
 */
export function scheduleLooseMediaCleanup(posts: PostServices): { run: () => Promise<void>; stop: () => void } {
  const run = async () => {
    await cleanupLooseMedia(posts).catch((err: unknown) => posts.log.warn({ err }, 'post media clean-up failed'));
  };
  const timer = setInterval(run, CLEANUP_EVERY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}

/**
 * Someone else's post or photo is refused exactly like one that does not exist (the same 404 and message):
 * a different answer would tell a stranger that the id is taken, and whose uploads are still loose.
 */
export function mustEdit(
  posts: PostServices,
  user: UserRow,
  ownerId: number,
  missing: 'post_not_found' | 'media_not_found',
): void {
  if (!mayEdit(user, ownerId, posts.config.adminEmail)) throw notFound(missing);
}

/** A medium of a post body: its upload's id and, when given, a new text alternative. */
export interface MediaRef {
  id: number;
  alt?: string;
}

/**
 * The media of a post body: each id once, each an upload of this batch by `uploaderIds`, loose or
 * already part of `postId`. Anything else is refused as a whole.
 */
export async function checkMedia(
  db: Database,
  refs: MediaRef[],
  batchId: string,
  uploaderIds: number[],
  postId: number | null,
): Promise<void> {
  const ids = refs.map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw badRequest('post_media_invalid');
  if (ids.length === 0) return;
  const rows = await db.selectFrom('post_media').selectAll().where('id', 'in', ids).execute();
  const ok =
    rows.length === ids.length &&
    rows.every(
      (m) =>
        (postId !== null && m.post_id === postId) ||
        (m.post_id === null && m.batch_id === batchId && uploaderIds.includes(m.user_id)),
    );
  if (!ok) throw badRequest('post_media_invalid');
}

/** The checked media become the post's, in the order given, about its place. */
export async function attachMedia(trx: Database, postId: number, placeId: number, refs: MediaRef[]): Promise<void> {
  for (const [position, ref] of refs.entries()) {
    await trx
      .updateTable('post_media')
      .set({ post_id: postId, place_id: placeId, position, ...(ref.alt !== undefined ? { alt: ref.alt.trim() } : {}) })
      .where('id', '=', ref.id)
      .execute();
  }
}

const maxLoose = (posts: PostServices) => posts.config.media.maxLooseUploads ?? MAX_LOOSE_UPLOADS;

/** 429 when the user already holds their allowance of uploads that are not in a post (and not yet cleaned up). */
async function mustHaveRoomForLoose(posts: PostServices, trx: Database, userId: number): Promise<void> {
  const { n } = await trx
    .selectFrom('post_media')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('post_id', 'is', null)
    .where('created_at', '>=', new Date(posts.now().getTime() - LOOSE_MEDIA_TTL_MS))
    .executeTakeFirstOrThrow();
  const max = maxLoose(posts);
  if (Number(n) >= max) throw new ApiError(429, 'media_too_many_loose', { max });
}

/** One upload as the form gave it (fields already well formed). */
export interface Upload {
  placeId: number;
  batchId: string;
  alt: string;
  kind: 'image' | 'youtube';
  videoId?: string;
  /** the uploaded file's bytes, when there is one */
  file?: Buffer;
}

/**
 * A new loose medium of a post's batch: a YouTube video (its id; nothing is fetched or stored) or an image
 * (decoded, checked and re-encoded, then stored). It joins its post when the post is saved, or is cleaned up.
 * Each upload counts against the user's upload limit once the form is known to be well made (a refused form
 * changes nothing), before the image is decoded.
 */
export async function uploadMedia(
  posts: PostServices,
  limits: RequestLimits,
  user: UserRow,
  upload: Upload,
): Promise<PostMedia> {
  const { db, config, storage } = posts;
  const mayUpload = async () => {
    await limits.consume('upload', `#${user.id}`);
    await mustHaveRoomForLoose(posts, db, user.id);
  };
  // the user's row is locked while the loose ones are counted, so two uploads at once cannot both take the last room
  const insertMedia = (media: { type: 1 | 2; file: string; width: number | null; height: number | null }) =>
    db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
      await mustHaveRoomForLoose(posts, trx, user.id);
      return trx
        .insertInto('post_media')
        .values({
          ...media,
          user_id: user.id,
          post_id: null,
          place_id: upload.placeId,
          batch_id: upload.batchId,
          alt: upload.alt,
          created_at: posts.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  if (upload.kind === 'youtube') {
    const videoId = upload.videoId ?? '';
    if (!isValidVideoId('youtube', videoId) || upload.file) throw badRequest('media_video_invalid');
    await placeMustExist(db, upload.placeId);
    await mayUpload();
    return toPostMedia(await insertMedia({ type: 2, file: videoId, width: null, height: null }));
  }
  if (!upload.file || upload.file.length === 0) throw badRequest('media_file_missing');
  await placeMustExist(db, upload.placeId);
  await mayUpload();
  let image;
  try {
    image = await processUpload(upload.file, config.media.maxPixels);
  } catch (err) {
    if (!(err instanceof ImageRejected)) throw err;
    if (err.problem === 'type') throw new ApiError(415, 'media_type_refused');
    if (err.problem === 'pixels') {
      throw new ApiError(413, 'media_too_many_pixels', { max: Math.round(config.media.maxPixels / 1e6) });
    }
    throw badRequest('media_unreadable');
  }
  const name = newMediaName(image.ext);
  await storage.put(name, image.data);
  try {
    return toPostMedia(await insertMedia({ type: 1, file: name, width: image.width, height: image.height }));
  } catch (err) {
    // a file is kept only with its row
    await discardFiles(posts, [{ type: 1, file: name }]);
    throw err;
  }
}

async function mediaRow(db: Database, id: number): Promise<PostMediaRow> {
  const row = await db.selectFrom('post_media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('media_not_found');
  return row;
}

/**
 * A medium as `viewer` may see it: an upload not yet in a post is visible to its uploader (and the admin) only;
 * a photo of a post the admin hid, to that post's author and the admin only.
 */
export async function readMedia(posts: PostServices, id: number, viewer: UserRow | null): Promise<PostMedia> {
  const { db, config } = posts;
  const row = await mediaRow(db, id);
  if (row.post_id === null && (!viewer || !mayEdit(viewer, row.user_id, config.adminEmail))) {
    throw notFound('media_not_found');
  }
  if (row.post_id !== null) {
    const post = await findPostRow(db, row.post_id);
    if (post && !mayView(post, viewer, config.adminEmail)) throw notFound('media_not_found');
  }
  return toPostMedia(row);
}

/** The uploader (or the admin) removes a medium and its file. */
export async function deleteMedia(posts: PostServices, user: UserRow, id: number): Promise<void> {
  const row = await mediaRow(posts.db, id);
  mustEdit(posts, user, row.user_id, 'media_not_found');
  await posts.db.deleteFrom('post_media').where('id', '=', row.id).execute();
  await discardFiles(posts, [row]);
}

/** The uploader (or the admin) turns a photo; the turned image is stored under a new name, the old file goes. */
export async function rotateMedia(
  posts: PostServices,
  user: UserRow,
  id: number,
  degrees: 90 | 180 | 270 | -90,
): Promise<PostMedia> {
  const { db, storage } = posts;
  const row = await mediaRow(db, id);
  mustEdit(posts, user, row.user_id, 'media_not_found');
  if (Number(row.type) !== MediaType.Image) throw badRequest('media_not_image');
  const stored = await storage.get(row.file);
  if (!stored) throw notFound('media_not_found');
  const turned = await rotateImage(stored, degrees);
  const name = newMediaName(turned.ext);
  await storage.put(name, turned.data);
  const degree = ((((Number(row.degree) + degrees) % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const updated = await db
    .updateTable('post_media')
    .set({ file: name, degree, width: turned.width, height: turned.height })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await discardFiles(posts, [row]);
  return toPostMedia(updated);
}

/**
 * A stored image by its server-made name, or null (an unknown name, or a photo of a post the admin hid, which is
 * served to that post's author and the admin only). `hidden` says the answer must not be cached on the way.
 * `viewer` is asked for only when the photo's post is hidden.
 */
export async function mediaFile(
  posts: PostServices,
  name: string,
  viewer: () => Promise<UserRow | null>,
): Promise<{ data: Buffer; hidden: boolean } | null> {
  if (!isMediaName(name)) return null;
  const post = await posts.db
    .selectFrom('post_media as m')
    .innerJoin('posts as p', 'p.id', 'm.post_id')
    .select(['p.user_id', 'p.hidden_at'])
    .where('m.file', '=', name)
    .executeTakeFirst();
  const hidden = !!post && post.hidden_at !== null;
  if (post && hidden && !mayView(post, await viewer(), posts.config.adminEmail)) return null;
  const data = await posts.storage.get(name);
  return data ? { data, hidden } : null;
}
