import { Link, useTranslation } from 'page-singleton';
import { LoadFailed, postLink, type LoadState, type PlacePhoto } from 'shared';
import { NS } from '../../i18n';
import { SectionEmpty } from '../../home';
import './place.css';

export interface PlacePhotosProps {
  /** the newest photos of the posts about the place, and how many there are in all */
  photos: LoadState<{ photos: PlacePhoto[]; count: number }>;
  onRetry: () => void;
}

/** The photo strip: the newest photos of the posts about a place, each opening its post. */
export function PlacePhotos({ photos, onRetry }: PlacePhotosProps) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="mfd-place-photos" className="mfd-place-photos">
      <h2 id="mfd-place-photos">{t('place.photos.title')}</h2>
      {photos.status === 'loading' && (
        <div aria-busy="true">
          <p role="status" className="ti-visually-hidden">
            {t('place.photos.loading')}
          </p>
          <ul className="mfd-place-photos__strip" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="mfd-place-photos__placeholder" />
            ))}
          </ul>
        </div>
      )}
      {photos.status === 'error' && <LoadFailed message={photos.message} onRetry={onRetry} />}
      {photos.status === 'ready' &&
        (photos.data.photos.length === 0 ? (
          <SectionEmpty>{t('place.photos.empty')}</SectionEmpty>
        ) : (
          <>
            <ul className="mfd-place-photos__strip" aria-labelledby="mfd-place-photos">
              {photos.data.photos.map(({ post_id, author, media }) => (
                <li key={media.id}>
                  <Link to={postLink(post_id)} className="mfd-place-photos__link">
                    <img
                      src={media.url}
                      alt={
                        media.alt
                          ? t('place.photos.altDescribed', { alt: media.alt, name: author })
                          : t('place.photos.alt', { name: author })
                      }
                      loading="lazy"
                      width={media.width ?? undefined}
                      height={media.height ?? undefined}
                    />
                  </Link>
                </li>
              ))}
            </ul>
            {photos.data.count > photos.data.photos.length && (
              <p className="mfd-place__label">
                {t('place.photos.newest', { shown: photos.data.photos.length, count: photos.data.count })}
              </p>
            )}
          </>
        ))}
    </section>
  );
}
