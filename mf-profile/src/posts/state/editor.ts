import { MediaType, parseVideoLink, type PostMedia } from 'shared';

export interface EditorValues {
  text: string;
  /** a review (it carries a rating) rather than a plain post */
  isReview: boolean;
  /** a review's stars, 1–5; 0 until the author chooses (a rating is theirs to give, never a default) */
  rating: number;
  isLocal: boolean;
}

export interface UploadItem {
  key: string;
  /** the chosen file's name (shown while uploading) */
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** 0..1 */
  progress: number;
  media?: PostMedia;
  alt: string;
  error?: string;
  rotating?: boolean;
  /** a YouTube video (media type 2) rather than a photo; absent → photo */
  kind?: 'photo' | 'video';
}

/** The kind of an item: from its media when known, else as it was added. */
export function itemKind(u: UploadItem): 'photo' | 'video' {
  if (u.media) return u.media.type === MediaType.Video ? 'video' : 'photo';
  return u.kind ?? 'photo';
}

/** Each item's number among the items of its kind ("photo 2", "video 1"), in list order. */
export function kindOrdinals(uploads: UploadItem[]): number[] {
  const seen = { photo: 0, video: 0 };
  return uploads.map((u) => ++seen[itemKind(u)]);
}

export type VideoInput = { ok: true; id: string } | { ok: false; reason: 'empty' | 'invalid' | 'vimeo' | 'duplicate' };

/**
 * Read the "Add a video" field: a YouTube link or an 11-character id (posts take YouTube videos only),
 * not one already in the list.
 */
export function readVideoInput(text: string, uploads: UploadItem[]): VideoInput {
  if (!text.trim()) return { ok: false, reason: 'empty' };
  const link = parseVideoLink(text);
  if (!link) return { ok: false, reason: 'invalid' };
  if (link.type !== 'youtube') return { ok: false, reason: 'vimeo' };
  const present = uploads.some((u) => itemKind(u) === 'video' && (u.media?.file ?? u.name) === link.id);
  return present ? { ok: false, reason: 'duplicate' } : { ok: true, id: link.id };
}

/** A batch id groups the uploads of one post (server pattern: letters, digits, - and _). */
export function newBatchId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `b${random}`.slice(0, 40);
}

/** A review is sent only with its rating chosen. */
export function ratingMissing(values: EditorValues): boolean {
  return values.isReview && !(values.rating >= 1);
}

/** The post fields of a create or update body (the caller adds timezone_offset or post_id). */
export function postBody(values: EditorValues, uploads: UploadItem[], placeId: number, batchId: string) {
  return {
    place_id: placeId,
    batch_id: batchId,
    post: values.text.trim(),
    recommend: values.isReview ? Math.max(0, Math.min(5, Math.round(values.rating))) : 0,
    media: uploads
      .filter((u): u is UploadItem & { media: PostMedia } => u.status === 'done' && !!u.media)
      .map((u) => ({ id: u.media.id, alt: u.alt.trim() })),
    is_local: values.isLocal,
  };
}
