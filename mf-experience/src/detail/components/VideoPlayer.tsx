import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl, type VideoType } from 'shared';
import { NS } from '../../i18n';
import { playerUrl } from '../state/player';

export interface VideoPlayerProps {
  videoType: VideoType;
  videoId: string;
  /** the experience's title, for the player frame's title */
  title: string;
  /** start with the player loaded (stories) */
  initiallyPlaying?: boolean;
}

/**
 * The video's thumbnail with a Play button; the third-party player frame is loaded only once the visitor
 * presses Play (no YouTube/Vimeo request before that). Focus moves to the player so keyboard users can
 * control it right away.
 */
export function VideoPlayer({ videoType, videoId, title, initiallyPlaying = false }: VideoPlayerProps) {
  const { t } = useTranslation(NS);
  const [playing, setPlaying] = useState(initiallyPlaying);
  const frame = useRef<HTMLIFrameElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (playing && pressed.current) frame.current?.focus();
  }, [playing]);

  useEffect(() => {
    setPlaying(initiallyPlaying);
    pressed.current = false;
  }, [videoType, videoId, initiallyPlaying]);

  if (playing) {
    return (
      <div className="mfe-player">
        <iframe
          ref={frame}
          className="mfe-player__frame"
          src={playerUrl(videoType, videoId)}
          title={t('detail.player', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="mfe-player">
      <img className="mfe-player__thumb" src={thumbnailUrl(videoType, videoId)} alt="" width={1280} height={720} />
      <button
        type="button"
        className="mfe-player__play"
        onClick={() => {
          pressed.current = true;
          setPlaying(true);
        }}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 68 48" width="68" height="48">
          <path
            d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
            fill="rgb(0 0 0 / 70%)"
          />
          <path d="M45 24 27 14v20z" fill="#fff" />
        </svg>
        <span className="mfe-visually-hidden">{t('detail.play')}</span>
      </button>
    </div>
  );
}
