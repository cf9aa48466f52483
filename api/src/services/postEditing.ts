import type { Language, Post } from 'contract';
import type { UserRow } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { attachMedia, checkMedia, discardFiles, mustEdit, type MediaRef, type PostServices } from './postMedia';
import { placeMustExist } from './places';
import { findPostRow, hiddenScope, listPosts, mayView, postFilters, toPosts } from './posts';

/** A post as its author writes it. */
export interface PostInput {
  place_id: number;
  batch_id: string;
  post: string;
  recommend: number;
  is_local: boolean;
  media: MediaRef[];
}

/** The post as `viewer` sees it, when they may open it; else 404 (a hidden one is 404 but for its author and the admin). */
export async function readPost(posts: PostServices, id: number, viewer: UserRow | null, lang: Language): Promise<Post> {
  const row = await findPostRow(posts.db, id);
  if (!row || !mayView(row, viewer, posts.config.adminEmail)) throw notFound('post_not_found');
  return (await toPosts(posts.db, [row], viewer, lang))[0];
}

/** A post needs words or media, about a place that exists. */
async function mustBeWritable(posts: PostServices, input: PostInput): Promise<string> {
  await placeMustExist(posts.db, input.place_id);
  const text = input.post.trim();
  if (!text && input.media.length === 0) throw badRequest('post_blank');
  return text;
}

/** A new post by `user`, its media taken from the user's loose uploads of its batch; returns its id. */
export async function createPost(
  posts: PostServices,
  user: UserRow,
  input: PostInput & { timezone_offset: number },
): Promise<number> {
  const text = await mustBeWritable(posts, input);
  await checkMedia(posts.db, input.media, input.batch_id, [user.id], null);
  return posts.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('posts')
      .values({
        user_id: user.id,
        place_id: input.place_id,
        batch_id: input.batch_id,
        body: text,
        recommend: input.recommend,
        is_local: input.is_local,
        timezone_offset: input.timezone_offset,
        created_at: posts.now(),
        updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachMedia(trx, id, input.place_id, input.media);
    return id;
  });
}

/**
 * The author (or the admin) edits a post: its media are those listed, from the post or from the loose uploads of
 * its batch by the author or the editor; media left out are deleted with their files.
 */
export async function updatePost(
  posts: PostServices,
  user: UserRow,
  input: PostInput & { post_id: number },
): Promise<void> {
  const row = await findPostRow(posts.db, input.post_id);
  if (!row) throw notFound('post_not_found');
  mustEdit(posts, user, row.user_id, 'post_not_found');
  const text = await mustBeWritable(posts, input);
  await checkMedia(posts.db, input.media, input.batch_id, [row.user_id, user.id], row.id);
  const keep = input.media.map((m) => m.id);
  const dropped = await posts.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('posts')
      .set({
        place_id: input.place_id,
        batch_id: input.batch_id,
        body: text,
        recommend: input.recommend,
        is_local: input.is_local,
        updated_at: posts.now(),
      })
      .where('id', '=', row.id)
      .execute();
    let del = trx.deleteFrom('post_media').where('post_id', '=', row.id);
    if (keep.length) del = del.where('id', 'not in', keep);
    const gone = await del.returning(['type', 'file']).execute();
    await attachMedia(trx, row.id, input.place_id, input.media);
    return gone;
  });
  await discardFiles(posts, dropped);
}

/** The author (or the admin) deletes a post, its media and their files. */
export async function deletePost(posts: PostServices, user: UserRow, id: number): Promise<void> {
  const row = await findPostRow(posts.db, id);
  if (!row) throw notFound('post_not_found');
  mustEdit(posts, user, row.user_id, 'post_not_found');
  const gone = await posts.db.transaction().execute(async (trx) => {
    const media = await trx
      .deleteFrom('post_media')
      .where('post_id', '=', row.id)
      .returning(['type', 'file'])
      .execute();
    await trx.deleteFrom('posts').where('id', '=', row.id).execute();
    return media;
  });
  await discardFiles(posts, gone);
}

/**
 * Like or unlike a post the user may open; its count moves only when the like did (liking twice counts once),
 * the post's row locked meanwhile.
 */
export async function setPostLike(posts: PostServices, user: UserRow, postId: number, like: boolean) {
  return posts.db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'user_id', 'hidden_at'])
      .where('id', '=', postId)
      .forUpdate()
      .executeTakeFirst();
    if (!post || !mayView(post, user, posts.config.adminEmail)) throw notFound('post_not_found');
    const changed = like
      ? await trx
          .insertInto('post_likes')
          .values({ user_id: user.id, post_id: postId, created_at: posts.now() })
          .onConflict((oc) => oc.doNothing())
          .returning('post_id')
          .execute()
      : await trx
          .deleteFrom('post_likes')
          .where('user_id', '=', user.id)
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

/** The ids of the posts about a place that the user likes, in id order. */
export async function likedPostIds(posts: PostServices, userId: number, placeId: number): Promise<number[]> {
  const rows = await posts.db
    .selectFrom('post_likes')
    .innerJoin('posts', 'posts.id', 'post_likes.post_id')
    .select('post_likes.post_id')
    .where('post_likes.user_id', '=', userId)
    .where('posts.place_id', '=', placeId)
    .orderBy('post_likes.post_id')
    .execute();
  return rows.map((r) => r.post_id);
}

/** Which posts a wall lists (the query of GET /posts, parsed). */
export interface WallQuery {
  page: number;
  cursor?: string;
  placeId?: number;
  userId?: number;
  countryIds?: number[];
  tagIds?: number[];
  reviews?: number[];
  /** the wall's filters (countries, tags, reviews with counts) too */
  withFilters: boolean;
}

/** One page of a wall of posts, as `viewer` may see it; the wall of someone who does not exist is a 404. */
export async function postWall(posts: PostServices, viewer: UserRow | null, lang: Language, q: WallQuery) {
  const { db, config } = posts;
  // not an empty wall (as GET /video_experience/user/:userId)
  if (q.userId !== undefined) {
    const user = await db.selectFrom('users').select('id').where('id', '=', q.userId).executeTakeFirst();
    if (!user) throw notFound('traveller_not_found');
  }
  const filter = {
    hidden: hiddenScope(viewer, config.adminEmail),
    placeId: q.placeId,
    userId: q.userId,
    countryIds: q.countryIds,
    tagIds: q.tagIds,
    reviews: q.reviews,
  };
  const [page, filters] = await Promise.all([
    listPosts(db, filter, q.page, viewer, lang, q.cursor),
    q.withFilters ? postFilters(db, filter, lang) : Promise.resolve(undefined),
  ]);
  return { ...page, filters };
}
