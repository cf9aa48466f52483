import { useTranslation } from 'page-singleton';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, type Post, type PostMedia, type ReadRouteName, runApiMutation } from 'shared';
import { NS } from '../../i18n';
import {
  newBatchId,
  postBody,
  ratingMissing,
  readVideoInput,
  type EditorValues,
  type UploadItem,
} from '../state/editor';

/** (no cached read taken care of by the caller: one array, so the save handler keeps its identity) */
const NONE: readonly ReadRouteName[] = [];

/**
 * The post editor's work: uploads (with progress) into one batch, rotation, removal, and publish/save.
 * `post` given → editing it (new photos join its batch).
 */
export function usePostEditor(
  placeId: number,
  post: Post | null,
  onSaved: (post: Post) => void,
  updatedHere: readonly ReadRouteName[] = NONE,
) {
  const { t } = useTranslation(NS);
  const batchId = useRef(post?.batch_id ?? newBatchId()).current;
  const [values, setValues] = useState<EditorValues>({
    text: post?.post ?? '',
    isReview: (post?.recommend ?? 0) > 0,
    rating: post?.recommend ?? 0,
    isLocal: post?.is_local ?? false,
  });
  const [uploads, setUploads] = useState<UploadItem[]>(
    (post?.media ?? []).map((m) => ({
      key: `m${m.id}`,
      name: m.file,
      status: 'done',
      progress: 1,
      media: m,
      alt: m.alt,
    })),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a publish was refused for want of a rating: the message stays beside the rating until one is chosen
  const [ratingAsked, setRatingAsked] = useState(false);
  const ratingError = ratingAsked && ratingMissing(values) ? t('editor.ratingRequired') : null;
  const counter = useRef(0);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const addFiles = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = `u${++counter.current}`;
        setUploads((list) => [...list, { key, name: file.name, status: 'uploading', progress: 0, alt: '' }]);
        const form = new FormData();
        form.append('place_id', String(placeId));
        form.append('batch_id', batchId);
        form.append('file', file);
        runApiMutation('uploadPostMedia', { body: form, onUploadProgress: (p) => patch(key, { progress: p }) }).then(
          (r) => patch(key, { status: 'done', progress: 1, media: r.data as PostMedia }),
          (err: unknown) => patch(key, { status: 'error', error: errorMessage(err, t('editor.error')) }),
        );
      }
    },
    [placeId, batchId, t],
  );

  const [videoError, setVideoError] = useState<string | null>(null);

  /** Add a YouTube video from a pasted link or id; false (with `videoError` set) when it is not one. */
  const addVideo = useCallback(
    (text: string): boolean => {
      const read = readVideoInput(text, uploads);
      if (!read.ok) {
        setVideoError(t(`editor.video_${read.reason}`));
        return false;
      }
      setVideoError(null);
      const key = `v${++counter.current}`;
      setUploads((list) => [...list, { key, name: read.id, kind: 'video', status: 'uploading', progress: 0, alt: '' }]);
      const form = new FormData();
      form.append('place_id', String(placeId));
      form.append('batch_id', batchId);
      form.append('type', 'youtube');
      form.append('video_id', read.id);
      runApiMutation('uploadPostMedia', { body: form }).then(
        (r) => patch(key, { status: 'done', progress: 1, media: r.data as PostMedia }),
        (err: unknown) => patch(key, { status: 'error', error: errorMessage(err, t('editor.error')) }),
      );
      return true;
    },
    [uploads, placeId, batchId, t],
  );

  const rotate = useCallback(
    async (key: string) => {
      const item = uploads.find((u) => u.key === key);
      if (!item?.media) return;
      patch(key, { rotating: true, error: undefined });
      try {
        const r = await runApiMutation('rotatePostMedia', { params: { id: item.media.id }, body: { degree: 90 } });
        patch(key, { rotating: false, media: r.data });
      } catch (err) {
        patch(key, { rotating: false, error: errorMessage(err, t('editor.rotateError')) });
      }
    },
    [uploads, t],
  );

  const remove = useCallback(
    (key: string) => {
      const item = uploads.find((u) => u.key === key);
      setUploads((list) => list.filter((u) => u.key !== key));
      // a loose upload goes now; a photo already in the post goes when the post is saved without it
      const attached = post?.media.some((m) => m.id === item?.media?.id);
      if (item?.media && !attached) {
        void runApiMutation('deletePostMedia', {
          query: { media_id: item.media.id, file: item.media.file, place_id: placeId, batch_id: batchId },
        }).catch(() => undefined);
      }
    },
    [uploads, post, placeId, batchId],
  );

  const setAlt = (key: string, alt: string) => patch(key, { alt });

  const submit = useCallback(async () => {
    setError(null);
    if (uploads.some((u) => u.status === 'uploading')) return setError(t('editor.waitUploads'));
    const ready = uploads.filter((u) => u.status === 'done');
    if (!values.text.trim() && ready.length === 0) return setError(t('editor.blank'));
    setRatingAsked(true);
    if (ratingMissing(values)) return;
    setSaving(true);
    try {
      const body = postBody(values, ready, placeId, batchId);
      const r = post
        ? await runApiMutation('updatePost', { body: { ...body, post_id: post.post_id } }, { updatedHere })
        : await runApiMutation(
            'createPost',
            { body: { ...body, timezone_offset: -new Date().getTimezoneOffset() } },
            { updatedHere },
          );
      onSaved(r.data as Post);
    } catch (err) {
      setError(errorMessage(err, t('editor.error')));
    } finally {
      setSaving(false);
    }
  }, [uploads, values, placeId, batchId, post, onSaved, updatedHere, t]);

  return {
    values,
    setValues,
    uploads,
    addFiles,
    addVideo,
    videoError,
    rotate,
    remove,
    setAlt,
    submit,
    saving,
    error,
    ratingError,
  };
}
