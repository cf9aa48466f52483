import { useTranslation } from 'page-singleton';
import type { FormEvent, ReactNode } from 'react';
import { Button, MessageBox, Spinner, TextField, TimeField, formatVideoTime, type VideoLink } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import '../../common/detail.css';
import '../../common/studio.css';

/** Where the video's length comes from: still reading it from the player, read, or typed by the person. */
export type DurationSource = 'reading' | 'player' | 'manual';

export interface UploadViewProps {
  link: string;
  onLinkChange: (value: string) => void;
  /** check the link (the form's submit) */
  onCheck: () => void;
  /** why the link is not a video (shown under the field) */
  linkError?: string;
  /** the parsed video, once the link is good */
  video: VideoLink | null;
  /** the player (the `VideoPreview`), shown once the link is good */
  preview?: ReactNode;
  durationSource: DurationSource;
  /** seconds; 0 = not known yet */
  duration: number;
  onDurationChange: (seconds: number) => void;
  /** stop waiting for the player and type the length */
  onTypeDuration: () => void;
  durationError?: string;
  creating: boolean;
  /** why creating the draft failed */
  error?: string;
  onCreate: () => void;
}

/** `/experience/upload`: paste a YouTube or Vimeo link (or id), let the player tell its length, create a draft. */
export function UploadView({
  link,
  onLinkChange,
  onCheck,
  linkError,
  video,
  preview,
  durationSource,
  duration,
  onDurationChange,
  onTypeDuration,
  durationError,
  creating,
  error,
  onCreate,
}: UploadViewProps) {
  const { t } = useTranslation(NS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCheck();
  };
  return (
    <main className="mfe-studio" aria-busy={creating || undefined}>
      <h1>{t('screen.upload')}</h1>
      <p className="mfe-muted">{t('upload.intro')}</p>
      <form className="mfe-studio__row" onSubmit={submit} noValidate>
        <TextField
          className="mfe-studio__grow"
          label={t('upload.link')}
          hint={t('upload.linkHint')}
          value={link}
          onChange={onLinkChange}
          invalid={Boolean(linkError)}
          message={linkError}
          maxLength={500}
          disabled={creating}
        />
        <Button type="submit" variant="secondary" disabled={creating}>
          {t('upload.check')}
        </Button>
      </form>

      {video && (
        <section className="mfe-studio__section" aria-labelledby="mfe-upload-video">
          <h2 id="mfe-upload-video">{t('upload.video', { type: t(`videoType.${video.type}`) })}</h2>
          {preview}
          {durationSource === 'reading' && (
            <div className="mfe-studio__row">
              <p role="status" className="mfe-studio__status">
                <Spinner size="sm" /> {t('upload.reading')}
              </p>
              <Button variant="ghost" onClick={onTypeDuration}>
                {t('upload.typeInstead')}
              </Button>
            </div>
          )}
          {durationSource === 'player' && (
            <p role="status" className="mfe-studio__status">
              {t('upload.length', { time: formatVideoTime(duration) })}
            </p>
          )}
          {durationSource === 'manual' && (
            <>
              <p className="mfe-muted">{t('upload.manualIntro')}</p>
              <TimeField label={t('upload.lengthField')} value={duration} onChange={onDurationChange} />
              {durationError && <MessageBox type="error" message={durationError} dismiss={false} />}
            </>
          )}
          {error && <MessageBox type="error" message={error} dismiss={false} />}
          {creating && (
            <p role="status" className="mfe-studio__status">
              <Spinner size="sm" /> {t('upload.creating')}
            </p>
          )}
          {/* busy, not disabled, while creating: keyboard focus stays on it and a second press does nothing */}
          <Button onClick={onCreate} loading={creating} disabled={durationSource === 'reading'}>
            {t('upload.create')}
          </Button>
        </section>
      )}
    </main>
  );
}
