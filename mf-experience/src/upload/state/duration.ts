import type { VideoType } from 'shared';
import { decodePlayerMessage, listenMessages } from '../../common/playerProtocol';

/**
 * Reading a video's length from its embedded player, over the same postMessage protocols the detail page's
 * player speaks (detail/player/protocol.ts): the YouTube IFrame API's `initialDelivery`/`infoDelivery`
 * carry `info.duration`; Vimeo's Player API answers `getDuration` (and its `timeupdate` data has `duration`).
 */

/** The embed for a preview: like the detail player's, but it does not start playing by itself. */
export function previewUrl(videoType: VideoType, videoId: string, origin?: string): string {
  const id = encodeURIComponent(videoId);
  if (videoType === 'vimeo') return `https://player.vimeo.com/video/${id}?api=1`;
  return `https://www.youtube-nocookie.com/embed/${id}?enablejsapi=1${origin ? `&origin=${encodeURIComponent(origin)}` : ''}`;
}

/** What to send the player so that it tells us its length. */
export function durationRequests(videoType: VideoType): string[] {
  if (videoType === 'vimeo') return [...listenMessages('vimeo'), JSON.stringify({ method: 'getDuration' })];
  return listenMessages('youtube');
}

/** The length in whole seconds an incoming player message tells, or null (not the player's, or no length). */
export function parseDurationMessage(videoType: VideoType, origin: string, data: unknown): number | null {
  const m = decodePlayerMessage<{
    event?: unknown;
    method?: unknown;
    value?: unknown;
    info?: { duration?: unknown };
    data?: { duration?: unknown };
  }>(videoType, origin, data);
  if (!m) return null;
  let seconds: unknown = null;
  if (videoType === 'youtube') {
    if (m.event === 'infoDelivery' || m.event === 'initialDelivery') seconds = m.info?.duration;
  } else if (m.method === 'getDuration') {
    seconds = m.value;
  } else if (m.event === 'timeupdate' || m.event === 'loaded') {
    seconds = m.data?.duration;
  }
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.round(seconds);
}
