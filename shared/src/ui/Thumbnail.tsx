import { useState, type CSSProperties, type SyntheticEvent } from 'react';
import './ui.css';
import { cx } from './classNames';
import type { Experience, ExperienceSummary } from 'contract';
import { CATEGORY_COLORS, categoryColor } from 'contract/format';
import { isMissingThumbnail, thumbnailUrl } from 'contract/format';

/** Where a thumbnail is: its image still coming, its image shown, or its poster shown instead. */
export type ThumbnailStatus = 'loading' | 'loaded' | 'poster';

export interface ThumbnailProps {
  /** the image: a video's still (`thumbnailUrl`) */
  src: string;
  /** the poster's main line, shown when the image cannot be: the place's name, else the video's title */
  posterTitle: string;
  /** the poster's second line: the country */
  posterSubtitle?: string;
  /** picks the poster's category colour: the id of what the thumbnail stands for, so it is the same on every visit */
  colorKey: number;
  /** accessible name of the image and of the poster alike; '' when it would only repeat the text beside it */
  alt: string;
  /** the box's size in CSS pixels: it keeps this aspect ratio before, while and after the image loads */
  width: number;
  height: number;
  /** one of the first thumbnails on screen: fetched at once with high priority (the others load when scrolled near) */
  priority?: boolean;
  className?: string;
  /** a fixed status (stories); by default it follows the image's load and error events */
  status?: ThumbnailStatus;
}

/**
 * A video's thumbnail in a box that never changes size. The image stays invisible until it has loaded as a
 * real picture; when it fails (offline, blocked host, unknown id) or turns out to be YouTube's grey "no
 * thumbnail" stand-in, a poster takes its place: the place and country written on one of the four category
 * colours. The poster is an image to assistive technology, with the image's own accessible name.
 */
export function Thumbnail({
  src,
  posterTitle,
  posterSubtitle,
  colorKey,
  alt,
  width,
  height,
  priority = false,
  className,
  status: fixedStatus,
}: ThumbnailProps) {
  // remembered per src: a new src starts loading again
  const [settled, setSettled] = useState<{ src: string; status: ThumbnailStatus } | null>(null);
  const status = fixedStatus ?? (settled?.src === src ? settled.status : 'loading');
  // a box's ratio is the stylesheet's 16:9 (every thumbnail's); another is set inline, which a page rendered on the
  // server cannot carry (its CSP forbids style attributes)
  const box: CSSProperties | undefined =
    Math.abs(width / height - 16 / 9) > 0.01 ? { aspectRatio: `${width} / ${height}` } : undefined;
  const colour = CATEGORY_COLORS.indexOf(categoryColor(colorKey) as (typeof CATEGORY_COLORS)[number]);

  if (status === 'poster') {
    return (
      <span
        className={cx('ti-thumb', 'ti-thumb--poster', `ti-thumb--category${colour}`, className)}
        style={box}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <span className="ti-thumb__title">{posterTitle}</span>
        {posterSubtitle && <span className="ti-thumb__subtitle">{posterSubtitle}</span>}
      </span>
    );
  }

  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    const img = e.currentTarget;
    const missing = isMissingThumbnail(src, img.naturalWidth, img.naturalHeight);
    setSettled({ src, status: missing ? 'poster' : 'loaded' });
  };
  return (
    <span className={cx('ti-thumb', status === 'loading' && 'ti-thumb--loading', className)} style={box}>
      <img
        className="ti-thumb__img"
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 passes unknown lowercase attributes through; `fetchPriority` it would drop with a warning
        {...(priority ? { fetchpriority: 'high' } : {})}
        onLoad={onLoad}
        onError={() => setSettled({ src, status: 'poster' })}
      />
    </span>
  );
}

/** What `Thumbnail` needs to show an experience, besides its box's size. */
export type ExperienceThumbnail = Pick<ThumbnailProps, 'src' | 'posterTitle' | 'posterSubtitle' | 'colorKey' | 'alt'>;

/**
 * An experience's thumbnail: its video's still, and a poster of where it was filmed, coloured by the experience
 * (so it looks the same on every card and on its own page). A full experience names its first place and that
 * place's country; a summary has only its place label, "area / country". Without a place the poster shows
 * `title` and is decorative: the title is always written beside it.
 */
export function experienceThumbnail(
  experience: ExperienceSummary | Experience,
  title: string = experience.title,
): ExperienceThumbnail {
  let place = '';
  let country = '';
  if ('places' in experience) {
    const first = [...experience.places].sort((a, b) => a.position - b.position)[0]?.place;
    place = first?.place_name ?? '';
    country = first?.country?.country_name ?? '';
    if (country === place) country = ''; // the place is a country
  } else {
    const parts = experience.place_label.split(' / ').filter(Boolean);
    if (parts.length > 1) country = parts.pop()!;
    place = parts.join(' / ');
  }
  const src = thumbnailUrl(experience.video_type, experience.video_id);
  if (!place) return { src, posterTitle: title, colorKey: experience.id, alt: '' };
  return {
    src,
    posterTitle: place,
    posterSubtitle: country || undefined,
    colorKey: experience.id,
    alt: country ? `${place} / ${country}` : place,
  };
}
