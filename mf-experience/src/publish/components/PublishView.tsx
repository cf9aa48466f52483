import { Link, useTranslation } from 'page-singleton';
import {
  Button,
  MessageBox,
  Thumbnail,
  experienceThumbnail,
  formatVideoTime,
  placeLabel,
  type Experience,
} from 'shared';
import { placesInTimeOrder } from '../../detail';
import { NS } from '../../i18n';
import '../../publishingStrings';
import '../../common/detail.css';
import '../../common/studio.css';

export type Visibility = 0 | 1 | 2;
/** Public=0, Private=1, Unlisted=2, in the order they are offered. */
export const VISIBILITIES: ReadonlyArray<{ value: Visibility; key: 'public' | 'private' | 'unlisted' }> = [
  { value: 0, key: 'public' },
  { value: 2, key: 'unlisted' },
  { value: 1, key: 'private' },
];

export interface PublishViewProps {
  experience: Experience;
  visibility: Visibility;
  onVisibilityChange: (value: Visibility) => void;
  publishing: boolean;
  error?: string;
  onPublish: () => void;
}

/** `/experience/publish/:expId--:slug`: review the experience, choose who can watch it, publish. */
export function PublishView({
  experience,
  visibility,
  onVisibilityChange,
  publishing,
  error,
  onPublish,
}: PublishViewProps) {
  const { t } = useTranslation(NS);
  // the order the video plays them in, as on the watch page
  const places = placesInTimeOrder(experience.places);
  const editLink = `/experience/edit/${experience.id}`;
  const untitled = !experience.title.trim();
  return (
    <main className="mfe-studio" aria-busy={publishing || undefined}>
      <h1>{t('screen.publish')}</h1>
      <section className="mfe-studio__section" aria-labelledby="mfe-publish-review">
        <h2 id="mfe-publish-review">{t('publish.review')}</h2>
        <div className="mfe-studio__row">
          <Thumbnail
            {...experienceThumbnail(experience, experience.title || t('mine.untitled'))}
            alt={t('publish.thumbnail', { title: experience.title || t('mine.untitled') })}
            width={320}
            height={180}
            className="mfe-studio__thumb"
          />
          <div className="mfe-studio__grow">
            <h3>{experience.title || t('mine.untitled')}</h3>
            <p className="mfe-studio__meta">
              {t(`videoType.${experience.video_type}`)} ·{' '}
              {t('edit.length', { time: formatVideoTime(experience.duration) })}
            </p>
          </div>
        </div>
        <h3>{t('edit.places')}</h3>
        {places.length === 0 ? (
          <p className="mfe-studio__meta">{t('publish.noPlaces')}</p>
        ) : (
          <ol className="mfe-studio__list">
            {places.map((p) => (
              <li key={`${p.position}-${p.place.id}`}>
                <strong>{formatVideoTime(p.time)}</strong> {p.place.place_name}
                {placeLabel(p.place) && <span className="mfe-studio__meta"> · {placeLabel(p.place)}</span>}
                {p.notes && <span className="mfe-studio__meta"> — {p.notes}</span>}
              </li>
            ))}
          </ol>
        )}
        <h3>{t('edit.tags')}</h3>
        {experience.tags.length === 0 ? (
          <p className="mfe-studio__meta">{t('publish.noTags')}</p>
        ) : (
          <ul className="mfe-tags">
            {experience.tags.map((tag) => (
              <li key={tag.id} className="mfe-tag">
                {tag.name}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={editLink}>{t('publish.backToEdit')}</Link>
        </p>
      </section>

      <section className="mfe-studio__section" aria-labelledby="mfe-publish-who">
        <h2 id="mfe-publish-who">{t('publish.who')}</h2>
        <fieldset className="mfe-studio__radios">
          <legend>{t('publish.visibility')}</legend>
          {VISIBILITIES.map((v) => (
            <label key={v.value}>
              <input
                type="radio"
                name="visibility"
                value={v.value}
                checked={visibility === v.value}
                onChange={() => onVisibilityChange(v.value)}
                aria-describedby={`mfe-vis-${v.key}`}
              />
              <span>
                <strong>{t(`visibilityName.${v.key}`)}</strong>
                <br />
                <span id={`mfe-vis-${v.key}`} className="mfe-studio__meta">
                  {t(`publish.explain.${v.key}`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {untitled && (
          <MessageBox type="error" dismiss={false}>
            {t('publish.needTitle')} <Link to={editLink}>{t('publish.backToEdit')}</Link>
          </MessageBox>
        )}
        {error && <MessageBox type="error" message={error} dismiss={false} />}
        <div>
          <Button onClick={onPublish} loading={publishing} disabled={untitled}>
            {t('publish.publish')}
          </Button>
        </div>
      </section>
    </main>
  );
}
