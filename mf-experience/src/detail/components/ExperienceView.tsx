import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  attribution,
  formatRichText,
  formatVideoTime,
  likesLabel,
  placeLabel,
  placeLink,
  viewsLabel,
  type Experience,
} from 'shared';
import { NS } from '../../i18n';
import { VideoPlayer } from './VideoPlayer';
import './detail.css';

export interface ExperienceViewProps {
  experience: Experience;
  /** start with the player loaded (stories) */
  playing?: boolean;
}

/** The experience detail (normal view), given its data. */
export function ExperienceView({ experience: e, playing }: ExperienceViewProps) {
  const { t, i18n } = useTranslation(NS);
  const credit = attribution(e.video_type, e.author, i18n.language);
  const description = e.description.trim();
  return (
    <main className="mfe-detail">
      <article>
        <VideoPlayer videoType={e.video_type} videoId={e.video_id} title={e.title} initiallyPlaying={playing} />
        <h1 className="mfe-detail__title">{e.title}</h1>
        {credit && <p className="mfe-detail__credit">{credit}</p>}
        <p className="mfe-detail__stats">
          <span>{viewsLabel(e.views_count, i18n.language)}</span>
          <span aria-hidden="true"> · </span>
          <span>{likesLabel(e.likes_count, i18n.language)}</span>
        </p>

        {e.tags.length > 0 && (
          <ul className="mfe-tags" aria-label={t('detail.tags')}>
            {e.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={`/tag/${encodeURIComponent(tag.slug)}`} className="mfe-tag">
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}

        {description && (
          <section aria-labelledby="mfe-detail-about">
            <h2 id="mfe-detail-about">{t('detail.about')}</h2>
            {/* formatRichText escapes HTML first, then turns line breaks into <br>: the only HTML rendered here */}
            <p className="mfe-detail__description" dangerouslySetInnerHTML={{ __html: formatRichText(description) }} />
          </section>
        )}

        <section aria-labelledby="mfe-detail-places">
          <h2 id="mfe-detail-places">{t('detail.places')}</h2>
          {e.places.length === 0 ? (
            <p className="mfe-muted">{t('detail.noPlaces')}</p>
          ) : (
            <ol className="mfe-places">
              {[...e.places]
                .sort((a, b) => a.time - b.time || a.position - b.position)
                .map(({ place, time, notes }) => {
                  const label = placeLabel(place);
                  return (
                    <li key={`${place.id}-${time}`} className="mfe-place">
                      <time className="mfe-place__time" dateTime={`PT${Math.max(0, Math.floor(time))}S`}>
                        <span className="mfe-visually-hidden">{t('detail.at')} </span>
                        {formatVideoTime(time)}
                      </time>
                      <div>
                        <Link to={placeLink(place)} className="mfe-place__name">
                          {place.place_name}
                        </Link>
                        {label && <span className="mfe-place__label"> {label}</span>}
                        {notes && <p className="mfe-place__notes">{notes}</p>}
                      </div>
                    </li>
                  );
                })}
            </ol>
          )}
        </section>
      </article>
    </main>
  );
}
