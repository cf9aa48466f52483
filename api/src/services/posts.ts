import { sql, type Expression, type SqlBool } from 'kysely';
import { MediaType, type CountryFacet, type Language, type Post, type PostMedia, type Tag } from 'contract';
import type { Database } from '../db';
import type { PostRow, UserRow } from '../db/schema';
import { keyset } from './listCursor';
import { placeColumns, placeJoins, toPlace, youtubeThumbnail, type PlaceJoinRow } from './places';
import { hiddenMark } from './experiences';
import { isAdmin } from './users';

/** Posts per page of every post list. */
export const POSTS_PER_PAGE = 10;
/** Where the API serves stored post images (a plain file route, outside the JSON envelope). */
export const MEDIA_URL_PREFIX = '/api/media/posts/';

type MediaRow = {
  id: number;
  post_id: number | null;
  type: 1 | 2;
  file: string;
  width: number | null;
  height: number | null;
  degree: 0 | 90 | 180 | 270;
  alt: string;
};

export function toPostMedia(row: MediaRow): PostMedia {
  return {
    id: row.id,
    file: row.file,
    url: Number(row.type) === MediaType.Video ? youtubeThumbnail(row.file) : `${MEDIA_URL_PREFIX}${row.file}`,
    type: Number(row.type) === MediaType.Video ? MediaType.Video : MediaType.Image,
    degree: Number(row.degree) as 0 | 90 | 180 | 270,
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Whether `user` may change a post or medium owned by `ownerId` (the author or the admin). */
export function mayEdit(user: UserRow, ownerId: number, adminEmail: string): boolean {
  return user.id === ownerId || isAdmin(user, adminEmail);
}

/** Full post models (place, media, author, my like) for rows, in the rows' order. */
export async function toPosts(db: Database, rows: PostRow[], viewer: UserRow | null, lang: Language): Promise<Post[]> {
  if (rows.length === 0) return [];
  const postIds = rows.map((r) => r.id);
  const placeIds = [...new Set(rows.map((r) => r.place_id))];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [places, media, users, likes] = await Promise.all([
    sql<PlaceJoinRow>`SELECT ${placeColumns()} FROM places p ${placeJoins()} WHERE p.id IN (${sql.join(placeIds)})`
      .execute(db)
      .then((r) => r.rows),
    db
      .selectFrom('post_media')
      .select(['id', 'post_id', 'type', 'file', 'width', 'height', 'degree', 'alt'])
      .where('post_id', 'in', postIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'display_name', 'avatar', 'profile_color'])
      .where('id', 'in', userIds)
      .execute(),
    viewer
      ? db
          .selectFrom('post_likes')
          .select('post_id')
          .where('user_id', '=', viewer.id)
          .where('post_id', 'in', postIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const placeById = new Map(places.map((p) => [p.id, p]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const liked = new Set(likes.map((l) => l.post_id));
  return rows.map((r) => {
    const place = placeById.get(r.place_id);
    const author = userById.get(r.user_id)!;
    const post: Post = {
      post_id: r.id,
      place_id: r.place_id,
      ...(place ? { place: toPlace(place, lang) } : {}),
      batch_id: r.batch_id,
      post: r.body,
      recommend: Number(r.recommend),
      media: media.filter((m) => m.post_id === r.id).map((m) => toPostMedia(m as MediaRow)),
      is_local: r.is_local,
      timezone_offset: Number(r.timezone_offset),
      user: {
        id: author.id,
        display_name: author.display_name,
        avatar: author.avatar,
        profile_color: author.profile_color,
      },
      likes_count: Number(r.likes_count),
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at),
      ...hiddenMark(r),
    };
    if (viewer) post.liked = liked.has(r.id);
    return post;
  });
}

export async function findPostRow(db: Database, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whose hidden posts a viewer may see: everyone's for the admin ('all'), their own for a signed-in author (their
 * id), none for a guest (null). Everyone else never sees a post the admin hid.
 */
export type HiddenScope = 'all' | number | null;

export function hiddenScope(viewer: UserRow | null, adminEmail: string): HiddenScope {
  if (!viewer) return null;
  return isAdmin(viewer, adminEmail) ? 'all' : viewer.id;
}

/** The posts (`posts`) a viewer with this scope may see. */
export function visiblePosts(scope: HiddenScope): Expression<SqlBool> {
  if (scope === 'all') return sql<SqlBool>`true`;
  if (scope === null) return sql<SqlBool>`posts.hidden_at IS NULL`;
  return sql<SqlBool>`(posts.hidden_at IS NULL OR posts.user_id = ${scope})`;
}

/** Whether a viewer may open this post: not hidden, or hidden and the viewer is its author or the admin. */
export function mayView(row: Pick<PostRow, 'user_id' | 'hidden_at'>, viewer: UserRow | null, adminEmail: string) {
  return row.hidden_at === null || (viewer !== null && mayEdit(viewer, row.user_id, adminEmail));
}

export interface PostListFilter {
  /** whose hidden posts are listed (see hiddenScope) */
  hidden: HiddenScope;
  placeId?: number;
  userId?: number;
  countryIds?: number[];
  tagIds?: number[];
  reviews?: number[];
}

/** The WHERE of a post list, on `posts` joined with its place as `pl`. */
function scopeWhere(f: PostListFilter, withFilters: boolean): Expression<SqlBool> {
  const parts = [visiblePosts(f.hidden)];
  if (f.placeId !== undefined) parts.push(sql<SqlBool>`posts.place_id = ${f.placeId}`);
  if (f.userId !== undefined) parts.push(sql<SqlBool>`posts.user_id = ${f.userId}`);
  if (withFilters) {
    if (f.countryIds?.length) {
      parts.push(
        sql<SqlBool>`(pl.country_id IN (${sql.join(f.countryIds)}) OR (pl.type = 'country' AND pl.id IN (${sql.join(f.countryIds)})))`,
      );
    }
    // a post's tags are those of the experiences that feature its place
    if (f.tagIds?.length) {
      parts.push(sql<SqlBool>`EXISTS (SELECT 1 FROM experience_places ep
          JOIN experience_tags et ON et.experience_id = ep.experience_id
         WHERE ep.place_id = posts.place_id AND et.tag_id IN (${sql.join(f.tagIds)}))`);
    }
    if (f.reviews?.length) parts.push(sql<SqlBool>`posts.recommend IN (${sql.join(f.reviews)})`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

export async function listPosts(
  db: Database,
  filter: PostListFilter,
  page: number,
  viewer: UserRow | null,
  lang: Language,
  cursor?: string,
): Promise<{ posts: Post[]; total: number; maxPage: number; nextCursor: string | null }> {
  const where = scopeWhere(filter, true);
  const paging = keyset(sql`posts.created_at`, sql`posts.id`, cursor);
  const { rows: countRows } = await sql<{ total: number; after: number }>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${paging.afterCursor}))::int AS after
      FROM posts JOIN places pl ON pl.id = posts.place_id WHERE ${where}`.execute(db);
  const total = Number(countRows[0]?.total ?? 0);
  const maxPage = paging.maxPage(page, POSTS_PER_PAGE, total, Number(countRows[0]?.after ?? 0));
  const { rows } = await sql<PostRow & { cursor_millis: string }>`
    SELECT posts.*, ${paging.millis}::text AS cursor_millis FROM posts JOIN places pl ON pl.id = posts.place_id
     WHERE ${where} AND ${paging.afterCursor}
     ORDER BY ${paging.orderBy}
     LIMIT ${POSTS_PER_PAGE} OFFSET ${paging.offset(page, POSTS_PER_PAGE)}`.execute(db);
  const last = rows.at(-1);
  const nextCursor = paging.nextCursor(last && { millis: last.cursor_millis, id: last.id });
  return { posts: await toPosts(db, rows, viewer, lang), total, maxPage, nextCursor };
}

/** The my-posts filters: countries, tags and review values of the posts in scope, with counts. */
export async function postFilters(
  db: Database,
  filter: PostListFilter,
  lang: Language,
): Promise<{
  countries: CountryFacet[];
  tags: Array<Tag & { count: number }>;
  reviews: Array<{ value: number; count: number }>;
}> {
  const where = scopeWhere(filter, false);
  const name = lang === 'en' ? sql.ref('c.name_en') : sql.ref('c.name_zh');
  const tagName = lang === 'en' ? sql.ref('t.name_en') : sql.ref('t.name_zh');
  const [countries, tags, reviews] = await Promise.all([
    sql<CountryFacet>`
      SELECT c.id, ${name} AS country_name, count(*)::int AS count
        FROM posts JOIN places pl ON pl.id = posts.place_id
        JOIN places c ON c.id = COALESCE(pl.country_id, CASE WHEN pl.type = 'country' THEN pl.id END)
       WHERE ${where}
       GROUP BY c.id, ${name} ORDER BY count DESC, country_name`.execute(db),
    sql<Tag & { count: number }>`
      SELECT t.id, t.slug, ${tagName} AS name, count(DISTINCT posts.id)::int AS count
        FROM posts JOIN places pl ON pl.id = posts.place_id
        JOIN experience_places ep ON ep.place_id = posts.place_id
        JOIN experience_tags et ON et.experience_id = ep.experience_id
        JOIN tags t ON t.id = et.tag_id
       WHERE ${where}
       GROUP BY t.id, t.slug, ${tagName} ORDER BY count DESC, name LIMIT 30`.execute(db),
    sql<{ value: number; count: number }>`
      SELECT posts.recommend::int AS value, count(*)::int AS count
        FROM posts JOIN places pl ON pl.id = posts.place_id
       WHERE ${where} AND posts.recommend > 0
       GROUP BY posts.recommend ORDER BY value DESC`.execute(db),
  ]);
  return {
    countries: countries.rows.map((r) => ({ ...r, count: Number(r.count) })),
    tags: tags.rows.map((r) => ({ ...r, count: Number(r.count) })),
    reviews: reviews.rows.map((r) => ({ value: Number(r.value), count: Number(r.count) })),
  };
}
