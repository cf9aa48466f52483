import type { VideoType } from 'shared';

/**
 * The players' postMessage protocols, without their script libraries: the YouTube IFrame API (the messages
 * its www-widgetapi script exchanges with the embed) and the Vimeo Player API (player.js's messages).
 * Pure functions: what to send, and what an incoming message means.
 */

/** Origins whose messages are the player's. */
export const PLAYER_ORIGINS: Record<VideoType, readonly string[]> = {
  youtube: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  vimeo: ['https://player.vimeo.com'],
};

/** The origin the embed lives on (for targeted postMessage). */
export function playerOrigin(videoType: VideoType): string {
  return PLAYER_ORIGINS[videoType][0];
}

/**
 * The embed URL, loaded only once the visitor presses Play. YouTube through its privacy-enhanced host with the
 * JS API on (and our origin, so it answers us); `start` seconds when the visitor chose a place before playing.
 */
export function playerUrl(videoType: VideoType, videoId: string, start = 0, origin?: string): string {
  const id = encodeURIComponent(videoId);
  const from = Math.max(0, Math.floor(start));
  if (videoType === 'vimeo') {
    return `https://player.vimeo.com/video/${id}?autoplay=1${from > 0 ? `#t=${from}s` : ''}`;
  }
  const extra = (from > 0 ? `&start=${from}` : '') + (origin ? `&origin=${encodeURIComponent(origin)}` : '');
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&enablejsapi=1${extra}`;
}

/** The hello that makes the player send us its events (YouTube: 'listening'; Vimeo: subscribe to timeupdate). */
export function listenMessages(videoType: VideoType, id = 1): string[] {
  if (videoType === 'vimeo') {
    return [
      JSON.stringify({ method: 'addEventListener', value: 'timeupdate' }),
      JSON.stringify({ method: 'addEventListener', value: 'seeked' }),
    ];
  }
  return [JSON.stringify({ event: 'listening', id, channel: 'widget' })];
}

/** Ask the player to jump to `seconds` and keep playing. */
export function seekMessages(videoType: VideoType, seconds: number, id = 1): string[] {
  const s = Math.max(0, seconds);
  if (videoType === 'vimeo') {
    return [JSON.stringify({ method: 'setCurrentTime', value: s }), JSON.stringify({ method: 'play' })];
  }
  return [
    JSON.stringify({ event: 'command', func: 'seekTo', args: [s, true], id, channel: 'widget' }),
    JSON.stringify({ event: 'command', func: 'playVideo', args: [], id, channel: 'widget' }),
  ];
}

/**
 * The object an incoming message carries when it comes from the player's own origin (YouTube sends JSON
 * strings, Vimeo objects or JSON strings), or null. Its fields are unchecked: `T` only names those read.
 */
export function decodePlayerMessage<T extends object>(videoType: VideoType, origin: string, data: unknown): T | null {
  if (!PLAYER_ORIGINS[videoType].includes(origin)) return null;
  let msg: unknown = data;
  if (typeof data === 'string') {
    try {
      msg = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return typeof msg === 'object' && msg !== null ? (msg as T) : null;
}

export type PlayerEvent = { type: 'ready' } | { type: 'time'; seconds: number };

/**
 * What an incoming message means, or null when it is not from the player or says nothing we use.
 * YouTube sends JSON strings (`onReady`, `initialDelivery`/`infoDelivery` with info.currentTime);
 * Vimeo sends objects or JSON strings (`ready`, `timeupdate`/`seeked` with data.seconds).
 */
export function parsePlayerMessage(videoType: VideoType, origin: string, data: unknown): PlayerEvent | null {
  const m = decodePlayerMessage<{ event?: unknown; info?: { currentTime?: unknown }; data?: { seconds?: unknown } }>(
    videoType,
    origin,
    data,
  );
  if (!m) return null;
  if (videoType === 'youtube') {
    if (m.event === 'onReady') return { type: 'ready' };
    if ((m.event === 'infoDelivery' || m.event === 'initialDelivery') && typeof m.info?.currentTime === 'number') {
      return Number.isFinite(m.info.currentTime) ? { type: 'time', seconds: m.info.currentTime } : null;
    }
    return null;
  }
  if (m.event === 'ready') return { type: 'ready' };
  if ((m.event === 'timeupdate' || m.event === 'seeked') && typeof m.data?.seconds === 'number') {
    return Number.isFinite(m.data.seconds) ? { type: 'time', seconds: m.data.seconds } : null;
  }
  return null;
}
