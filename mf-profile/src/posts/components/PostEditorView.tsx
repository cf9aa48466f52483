import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from 'shared';
import { NS } from '../../i18n';
import type { EditorValues, UploadItem } from '../state/editor';
import './posts.css';

export const POST_MAX_LENGTH = 5000;

export interface PostEditorViewProps {
  editing?: boolean;
  values: EditorValues;
  uploads: UploadItem[];
  saving?: boolean;
  error?: string | null;
  onChange: (values: EditorValues) => void;
  onAddFiles: (files: File[]) => void;
  onRotate: (key: string) => void;
  onRemove: (key: string) => void;
  onAltChange: (key: string, alt: string) => void;
  onSubmit: () => void;
  onCancel?: () => void;
}

/** The post editor: text, review rating, "I live here", photos with upload progress, rotation and alt text. */
export function PostEditorView({
  editing = false,
  values,
  uploads,
  saving = false,
  error,
  onChange,
  onAddFiles,
  onRotate,
  onRemove,
  onAltChange,
  onSubmit,
  onCancel,
}: PostEditorViewProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const isReview = values.rating > 0;
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
            checked={isReview}
            onChange={(e) => onChange({ ...values, rating: e.target.checked ? 5 : 0 })}
          />{' '}
          {t('editor.isReview')}
        </label>
        {isReview && (
          <label>
            {t('editor.rating')}{' '}
            <select value={values.rating} onChange={(e) => onChange({ ...values, rating: Number(e.target.value) })}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('editor.ratingValue', { count: n })}
                </option>
              ))}
            </select>
          </label>
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
        <ul className="mfpr-uploads" aria-label={t('editor.photos')}>
          {uploads.map((u, i) => (
            <li key={u.key} className="mfpr-upload">
              {u.media ? (
                <img src={u.media.url} alt={u.alt || t('post.photoAlt', { n: i + 1, name: '' })} />
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="mfpr-upload-tools">
                {u.status === 'uploading' && (
                  <progress max={1} value={u.progress} aria-label={t('editor.uploading', { name: u.name })} />
                )}
                {u.status === 'error' && (
                  <p role="alert" className="mfpr-alert">
                    {t('editor.uploadFailed', { name: u.name, reason: u.error ?? '' })}
                  </p>
                )}
                {u.status === 'done' && (
                  <>
                    <label className="mfpr-visually-hidden" htmlFor={`${id}-alt-${u.key}`}>
                      {t('editor.alt', { n: i + 1 })}
                    </label>
                    <input
                      id={`${id}-alt-${u.key}`}
                      type="text"
                      maxLength={300}
                      value={u.alt}
                      placeholder={t('editor.alt', { n: i + 1 })}
                      onChange={(e) => onAltChange(u.key, e.target.value)}
                    />
                    <Button variant="secondary" size="sm" loading={u.rotating} onClick={() => onRotate(u.key)}>
                      {t('editor.rotate', { n: i + 1 })}
                    </Button>
                  </>
                )}
                {u.status === 'done' && u.error && (
                  <p role="alert" className="mfpr-alert">
                    {u.error}
                  </p>
                )}
                {u.status !== 'uploading' && (
                  <Button variant="secondary" size="sm" onClick={() => onRemove(u.key)}>
                    {t('editor.remove', { n: i + 1 })}
                  </Button>
                )}
              </div>
            </li>
          ))}
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

      {error && (
        <p role="alert" className="mfpr-alert">
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
