import type { PostMedia } from 'shared';

export interface EditorValues {
  text: string;
  /** 0: a plain post; 1–5: a review with that many stars */
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
}

/** A batch id groups the uploads of one post (server pattern: letters, digits, - and _). */
export function newBatchId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `b${random}`.slice(0, 40);
}

/** The post fields of a create or update body (the caller adds timezone_offset or post_id). */
export function postBody(values: EditorValues, uploads: UploadItem[], placeId: number, batchId: string) {
  return {
    place_id: placeId,
    batch_id: batchId,
    post: values.text.trim(),
    recommend: Math.max(0, Math.min(5, Math.round(values.rating))),
    media: uploads
      .filter((u): u is UploadItem & { media: PostMedia } => u.status === 'done' && !!u.media)
      .map((u) => ({ id: u.media.id, alt: u.alt.trim() })),
    is_local: values.isLocal,
  };
}
