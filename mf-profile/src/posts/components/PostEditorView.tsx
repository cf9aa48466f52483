import { useTranslation } from 'page-singleton';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextArea, TextField, Thumbnail } from 'shared';
import { NS } from '../../i18n';
import { itemKind, kindOrdinals, type EditorValues, type UploadItem } from '../state/editor';
import './posts.css';

export const POST_MAX_LENGTH = 5000;

export interface PostEditorViewProps {
  editing?: boolean;
  values: EditorValues;
  uploads: UploadItem[];
  saving?: boolean;
  error?: string | null;
  /** why the review cannot go yet (no rating chosen); shown beside the rating */
  ratingError?: string | null;
  onChange: (values: EditorValues) => void;
  onAddFiles: (files: File[]) => void;
  /** add a YouTube video from a link or id; false when refused (the reason comes in `videoError`) */
  onAddVideo?: (text: string) => boolean;
  videoError?: string | null;
  onRotate: (key: string) => void;
  onRemove: (key: string) => void;
  onAltChange: (key: string, alt: string) => void;
  onSubmit: () => void;
  onCancel?: () => void;
}

/**
 * The post editor: text, review rating, "I live here", photos with upload progress, rotation and alt text,
 * and YouTube videos added by link or id.
 */
export function PostEditorView({
  editing = false,
  values,
  uploads,
  saving = false,
  error,
  ratingError,
  onChange,
  onAddFiles,
  onAddVideo,
  videoError,
  onRotate,
  onRemove,
  onAltChange,
  onSubmit,
  onCancel,
}: PostEditorViewProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const ratingRef = useRef<HTMLSelectElement>(null);
  // a refused publish takes the author to the rating it asks for
  useEffect(() => {
    if (ratingError) ratingRef.current?.focus();
  }, [ratingError]);
  const [videoText, setVideoText] = useState('');
  const ordinals = kindOrdinals(uploads);
  // Enter in the video field adds the video (TextField's onSubmit) instead of publishing the post
  const addVideo = () => {
    if (onAddVideo?.(videoText)) setVideoText('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <form className="mfpr-editor" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{editing ? t('editor.editTitle') : t('editor.newTitle')}</h2>
      <TextArea
        label={t('editor.text')}
        value={values.text}
        maxLength={POST_MAX_LENGTH}
        maxHeight={320}
        onChange={(text) => onChange({ ...values, text })}
      />
      <fieldset>
        <label>
          <input
            type="checkbox"
            checked={values.isReview}
            onChange={(e) => onChange({ ...values, isReview: e.target.checked })}
          />{' '}
          {t('editor.isReview')}
        </label>
        {values.isReview && (
          <div className="mfpr-rating">
            <label htmlFor={`${id}-rating`}>{t('editor.rating')}</label>
            <select
              id={`${id}-rating`}
              ref={ratingRef}
              value={values.rating}
              aria-invalid={ratingError ? true : undefined}
              aria-describedby={ratingError ? `${id}-rating-error` : undefined}
              onChange={(e) => onChange({ ...values, rating: Number(e.target.value) })}
            >
              {/* no stars until the author gives them */}
              <option value={0} disabled>
                {t('editor.ratingNone')}
              </option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('editor.ratingValue', { count: n })}
                </option>
              ))}
            </select>
            {ratingError && (
              <p id={`${id}-rating-error`} role="alert" className="ti-form-alert">
                {ratingError}
              </p>
            )}
          </div>
        )}
        <label>
          <input
            type="checkbox"
            checked={values.isLocal}
            onChange={(e) => onChange({ ...values, isLocal: e.target.checked })}
          />{' '}
          {t('editor.isLocal')}
        </label>
      </fieldset>

      {uploads.length > 0 && (
        <ul
          className="mfpr-uploads"
          aria-label={t(uploads.some((u) => itemKind(u) === 'video') ? 'editor.media' : 'editor.photos')}
        >
          {uploads.map((u, i) => {
            const video = itemKind(u) === 'video';
            const n = ordinals[i];
            return (
              <li key={u.key} className={video ? 'mfpr-upload mfpr-upload-video' : 'mfpr-upload'}>
                {u.media && video ? (
                  <Thumbnail
                    src={u.media.url}
                    posterTitle={t('post.video', { n })}
                    colorKey={u.media.id}
                    alt={t('editor.videoThumb', { n })}
                    width={96}
                    height={96}
                    className="mfpr-upload-thumb"
                  />
                ) : u.media ? (
                  <img src={u.media.url} alt={u.alt || t('editor.photoThumb', { n })} />
                ) : (
                  <span aria-hidden="true" />
                )}
                <div className="mfpr-upload-tools">
                  {u.status === 'uploading' &&
                    (video ? (
                      <progress aria-label={t('editor.addingVideo', { name: u.name })} />
                    ) : (
                      <progress max={1} value={u.progress} aria-label={t('editor.uploading', { name: u.name })} />
                    ))}
                  {u.status === 'error' && (
                    <p role="alert" className="ti-form-alert">
                      {t(video ? 'editor.videoFailed' : 'editor.uploadFailed', { name: u.name, reason: u.error ?? '' })}
                    </p>
                  )}
                  {u.status === 'done' && (
                    <>
                      <label className="ti-visually-hidden" htmlFor={`${id}-alt-${u.key}`}>
                        {t(video ? 'editor.videoAlt' : 'editor.alt', { n })}
                      </label>
                      <input
                        id={`${id}-alt-${u.key}`}
                        type="text"
                        maxLength={300}
                        value={u.alt}
                        placeholder={t(video ? 'editor.videoAlt' : 'editor.alt', { n })}
                        onChange={(e) => onAltChange(u.key, e.target.value)}
                      />
                      {!video && (
                        <Button variant="secondary" size="sm" loading={u.rotating} onClick={() => onRotate(u.key)}>
                          {t('editor.rotate', { n })}
                        </Button>
                      )}
                    </>
                  )}
                  {u.status === 'done' && u.error && (
                    <p role="alert" className="ti-form-alert">
                      {u.error}
                    </p>
                  )}
                  {u.status !== 'uploading' && (
                    <Button variant="secondary" size="sm" onClick={() => onRemove(u.key)}>
                      {t(video ? 'editor.removeVideo' : 'editor.remove', { n })}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <div className="mfpr-toolbar">
        <label className="mfpr-file-label">
          {t('editor.addPhotos')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            multiple
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) onAddFiles(files);
            }}
          />
        </label>
      </div>
      {onAddVideo && (
        <div className="mfpr-video-field">
          <TextField
            label={t('editor.addVideo')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={videoText}
            placeholder="https://youtu.be/…"
            hint={t('editor.videoHint')}
            invalid={!!videoError}
            onChange={setVideoText}
            onSubmit={addVideo}
          />
          <div className="mfpr-toolbar">
            <Button variant="secondary" onClick={addVideo}>
              {t('editor.addVideoButton')}
            </Button>
          </div>
          {videoError && (
            <p role="alert" className="ti-form-alert">
              {videoError}
            </p>
          )}
        </div>
      )}

      {error && (
        <p role="alert" className="ti-form-alert">
          {error}
        </p>
      )}
      <div className="mfpr-toolbar">
        <Button type="submit" loading={saving}>
          {saving ? t('editor.publishing') : editing ? t('editor.save') : t('editor.publish')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('editor.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
