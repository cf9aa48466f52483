import type { FastifyInstance } from 'fastify';
import { MediaType, routes } from 'contract';
import { isValidVideoId } from 'contract/format';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../auth/rate-limit';
import { loadSession, SESSION_COOKIE } from '../auth/session';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { implement } from '../http/implement';
import { ImageRejected, newMediaName, processUpload, rotateImage } from '../media/images';
import { readUploadForm } from '../media/multipart';
import { createMediaStorage, isMediaName, type MediaStorage } from '../media/storage';
import {
  findPostRow,
  hiddenScope,
  listPosts,
  mayEdit,
  mayView,
  postFilters,
  toPostMedia,
  toPosts,
} from '../services/posts';

/** Loose uploads (never part of a post) are removed after this long. */
export const LOOSE_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How many loose uploads one user may hold at once: as many as one post takes (its media list's maxItems), so
 * filling a post is never refused, while nobody can pile up files the server keeps for a day.
 */
export const MAX_LOOSE_UPLOADS = 20;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Remove uploads that never became part of a post and are older than `olderThanMs`; returns how many. */
export async function cleanupLooseMedia(db: Database, storage: MediaStorage, olderThanMs = LOOSE_MEDIA_TTL_MS) {
  const removed = await db
    .deleteFrom('post_media')
    .where('post_id', 'is', null)
    .where('created_at', '<', new Date(Date.now() - olderThanMs))
    .returning(['type', 'file'])
    .execute();
  for (const m of removed) if (Number(m.type) === MediaType.Image) await storage.remove(m.file).catch(() => undefined);
  return removed.length;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function postRoutes(app: FastifyInstance, storage: MediaStorage = createMediaStorage(app.config.media)) {
  const { db, config } = app;
  const limiter = new RateLimiter(app, config.rateLimits ?? DEFAULT_RATE_LIMITS);
  const maxLoose = config.media.maxLooseUploads ?? MAX_LOOSE_UPLOADS;

  /** Drop stored files whose rows are gone; a storage failure is logged (no secrets) and never undoes the change. */
  async function discardFiles(media: Array<{ type: number | string; file: string }>) {
    for (const m of media) {
      if (Number(m.type) !== 1) continue;
      await storage.remove(m.file).catch((err: unknown) => app.log.warn({ err }, 'post media file not removed'));
    }
  }

  const cleanup = () =>
    cleanupLooseMedia(db, storage).catch((err: unknown) => app.log.warn({ err }, 'post media clean-up failed'));
  const timer = setInterval(cleanup, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void cleanup());
  app.addHook('onClose', async () => clearInterval(timer));

  /**
   * Someone else's post or photo is refused exactly like one that does not exist (the same 404 and message):
   * a different answer would tell a stranger that the id is taken, and whose uploads are still loose.
   */
  const mustEdit = (user: UserRow, ownerId: number, missing: 'post_not_found' | 'media_not_found') => {
    if (!mayEdit(user, ownerId, config.adminEmail)) throw notFound(missing);
  };

  async function placeMustExist(placeId: number) {
    const place = await db.selectFrom('places').select('id').where('id', '=', placeId).executeTakeFirst();
    if (!place) throw notFound('place_not_found');
  }

  /** The post when the viewer may open it, else 404 (one the admin hid is 404 but for its author and the admin). */
  async function visiblePost(id: number, viewer: UserRow | null) {
    const row = await findPostRow(db, id);
    if (!row || !mayView(row, viewer, config.adminEmail)) throw notFound('post_not_found');
    return row;
  }

  async function loadPost(id: number, viewer: UserRow | null, lang: 'en' | 'zh-Hant-TW') {
    return (await toPosts(db, [await visiblePost(id, viewer)], viewer, lang))[0];
  }

  /**
   * The media of a post body: each id once, each an upload of this batch by `uploaderIds`, loose or
   * already part of `postId`. Anything else is refused as a whole.
   */
  async function checkMedia(
    refs: Array<{ id: number; alt?: string }>,
    batchId: string,
    uploaderIds: number[],
    postId: number | null,
  ) {
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

  async function attachMedia(
    trx: Database,
    postId: number,
    placeId: number,
    refs: Array<{ id: number; alt?: string }>,
  ) {
    for (const [position, ref] of refs.entries()) {
      await trx
        .updateTable('post_media')
        .set({
          post_id: postId,
          place_id: placeId,
          position,
          ...(ref.alt !== undefined ? { alt: ref.alt.trim() } : {}),
        })
        .where('id', '=', ref.id)
        .execute();
    }
  }

  implement(app, routes.createPost, async (req) => {
    const user = req.user;
    const b = req.body;
    await placeMustExist(b.place_id);
    const text = b.post.trim();
    if (!text && b.media.length === 0) throw badRequest('post_blank');
    await checkMedia(b.media, b.batch_id, [user.id], null);
    const postId = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('posts')
        .values({
          user_id: user.id,
          place_id: b.place_id,
          batch_id: b.batch_id,
          body: text,
          recommend: b.recommend,
          is_local: b.is_local,
          timezone_offset: b.timezone_offset,
          created_at: new Date(),
          updated_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await attachMedia(trx, id, b.place_id, b.media);
      return id;
    });
    return { data: await loadPost(postId, user, req.lang) };
  });

  implement(app, routes.updatePost, async (req) => {
    const user = req.user;
    const b = req.body;
    const row = await findPostRow(db, b.post_id);
    if (!row) throw notFound('post_not_found');
    mustEdit(user, row.user_id, 'post_not_found');
    await placeMustExist(b.place_id);
    const text = b.post.trim();
    if (!text && b.media.length === 0) throw badRequest('post_blank');
    await checkMedia(b.media, b.batch_id, [row.user_id, user.id], row.id);
    const keep = b.media.map((m) => m.id);
    const dropped = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('posts')
        .set({
          place_id: b.place_id,
          batch_id: b.batch_id,
          body: text,
          recommend: b.recommend,
          is_local: b.is_local,
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .execute();
      let del = trx.deleteFrom('post_media').where('post_id', '=', row.id);
      if (keep.length) del = del.where('id', 'not in', keep);
      const gone = await del.returning(['type', 'file']).execute();
      await attachMedia(trx, row.id, b.place_id, b.media);
      return gone;
    });
    await discardFiles(dropped);
    return { data: await loadPost(row.id, user, req.lang) };
  });

  implement(app, routes.deletePost, async (req) => {
    const row = await findPostRow(db, req.params.id);
    if (!row) throw notFound('post_not_found');
    mustEdit(req.user, row.user_id, 'post_not_found');
    const gone = await db.transaction().execute(async (trx) => {
      const media = await trx
        .deleteFrom('post_media')
        .where('post_id', '=', row.id)
        .returning(['type', 'file'])
        .execute();
      await trx.deleteFrom('posts').where('id', '=', row.id).execute();
      return media;
    });
    await discardFiles(gone);
    return {};
  });

  async function setLike(user: UserRow, postId: number, like: boolean) {
    const userId = user.id;
    return db.transaction().execute(async (trx) => {
      const post = await trx
        .selectFrom('posts')
        .select(['id', 'user_id', 'hidden_at'])
        .where('id', '=', postId)
        .forUpdate()
        .executeTakeFirst();
      if (!post || !mayView(post, user, config.adminEmail)) throw notFound('post_not_found');
      const changed = like
        ? await trx
            .insertInto('post_likes')
            .values({ user_id: userId, post_id: postId, created_at: new Date() })
            .onConflict((oc) => oc.doNothing())
            .returning('post_id')
            .execute()
        : await trx
            .deleteFrom('post_likes')
            .where('user_id', '=', userId)
            .where('post_id', '=', postId)
            .returning('post_id')
            .execute();
      const delta = changed.length === 0 ? 0 : like ? 1 : -1;
      const { likes_count } = await trx
        .updateTable('posts')
        .set((eb) => ({ likes_count: eb('likes_count', '+', delta) }))
        .where('id', '=', postId)
        .returning('likes_count')
        .executeTakeFirstOrThrow();
      return { post_id: postId, liked: like, likes_count: Math.max(0, Number(likes_count)) };
    });
  }

  implement(app, routes.likePost, async (req) => ({ data: await setLike(req.user, req.params.id, true) }));
  implement(app, routes.unlikePost, async (req) => ({ data: await setLike(req.user, req.params.id, false) }));

  implement(app, routes.getPost, async (req) => ({ data: await loadPost(req.params.id, req.user, req.lang) }));

  implement(app, routes.getPosts, async (req) => {
    const q = req.query;
    // the wall of someone who does not exist is not an empty wall (as GET /video_experience/user/:userId)
    if (q.user_id !== undefined) {
      const user = await db.selectFrom('users').select('id').where('id', '=', q.user_id).executeTakeFirst();
      if (!user) throw notFound('traveller_not_found');
    }
    const ids = (s?: string) => (s ? s.split(',').map(Number) : undefined);
    const page = q.page ?? 1;
    const filter = {
      hidden: hiddenScope(req.user, config.adminEmail),
      placeId: q.place_id,
      userId: q.user_id,
      countryIds: ids(q.country_ids),
      tagIds: ids(q.tag_ids),
      reviews: ids(q.reviews),
    };
    const wantsFilters = (q.fields ?? '').split(',').includes('filters');
    const [{ posts, total, maxPage, nextCursor }, filters] = await Promise.all([
      listPosts(db, filter, page, req.user, req.lang, q.cursor),
      wantsFilters ? postFilters(db, filter, req.lang) : Promise.resolve(undefined),
    ]);
    return {
      data: posts,
      result: { page, max_page: maxPage, total, next_cursor: nextCursor, ...(filters ? { filters } : {}) },
    };
  });

  implement(app, routes.getPostStatus, async (req) => {
    if (!req.user) return { data: [] };
    const rows = await db
      .selectFrom('post_likes')
      .innerJoin('posts', 'posts.id', 'post_likes.post_id')
      .select('post_likes.post_id')
      .where('post_likes.user_id', '=', req.user.id)
      .where('posts.place_id', '=', req.query.place_id)
      .orderBy('post_likes.post_id')
      .execute();
    return { data: rows.map((r) => r.post_id) };
  });

  /** 429 when the user already holds `maxLoose` uploads that are not in a post (and not yet cleaned up). */
  async function mustHaveRoomForLoose(trx: Database, userId: number) {
    const { n } = await trx
      .selectFrom('post_media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('post_id', 'is', null)
      .where('created_at', '>=', new Date(Date.now() - LOOSE_MEDIA_TTL_MS))
      .executeTakeFirstOrThrow();
    if (Number(n) >= maxLoose) throw new ApiError(429, 'media_too_many_loose', { max: maxLoose });
  }

  implement(app, routes.uploadPostMedia, async (req, reply) => {
    const user = req.user;
    // counted once the form is known to be well made (a refused form changes nothing), before the image is decoded
    const mayUpload = async () => {
      await limiter.consume('upload', req, `#${user.id}`, reply);
      await mustHaveRoomForLoose(db, user.id);
    };
    const maxMb = Math.round((config.media.maxBytes / 1024 / 1024) * 10) / 10;
    const { fields, file } = await readUploadForm(req, {
      file: { maxBytes: config.media.maxBytes, tooLarge: () => new ApiError(413, 'media_too_large', { max: maxMb }) },
    });
    const placeId = Number(fields.place_id);
    if (!Number.isInteger(placeId) || placeId < 1 || placeId > 2147483647)
      throw badRequest('v_required', { field: 'place_id' });
    const batchId = fields.batch_id ?? '';
    if (!BATCH_ID.test(batchId)) throw badRequest('v_format', { field: 'batch_id' });
    const alt = (fields.alt ?? '').trim().slice(0, 300);
    const kind = fields.type ?? 'image';
    if (kind !== 'image' && kind !== 'youtube') throw badRequest('v_format', { field: 'type' });
    // a loose media row of this post's batch; it joins the post when the post is saved (or is cleaned up). The
    // user's row is locked while the loose ones are counted, so two uploads at once cannot both take the last room
    const insertMedia = (media: { type: 1 | 2; file: string; width: number | null; height: number | null }) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
        await mustHaveRoomForLoose(trx, user.id);
        return trx
          .insertInto('post_media')
          .values({
            ...media,
            user_id: user.id,
            post_id: null,
            place_id: placeId,
            batch_id: batchId,
            alt,
            created_at: new Date(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    if (kind === 'youtube') {
      // a video is its YouTube id (type 2); no file is fetched or stored
      const videoId = fields.video_id ?? '';
      if (!isValidVideoId('youtube', videoId) || file) throw badRequest('media_video_invalid');
      await placeMustExist(placeId);
      await mayUpload();
      return { data: toPostMedia(await insertMedia({ type: 2, file: videoId, width: null, height: null })) };
    }
    if (!file || file.data.length === 0) throw badRequest('media_file_missing');
    await placeMustExist(placeId);
    await mayUpload();
    let image;
    try {
      image = await processUpload(file.data, config.media.maxPixels);
    } catch (err) {
      if (!(err instanceof ImageRejected)) throw err;
      if (err.problem === 'type') throw new ApiError(415, 'media_type_refused');
      if (err.problem === 'pixels')
        throw new ApiError(413, 'media_too_many_pixels', { max: Math.round(config.media.maxPixels / 1e6) });
      throw badRequest('media_unreadable');
    }
    const name = newMediaName(image.ext);
    await storage.put(name, image.data);
    let row;
    try {
      row = await insertMedia({ type: 1, file: name, width: image.width, height: image.height });
    } catch (err) {
      // a file is kept only with its row
      await discardFiles([{ type: 1, file: name }]);
      throw err;
    }
    return { data: toPostMedia(row) };
  });

  async function mediaFor(id: number) {
    const row = await db.selectFrom('post_media').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('media_not_found');
    return row;
  }

  implement(app, routes.deletePostMedia, async (req) => {
    const row = await mediaFor(req.query.media_id);
    mustEdit(req.user, row.user_id, 'media_not_found');
    await db.deleteFrom('post_media').where('id', '=', row.id).execute();
    await discardFiles([row]);
    return {};
  });

  implement(app, routes.getPostMedia, async (req) => {
    const row = await mediaFor(req.params.id);
    // an upload not yet in a post is visible to its uploader (and the admin) only; a photo of a post the admin
    // hid, to that post's author and the admin only
    if (row.post_id === null && (!req.user || !mayEdit(req.user, row.user_id, config.adminEmail)))
      throw notFound('media_not_found');
    if (row.post_id !== null) {
      const post = await findPostRow(db, row.post_id);
      if (post && !mayView(post, req.user, config.adminEmail)) throw notFound('media_not_found');
    }
    return { data: toPostMedia(row) };
  });

  implement(app, routes.rotatePostMedia, async (req) => {
    const row = await mediaFor(req.params.id);
    mustEdit(req.user, row.user_id, 'media_not_found');
    if (Number(row.type) !== 1) throw badRequest('media_not_image');
    const stored = await storage.get(row.file);
    if (!stored) throw notFound('media_not_found');
    const turned = await rotateImage(stored, req.body.degree);
    const name = newMediaName(turned.ext);
    await storage.put(name, turned.data);
    const degree = ((((Number(row.degree) + req.body.degree) % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    const updated = await db
      .updateTable('post_media')
      .set({ file: name, degree, width: turned.width, height: turned.height })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await discardFiles([row]);
    return { data: toPostMedia(updated) };
  });

  // the stored images themselves (a file route, not an envelope call); names change on every rotation
  app.get<{ Params: { name: string } }>('/api/media/posts/:name', { schema: { hide: true } }, async (req, reply) => {
    const name = req.params.name;
    const missing = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!isMediaName(name)) return missing();
    // a photo of a post the admin hid is served to that post's author and the admin only, and never cached
    // on the way
    const post = await db
      .selectFrom('post_media as m')
      .innerJoin('posts as p', 'p.id', 'm.post_id')
      .select(['p.user_id', 'p.hidden_at'])
      .where('m.file', '=', name)
      .executeTakeFirst();
    const hidden = !!post && post.hidden_at !== null;
    if (post && hidden) {
      const token = req.cookies[SESSION_COOKIE];
      const viewer = token ? ((await loadSession(db, token))?.user ?? null) : null;
      if (!mayView(post, viewer, config.adminEmail)) return missing();
    }
    const data = await storage.get(name);
    if (!data) return missing();
    return reply
      .header('cache-control', hidden ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .type(CONTENT_TYPES[name.split('.').pop()!])
      .send(data);
  });
}
