import { Link, useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import { cx, formatVideoTime, PlaceLocation, placeLabel, placeLink, type ExperiencePlace, type Place } from 'shared';
import { NS } from '../../i18n';

export interface PlacesListProps {
  /** in time order */
  places: ExperiencePlace[];
  /** index of the place on screen in the video now, -1 for none */
  currentIndex: number;
  /** the visitor chose a place: play the video from its timestamp */
  onChoose: (index: number) => void;
  /** more actions per place (save to inspiration, add to plan) */
  renderActions?: (place: Place) => ReactNode;
  /** compact rows (beside the map) */
  compact?: boolean;
  /** each place's coordinates and an "open in Google Maps" link (the map view: with or without a drawn map) */
  showLocation?: boolean;
}

/**
 * The places a video shows, with their timestamps. Each timestamp is a button that plays the video from
 * there; the place on screen now is marked (aria-current) while the video plays.
 */
export function PlacesList({
  places,
  currentIndex,
  onChoose,
  renderActions,
  compact = false,
  showLocation = false,
}: PlacesListProps) {
  const { t } = useTranslation(NS);
  return (
    <ol className={cx('mfe-places', compact && 'mfe-places--compact')}>
      {places.map(({ place, time, notes }, index) => {
        const label = placeLabel(place);
        const current = index === currentIndex;
        return (
          <li
            key={`${place.id}-${time}-${index}`}
            className={cx('mfe-place', current && 'mfe-place--current')}
            aria-current={current ? 'true' : undefined}
          >
            <button
              type="button"
              className="mfe-place__time"
              aria-label={t('detail.playFrom', { time: formatVideoTime(time), place: place.place_name })}
              onClick={() => onChoose(index)}
            >
              <time dateTime={`PT${Math.max(0, Math.floor(time))}S`}>{formatVideoTime(time)}</time>
            </button>
            <div className="mfe-place__body">
              <Link to={placeLink(place)} className="mfe-place__name">
                {place.place_name}
              </Link>
              {current && <span className="mfe-place__now"> {t('detail.now')}</span>}
              {label && <span className="mfe-place__label"> {label}</span>}
              {showLocation && (
                <p className="mfe-place__location">
                  <PlaceLocation place={{ id: place.id, name: place.place_name, lat: place.lat, lng: place.lng }} />
                </p>
              )}
              {notes && !compact && <p className="mfe-place__notes">{notes}</p>}
              {renderActions && <div className="mfe-place__actions">{renderActions(place)}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
