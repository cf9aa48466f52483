import type { VideoType } from '../contract';
import { normalizeLanguage } from './language';

/** The still image of a video, built from its id (spec §9): YouTube's image host, or vumbnail for Vimeo. */
export function thumbnailUrl(videoType: VideoType, videoId: string): string {
  const id = encodeURIComponent(videoId.trim());
  return videoType === 'vimeo' ? `https://vumbnail.com/${id}.jpg` : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** Same as `thumbnailUrl`, id first; the type defaults to YouTube. */
export function videoThumbnail(videoId: string, videoType: VideoType = 'youtube'): string {
  return thumbnailUrl(videoType, videoId);
}

/**
 * The author attribution under a video (spec §9): "From {author} (YouTube)" / "來自 {author}（YouTube）",
 * empty for Vimeo videos (and when there is no author).
 */
export function attribution(
  videoType: VideoType | string,
  author: string | null | undefined,
  language?: string,
): string {
  const name = (author ?? '').trim();
  if (videoType === 'vimeo' || !name) return '';
  return normalizeLanguage(language) === 'zh-Hant-TW' ? `來自 ${name}（YouTube）` : `From ${name} (YouTube)`;
}
