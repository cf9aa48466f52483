import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { RateLimiter } from '../auth/rate-limit';
import { loadSession, SESSION_COOKIE } from '../auth/session';
import { ApiError, badRequest } from '../http/errors';
import { implement } from '../http/implement';
import { readUploadForm } from '../media/multipart';
import { createMediaStorage, type MediaStorage } from '../media/storage';
import {
  createPost,
  deletePost,
  likedPostIds,
  postWall,
  readPost,
  setPostLike,
  updatePost,
} from '../services/postEditing';
import {
  deleteMedia,
  mediaFile,
  readMedia,
  rotateMedia,
  scheduleLooseMediaCleanup,
  uploadMedia,
  type PostServices,
} from '../services/postMedia';

const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const idList = (s?: string) => (s ? s.split(',').map(Number) : undefined);

/** Posts and their media; the rules are the post services' (services/postEditing, services/postMedia). */
export function postRoutes(app: FastifyInstance, storage: MediaStorage = createMediaStorage(app.config.media)) {
  const { db, config } = app;
  const limiter = new RateLimiter(app, config.rateLimits);
  const posts: PostServices = { db, storage, config, now: () => new Date(), log: app.log };

  const cleanup = scheduleLooseMediaCleanup(posts);
  app.addHook('onReady', async () => void cleanup.run());
  app.addHook('onClose', async () => cleanup.stop());

  implement(app, routes.createPost, async (req) => {
    const id = await createPost(posts, req.user, req.body);
    return { data: await readPost(posts, id, req.user, req.lang) };
  });

  implement(app, routes.updatePost, async (req) => {
    await updatePost(posts, req.user, req.body);
    return { data: await readPost(posts, req.body.post_id, req.user, req.lang) };
  });

  implement(app, routes.deletePost, async (req) => {
    await deletePost(posts, req.user, req.params.id);
    return {};
  });

  implement(app, routes.likePost, async (req) => ({ data: await setPostLike(posts, req.user, req.params.id, true) }));
  implement(app, routes.unlikePost, async (req) => ({
    data: await setPostLike(posts, req.user, req.params.id, false),
  }));

  implement(app, routes.getPost, async (req) => ({ data: await readPost(posts, req.params.id, req.user, req.lang) }));

  implement(app, routes.getPosts, async (req) => {
    const q = req.query;
    const page = q.page ?? 1;
    const wall = await postWall(posts, req.user, req.lang, {
      page,
      cursor: q.cursor,
      placeId: q.place_id,
      userId: q.user_id,
      countryIds: idList(q.country_ids),
      tagIds: idList(q.tag_ids),
      reviews: idList(q.reviews),
      withFilters: (q.fields ?? '').split(',').includes('filters'),
    });
    const { filters } = wall;
    return {
      data: wall.posts,
      result: {
        page,
        max_page: wall.maxPage,
        total: wall.total,
        next_cursor: wall.nextCursor,
        ...(filters ? { filters } : {}),
      },
    };
  });

  implement(app, routes.getPostStatus, async (req) => ({
    data: req.user ? await likedPostIds(posts, req.user.id, req.query.place_id) : [],
  }));

  implement(app, routes.uploadPostMedia, async (req, reply) => {
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
    const upload = { placeId, batchId, alt, kind, videoId: fields.video_id, file: file?.data } as const;
    return { data: await uploadMedia(posts, limiter.forRequest(req, reply), req.user, upload) };
  });

  implement(app, routes.deletePostMedia, async (req) => {
    await deleteMedia(posts, req.user, req.query.media_id);
    return {};
  });

  implement(app, routes.getPostMedia, async (req) => ({ data: await readMedia(posts, req.params.id, req.user) }));

  implement(app, routes.rotatePostMedia, async (req) => ({
    data: await rotateMedia(posts, req.user, req.params.id, req.body.degree),
  }));

  // the stored images themselves (a file route, not an envelope call); names change on every rotation
  app.get<{ Params: { name: string } }>('/api/media/posts/:name', { schema: { hide: true } }, async (req, reply) => {
    const name = req.params.name;
    const viewer = async () => {
      const token = req.cookies[SESSION_COOKIE];
      return token ? ((await loadSession(db, token))?.user ?? null) : null;
    };
    const found = await mediaFile(posts, name, viewer);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // a photo of a post the admin hid is never cached on the way
    return reply
      .header('cache-control', found.hidden ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .type(CONTENT_TYPES[name.split('.').pop()!])
      .send(found.data);
  });
}
