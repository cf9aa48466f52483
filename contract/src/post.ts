import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import {
  BatchId,
  Fields,
  Id,
  IdList,
  IdParam,
  Int,
  List,
  ListCursor,
  Page,
  Post,
  PostListInfo,
  PostMedia,
  PostMediaRef,
  Recommend,
  RotationDegree,
  StarList,
  Text,
} from './models';
import { YOUTUBE_VIDEO_ID } from './constants';

/** The fields of a post body shared by create and update. */
const PostFields = {
  place_id: Id,
  batch_id: BatchId,
  post: Text({ maxLength: 5000 }),
  recommend: Recommend,
  media: List(PostMediaRef, { maxItems: 20 }),
  is_local: Type.Boolean({ description: 'the author lives there' }),
};

export const PostCreateBody = Type.Object({
  ...PostFields,
  timezone_offset: Int({ minimum: -840, maximum: 840, description: "the author's UTC offset in minutes" }),
});
/** Update body: post_id and the same fields without the timezone. */
export const PostUpdateBody = Type.Object({ post_id: Id, ...PostFields });

/** Query of `GET /post/`: by place (place_id, page) or a user's/my posts (page, user_id, filters). */
export const PostListQuery = Type.Object({
  place_id: Type.Optional(IdParam),
  page: Type.Optional(Page),
  user_id: Type.Optional(IdParam),
  reviews: Type.Optional(StarList),
  country_ids: Type.Optional(IdList('country filters (place ids)')),
  tag_ids: Type.Optional(IdList('tag filters (tag ids)')),
  fields: Type.Optional(Fields),
  /** optional: page on from the end of the page before (`result.next_cursor`), so deletions skip nothing */
  cursor: Type.Optional(ListCursor),
});
export type PostListQuery = Static<typeof PostListQuery>;

/**
 * Fields of `POST /post/media-upload` (multipart/form-data): an image file, or (type `youtube`) a video by its
 * YouTube id, the way `/misc/media-upload` takes videos.
 */
export const PostMediaUploadFields = Type.Object({
  place_id: Id,
  batch_id: BatchId,
  type: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('youtube')], { default: 'image' })),
  file: Type.Optional(Type.Unknown({ description: 'the image file (binary form part), for type image' })),
  video_id: Type.Optional(
    Type.String({ pattern: YOUTUBE_VIDEO_ID, maxLength: 11, description: 'the YouTube id, for type youtube' }),
  ),
  alt: Type.Optional(Text({ maxLength: 300, description: 'alternative text' })),
});

const PostId = Type.Object({ id: IdParam });
const PostLike = Type.Object({ post_id: Id, liked: Type.Boolean(), likes_count: Type.Integer({ minimum: 0 }) });

export const postRoutes = {
  createPost: defineRoute({
    ...endpoints.createPost,
    summary: 'Write a post about a place, with media uploaded beforehand in the same batch',
    auth: true,
    body: PostCreateBody,
    data: Post,
  }),
  updatePost: defineRoute({
    ...endpoints.updatePost,
    summary: 'Edit one of my posts (post_id and the post fields)',
    auth: true,
    body: PostUpdateBody,
    data: Post,
  }),
  deletePost: defineRoute({
    ...endpoints.deletePost,
    summary: 'Delete one of my posts',
    auth: true,
    params: PostId,
  }),
  likePost: defineRoute({
    ...endpoints.likePost,
    summary: 'Like a post',
    auth: true,
    params: PostId,
    data: PostLike,
  }),
  unlikePost: defineRoute({
    ...endpoints.unlikePost,
    summary: 'Take back a like of a post',
    auth: true,
    params: PostId,
    data: PostLike,
  }),
  getPost: defineRoute({ ...endpoints.getPost, summary: 'One post', params: PostId, data: Post }),
  getPosts: defineRoute({
    ...endpoints.getPosts,
    summary:
      'Posts of a place (place_id, page) or of a user / mine (page, user_id, reviews, country_ids, tag_ids, fields); fields asks for the filters in result',
    query: PostListQuery,
    data: Type.Array(Post),
    result: PostListInfo,
  }),
  getPostStatus: defineRoute({
    ...endpoints.getPostStatus,
    summary: "The ids of a place's posts that I liked (empty for a guest)",
    query: Type.Object({ place_id: IdParam }),
    data: Type.Array(Id),
  }),
  uploadPostMedia: defineRoute({
    ...endpoints.uploadPostMedia,
    summary:
      'Upload an image for a post (multipart: place_id, batch_id, file, alt), or add a YouTube video (type youtube, video_id). Added to the original API, which does not name this call',
    auth: true,
    multipart: true,
    body: PostMediaUploadFields,
    data: PostMedia,
  }),
  deletePostMedia: defineRoute({
    ...endpoints.deletePostMedia,
    summary: 'Delete an uploaded post image (query: file, media_id, place_id, batch_id)',
    auth: true,
    query: Type.Object({
      file: Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_.-]+$' })),
      media_id: IdParam,
      place_id: Type.Optional(IdParam),
      batch_id: Type.Optional(BatchId),
    }),
  }),
  getPostMedia: defineRoute({
    ...endpoints.getPostMedia,
    summary: 'One post media item',
    params: PostId,
    data: PostMedia,
  }),
  rotatePostMedia: defineRoute({
    ...endpoints.rotatePostMedia,
    summary: 'Rotate one of my post images by 90, 180, 270 or -90 degrees',
    auth: true,
    params: PostId,
    body: Type.Object({ degree: RotationDegree }),
    data: PostMedia,
  }),
};
