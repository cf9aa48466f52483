import { Link, useTranslation } from 'page-singleton';
import { placeLabel, placeLink, type Place } from 'shared';
import { memo } from 'react';
import { NS } from '../../i18n';

/** Place card modes: `normal` (lists) and `infoWindow` (inside a map's info window: compact). */
export type PlaceCardMode = 'normal' | 'infoWindow';

/** One place: its name (the link) and its 'area / country' label. A memo, as ExperienceCard is. */
export const PlaceCard = memo(function PlaceCard({
  place,
  mode = 'normal',
  href,
}: {
  place: Place;
  mode?: PlaceCardMode;
  href?: string;
}) {
  const { t } = useTranslation(NS);
  const label = placeLabel(place);
  const to = href ?? placeLink(place);
  if (mode === 'infoWindow') {
    return (
      <article className="mfd-place mfd-place--info">
        <p className="mfd-place__name">
          <strong>{place.place_name}</strong>
        </p>
        {label && <p className="mfd-place__label">{label}</p>}
        {place.experience_count !== undefined && (
          <p className="mfd-place__label">{t('countries.count', { count: place.experience_count })}</p>
        )}
        <Link to={to}>{t('card.viewPlace', { name: place.place_name })}</Link>
      </article>
    );
  }
  return (
    <article className="mfd-place">
      <h3 className="mfd-place__name">
        <Link to={to}>{place.place_name}</Link>
      </h3>
      {label && <p className="mfd-place__label">{label}</p>}
    </article>
  );
});
