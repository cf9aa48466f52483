import type { VideoType } from '..';
import { YOUTUBE_VIDEO_ID } from '../constants';

/** A video reference parsed from a pasted link or id. */
export interface VideoLink {
  type: VideoType;
  id: string;
}

const YOUTUBE_ID = new RegExp(YOUTUBE_VIDEO_ID);
const VIMEO_ID = /^[0-9]{1,12}$/;

/** Whether `id` is a well-formed id for `type`: YouTube exactly 11 of [A-Za-z0-9_-], Vimeo 1–12 digits. */
export function isValidVideoId(type: VideoType | string, id: string | null | undefined): boolean {
  if (typeof id !== 'string') return false;
  if (type === 'youtube') return YOUTUBE_ID.test(id);
  if (type === 'vimeo') return VIMEO_ID.test(id) && !/^0+$/.test(id);
  return false;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOSTS = new Set(['player.vimeo.com']);

/** YouTube paths whose second segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v', 'e']);

function youtube(id: string | null | undefined): VideoLink | null {
  return id && isValidVideoId('youtube', id) ? { type: 'youtube', id } : null;
}

function vimeo(id: string | null | undefined): VideoLink | null {
  return id && isValidVideoId('vimeo', id) ? { type: 'vimeo', id } : null;
}

function toUrl(text: string): URL | null {
  // A link pasted without its scheme ("youtu.be/…", "www.youtube.com/watch?v=…").
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  return url;
}

/**
 * Parses a pasted YouTube or Vimeo link, or a bare id, into `{ type, id }` — or `null` when it is anything
 * else (another host, a lookalike host, another scheme, a malformed id). Pure string work: nothing is
 * fetched. Accepted: youtube.com/watch?v=ID (also m., music., www., youtube-nocookie.com, extra parameters
 * and timestamps), youtu.be/ID, /embed/ID, /shorts/ID, /live/ID, /v/ID; vimeo.com/ID, vimeo.com/ID/HASH
 * (unlisted), vimeo.com/channels/NAME/ID, /groups/NAME/videos/ID, /album|showcase/N/video/ID,
 * player.vimeo.com/video/ID; a bare 11-character YouTube id or a bare numeric Vimeo id (all-digit input is
 * taken as Vimeo).
 */
export function parseVideoLink(input: string | null | undefined): VideoLink | null {
  const text = String(input ?? '').trim();
  if (!text || text.length > 2048 || /\s/.test(text)) return null;
  if (VIMEO_ID.test(text)) return vimeo(text);
  if (YOUTUBE_ID.test(text)) return youtube(text);

  const url = toUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter(Boolean);

  if (YOUTU_BE_HOSTS.has(host)) return segments.length === 1 ? youtube(segments[0]) : null;

  if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch' && segments.length === 1) return youtube(url.searchParams.get('v'));
    if (first && YOUTUBE_ID_PATHS.has(first) && segments.length === 2) return youtube(second);
    return null;
  }

  if (VIMEO_PLAYER_HOSTS.has(host)) {
    return segments[0] === 'video' && segments.length === 2 ? vimeo(segments[1]) : null;
  }

  if (VIMEO_HOSTS.has(host)) {
    const s = segments;
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted)
    if (s.length >= 1 && s.length <= 2 && VIMEO_ID.test(s[0]!)) {
      if (s.length === 2 && !/^[0-9a-f]{6,20}$/i.test(s[1]!)) return null;
      return vimeo(s[0]);
    }
    if (s[0] === 'video' && s.length === 2) return vimeo(s[1]);
    if (s[0] === 'channels' && s.length === 3) return vimeo(s[2]);
    if (s[0] === 'groups' && s.length === 4 && s[2] === 'videos') return vimeo(s[3]);
    if ((s[0] === 'album' || s[0] === 'showcase') && s.length === 4 && s[2] === 'video') return vimeo(s[3]);
    return null;
  }

  return null;
}
