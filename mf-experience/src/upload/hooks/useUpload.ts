import { useNavigate, useTranslation } from 'page-singleton';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, parseVideoLink, type VideoLink, runApiMutation } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import type { DurationSource } from '../components/UploadView';

/** The upload screen's state: the link, the parsed video, its length, creating the draft. */
export function useUpload() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const [video, setVideo] = useState<VideoLink | null>(null);
  const [durationSource, setDurationSource] = useState<DurationSource>('reading');
  const [duration, setDuration] = useState(0);
  const [durationError, setDurationError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string>();
  /** the person typed a length: the player's answer no longer replaces it */
  const typed = useRef(false);

  const check = useCallback(() => {
    const parsed = parseVideoLink(link);
    setError(undefined);
    setDurationError(undefined);
    if (!parsed) {
      setVideo(null);
      setLinkError(t(link.trim() ? 'upload.invalid' : 'upload.empty'));
      return;
    }
    setLinkError(undefined);
    if (video && video.type === parsed.type && video.id === parsed.id) return;
    setVideo(parsed);
    typed.current = false;
    setDuration(0);
    setDurationSource('reading');
  }, [link, video, t]);

  const onLinkChange = useCallback((value: string) => {
    setLink(value);
    setLinkError(undefined);
  }, []);

  const onPlayerDuration = useCallback((seconds: number) => {
    if (typed.current) return;
    setDuration(seconds);
    setDurationSource('player');
  }, []);

  const typeDuration = useCallback(() => setDurationSource('manual'), []);

  const onDurationChange = useCallback((seconds: number) => {
    typed.current = true;
    setDuration(seconds);
    setDurationError(undefined);
  }, []);

  const create = useCallback(async () => {
    if (!video || creating) return;
    if (duration <= 0) {
      setDurationSource('manual');
      setDurationError(t('upload.needLength'));
      return;
    }
    setCreating(true);
    setError(undefined);
    const form = new FormData();
    form.append('type', video.type);
    form.append('video_id', video.id);
    form.append('duration', String(duration));
    try {
      // (the new experience is announced by the upload, as declared: the owner's lists are asked again)
      const r = await runApiMutation('uploadMedia', { body: form });
      navigate(`/experience/edit/${r.data!.id}`);
    } catch (err) {
      setError(errorMessage(err, t('upload.failed')));
      setCreating(false);
    }
  }, [video, duration, creating, navigate, t]);

  return {
    link,
    onLinkChange,
    check,
    linkError,
    video,
    durationSource,
    duration,
    onPlayerDuration,
    typeDuration,
    onDurationChange,
    durationError,
    creating,
    error,
    create,
  };
}
