import { useTranslation } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { playerOrigin } from '../../common/playerProtocol';
import type { VideoType } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { durationRequests, parseDurationMessage, previewUrl } from '../state/duration';

/** How long the player gets to tell the video's length before the person is asked to type it. */
export const DURATION_TIMEOUT_MS = 10_000;
const ASK_EVERY_MS = 700;

export interface VideoPreviewProps {
  videoType: VideoType;
  videoId: string;
  /** the player told the length (whole seconds) */
  onDuration: (seconds: number) => void;
  /** the player did not tell the length in time */
  onTimeout: () => void;
  timeoutMs?: number;
}

/**
 * The video's embedded player (not auto-playing), asked for its length over the player's postMessage
 * protocol; gives up after `timeoutMs` so the person can type the length instead.
 */
export function VideoPreview({
  videoType,
  videoId,
  onDuration,
  onTimeout,
  timeoutMs = DURATION_TIMEOUT_MS,
}: VideoPreviewProps) {
  const { t } = useTranslation(NS);
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef(false);
  const callbacks = useRef({ onDuration, onTimeout });
  callbacks.current = { onDuration, onTimeout };

  useEffect(() => {
    done.current = false;
    const ask = () => {
      const target = frame.current?.contentWindow;
      if (!target || done.current) return;
      for (const m of durationRequests(videoType)) target.postMessage(m, playerOrigin(videoType));
    };
    const onMessage = (e: MessageEvent) => {
      if (done.current || !frame.current || e.source !== frame.current.contentWindow) return;
      const seconds = parseDurationMessage(videoType, e.origin, e.data);
      if (seconds === null) return;
      done.current = true;
      callbacks.current.onDuration(seconds);
    };
    window.addEventListener('message', onMessage);
    const asking = setInterval(ask, ASK_EVERY_MS);
    const giveUp = setTimeout(() => {
      if (done.current) return;
      done.current = true;
      callbacks.current.onTimeout();
    }, timeoutMs);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(asking);
      clearTimeout(giveUp);
    };
  }, [videoType, videoId, timeoutMs]);

  const origin = typeof window !== 'undefined' ? window.location.origin : undefined;
  return (
    <div className="mfe-player">
      <iframe
        ref={frame}
        className="mfe-player__frame"
        src={previewUrl(videoType, videoId, origin)}
        title={t('upload.preview')}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => {
          const target = frame.current?.contentWindow;
          if (target && !done.current)
            for (const m of durationRequests(videoType)) target.postMessage(m, playerOrigin(videoType));
        }}
      />
    </div>
  );
}
