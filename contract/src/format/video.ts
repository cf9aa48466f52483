import type { VideoType } from '..';
import { formatStrings } from './format.strings';

/** Where YouTube serves its videos' stills. */
const YOUTUBE_IMAGE_HOST = 'i.ytimg.com';

/** The still image of a video, built from its id: YouTube's image host, or vumbnail for Vimeo. */
export function thumbnailUrl(videoType: VideoType, videoId: string): string {
  const id = encodeURIComponent(videoId.trim());
  return videoType === 'vimeo'
    ? `https://vumbnail.com/${id}.jpg`
    : `https://${YOUTUBE_IMAGE_HOST}/vi/${id}/hqdefault.jpg`;
}

/**
 * YouTube's image host answers an id it has no still for with a 120×90 grey "no thumbnail" image (and a 404 the
 * browser still shows as a loaded picture). True for such an image: the caller shows its own stand-in instead.
 */
export function isMissingThumbnail(src: string, naturalWidth: number, naturalHeight: number): boolean {
  if (naturalWidth !== 120 || naturalHeight !== 90) return false;
  try {
    return new URL(src).hostname === YOUTUBE_IMAGE_HOST;
  } catch {
    return false;
  }
}

/** Same as `thumbnailUrl`, id first; the type defaults to YouTube. */
export function videoThumbnail(videoId: string, videoType: VideoType = 'youtube'): string {
  return thumbnailUrl(videoType, videoId);
}

/**
 * The author attribution under a video: "From {author} (YouTube)" / "來自 {author}（YouTube）",
 * empty for Vimeo videos (and when there is no author).
 */
export function attribution(
  videoType: VideoType | string,
  author: string | null | undefined,
  language?: string,
): string {
  const name = (author ?? '').trim();
  if (videoType === 'vimeo' || !name) return '';
  return formatStrings.text(language ?? '', 'video.attribution', { author: name });
}
