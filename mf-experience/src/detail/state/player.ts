import type { VideoType } from 'shared';

/**
 * The embed URL of the player, loaded only once the visitor presses Play (no third-party requests
 * before that). YouTube through its privacy-enhanced host.
 */
export function playerUrl(videoType: VideoType, videoId: string): string {
  const id = encodeURIComponent(videoId);
  return videoType === 'vimeo'
    ? `https://player.vimeo.com/video/${id}?autoplay=1`
    : `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&enablejsapi=1`;
}
