import { sql } from 'kysely';
import type { Language, Place } from 'contract';
import type { Config } from '../config';
import type { Database } from '../db';
import { ApiError, badRequest } from '../http/errors';
import { ProviderError, providerJson } from '../providers/http';
import { placeColumns, placeJoins, toPlace, type PlaceJoinRow } from './places';

/** At most this many chapters are read from one description. */
export const MAX_CHAPTERS = 100;

export interface Chapter {
  time: number;
  title: string;
}

const TIME = String.raw`(?:(\d{1,2}):)?(\d{1,2}):(\d{2})`;
/** "0:00 Intro", "1:23 - Taipei 101", "(12:05) 士林夜市", "1:02:03｜Jiufen" */
const LEADING = new RegExp(String.raw`^[\s\-*•▶►]*[([]?${TIME}[)\]]?\s*[-–—:|｜.]?\s*(.+)$`);
/** "Taipei 101 - 1:23" */
const TRAILING = new RegExp(String.raw`^[\s\-*•▶►]*(.+?)\s*[-–—:|｜]?\s*[([]?${TIME}[)\]]?\s*$`);

function seconds(h: string | undefined, m: string, s: string): number | null {
  const hh = h === undefined ? 0 : Number(h);
  const mm = Number(m);
  const ss = Number(s);
  if (ss > 59 || (h !== undefined && mm > 59)) return null;
  return hh * 3600 + mm * 60 + ss;
}

/**
 * The chapters written in a video description: one per line with a timestamp at its start ("1:23 Title") or
 * end ("Title - 1:23"). Times must increase down the list (a later line with an earlier time is ignored);
 * lines without a timestamp or with an empty title are skipped. Pure: no network.
 */
export function parseChapters(description: string): Chapter[] {
  const out: Chapter[] = [];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.length > 300) continue;
    let time: number | null = null;
    let title = '';
    const lead = LEADING.exec(line);
    if (lead) {
      time = seconds(lead[1], lead[2]!, lead[3]!);
      title = lead[4]!;
    } else {
      const trail = TRAILING.exec(line);
      if (trail) {
        time = seconds(trail[2], trail[3]!, trail[4]!);
        title = trail[1]!;
      }
    }
    title = title.replace(/\s+/g, ' ').trim();
    if (time === null || !title) continue;
    if (out.length && time <= out[out.length - 1]!.time) continue;
    out.push({ time, title: title.slice(0, 200) });
    if (out.length >= MAX_CHAPTERS) break;
  }
  return out;
}

/** An ISO 8601 duration as YouTube reports it ("PT1H2M3S", "P1DT2S") → seconds; unreadable → 0. */
export function isoDurationSeconds(value: string | undefined): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value ?? '');
  if (!m) return 0;
  const [d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0));
  return d! * 86400 + h! * 3600 + min! * 60 + s!;
}

interface VideosAnswer {
  items?: Array<{
    id?: string;
    snippet?: { description?: string; channelTitle?: string };
    contentDetails?: { duration?: string };
  }>;
}

/** One YouTube Data API v3 `videos` call (snippet + contentDetails). The key never reaches a client or a log. */
export async function youtubeVideo(
  config: { apiKey?: string; apiUrl: string } | undefined,
  videoId: string,
): Promise<{ description: string; author: string; duration: number }> {
  if (!config?.apiKey) throw new ApiError(503, 'youtube_not_configured');
  const url = new URL(`${config.apiUrl}/videos`);
  url.searchParams.set('part', 'snippet,contentDetails');
  url.searchParams.set('id', videoId);
  url.searchParams.set('key', config.apiKey);
  let answer: { status: number; body: VideosAnswer };
  try {
    answer = await providerJson<VideosAnswer>(url.toString());
  } catch (err) {
    if (err instanceof ProviderError) throw new ApiError(502, 'youtube_unavailable');
    throw err;
  }
  if (answer.status !== 200) throw new ApiError(502, 'youtube_unavailable');
  const item = answer.body.items?.find((i) => i.id === videoId) ?? answer.body.items?.[0];
  if (!item) throw new ApiError(404, 'youtube_video_not_found');
  return {
    description: String(item.snippet?.description ?? ''),
    author: String(item.snippet?.channelTitle ?? '').slice(0, 200),
    duration: isoDurationSeconds(item.contentDetails?.duration),
  };
}

/**
 * Our place named in a chapter title: a place whose English or Chinese name (2+ characters) appears in the
 * title, points of interest first, then the longest name.
 */
async function placeInTitle(db: Database, title: string, lang: Language): Promise<Place | null> {
  const { rows } = await sql<PlaceJoinRow>`
    SELECT ${placeColumns()}
      FROM places p ${placeJoins()}
     WHERE (char_length(p.name_en) >= 2 AND strpos(lower(${title}), lower(p.name_en)) > 0)
        OR (char_length(p.name_zh) >= 2 AND strpos(${title}, p.name_zh) > 0)
     ORDER BY (p.type = 'poi') DESC,
              greatest(CASE WHEN strpos(lower(${title}), lower(p.name_en)) > 0 THEN char_length(p.name_en) ELSE 0 END,
                       CASE WHEN strpos(${title}, p.name_zh) > 0 THEN char_length(p.name_zh) ELSE 0 END) DESC,
              p.id
     LIMIT 1`.execute(db);
  return rows[0] ? toPlace(rows[0], lang) : null;
}

/** Chapters of a YouTube video with the place each one names (within the video's length). */
export async function suggestedPlaces(
  db: Database,
  config: Config['youtube'],
  videoId: string,
  lang: Language,
): Promise<{ chapters: Array<Chapter & { place: Place | null }>; duration: number; author: string }> {
  const video = await youtubeVideo(config, videoId);
  const chapters = parseChapters(video.description).filter((c) => !video.duration || c.time <= video.duration);
  const out = [];
  for (const c of chapters) out.push({ ...c, place: await placeInTitle(db, c.title, lang) });
  return { chapters: out, duration: video.duration, author: video.author };
}

/** The chapters of an experience's video and the places they suggest (a YouTube video only: else 400). */
export async function experienceChapters(
  db: Database,
  config: Config['youtube'],
  experienceId: number,
  lang: Language,
): ReturnType<typeof suggestedPlaces> {
  const row = await db
    .selectFrom('experiences')
    .select(['video_type', 'video_id'])
    .where('id', '=', experienceId)
    .executeTakeFirstOrThrow();
  if (row.video_type !== 'youtube') throw badRequest('youtube_only');
  return suggestedPlaces(db, config, row.video_id, lang);
}
