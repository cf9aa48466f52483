import { Link } from 'react-router-dom';
import { placeLabel, placeLink, type Place } from 'shared';

/** One featured place: its name (the link) and its 'area / country' label. */
export function PlaceCard({ place }: { place: Place }) {
  const label = placeLabel(place);
  return (
    <article className="mfd-place">
      <h3 className="mfd-place__name">
        <Link to={placeLink(place)}>{place.place_name}</Link>
      </h3>
      {label && <p className="mfd-place__label">{label}</p>}
    </article>
  );
}
