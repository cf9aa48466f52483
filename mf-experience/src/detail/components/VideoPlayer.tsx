import { useTranslation } from 'page-singleton';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Thumbnail, type ExperienceThumbnail, type VideoType } from 'shared';
import { NS } from '../../i18n';
import { listenMessages, parsePlayerMessage, playerOrigin, playerUrl, seekMessages } from '../../common/playerProtocol';

export interface VideoPlayerProps {
  videoType: VideoType;
  videoId: string;
  /** the experience's title, for the player frame's title */
  title: string;
  /** what is shown before play: the video's still, or its poster (`experienceThumbnail`) */
  thumbnail: ExperienceThumbnail;
  /** start with the player loaded (stories) */
  initiallyPlaying?: boolean;
  /** the playing position, in seconds, as the player reports it (and right after a seek) */
  onTime?: (seconds: number) => void;
}

export interface VideoPlayerHandle {
  /** jump to `seconds`: loads the player there when it is not playing yet */
  seekTo: (seconds: number) => void;
}

/** how often, and how many times, the player is greeted until it answers (it may still be loading) */
const HELLO_EVERY_MS = 700;
const HELLO_TRIES = 15;

/**
 * The video's thumbnail (or its poster) with a Play button; the third-party player frame is loaded only once the visitor
 * presses Play (no YouTube/Vimeo request before that). Focus moves to the player so keyboard users can
 * control it right away. Talks to the player through its postMessage API (YouTube IFrame API / Vimeo Player
 * API protocols): reports the playing time and seeks on request.
 */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(
  { videoType, videoId, title, thumbnail, initiallyPlaying = false, onTime },
  ref,
) {
  const { t } = useTranslation(NS);
  const [playing, setPlaying] = useState(initiallyPlaying);
  const [startAt, setStartAt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const pressed = useRef(false);
  const answered = useRef(false);
  const onTimeRef = useRef(onTime);
  onTimeRef.current = onTime;

  useEffect(() => {
    if (playing && pressed.current) frame.current?.focus();
  }, [playing]);

  useEffect(() => {
    setPlaying(initiallyPlaying);
    setStartAt(0);
    pressed.current = false;
  }, [videoType, videoId, initiallyPlaying]);

  const post = useCallback(
    (messages: string[]) => {
      const target = frame.current?.contentWindow;
      if (!target) return;
      for (const m of messages) target.postMessage(m, playerOrigin(videoType));
    },
    [videoType],
  );

  // the player's events: only from our frame, only from the player's origin
  useEffect(() => {
    if (!playing) return;
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const event = parsePlayerMessage(videoType, e.origin, e.data);
      if (!event) return;
      answered.current = true;
      if (event.type === 'time') onTimeRef.current?.(event.seconds);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing, videoType]);

  // greet the player once its frame has loaded, again until it answers
  const timer = useRef<ReturnType<typeof setInterval>>();
  const greet = useCallback(() => {
    answered.current = false;
    clearInterval(timer.current);
    let tries = 0;
    post(listenMessages(videoType));
    timer.current = setInterval(() => {
      tries += 1;
      if (answered.current || tries >= HELLO_TRIES) clearInterval(timer.current);
      else post(listenMessages(videoType));
    }, HELLO_EVERY_MS);
  }, [post, videoType]);
  useEffect(() => () => clearInterval(timer.current), []);

  useImperativeHandle(
    ref,
    () => ({
      seekTo: (seconds: number) => {
        onTimeRef.current?.(seconds);
        if (!playing) {
          setStartAt(seconds);
          setPlaying(true);
          return;
        }
        post(seekMessages(videoType, seconds));
      },
    }),
    [playing, post, videoType],
  );

  if (playing) {
    const origin = typeof window !== 'undefined' ? window.location.origin : undefined;
    return (
      <div className="mfe-player">
        <iframe
          ref={frame}
          className="mfe-player__frame"
          src={playerUrl(videoType, videoId, startAt, origin)}
          title={t('detail.player', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={greet}
        />
      </div>
    );
  }
  return (
    <div className="mfe-player">
      <Thumbnail {...thumbnail} width={1280} height={720} priority />
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
        <span className="ti-visually-hidden">{t('detail.play')}</span>
      </button>
    </div>
  );
});
