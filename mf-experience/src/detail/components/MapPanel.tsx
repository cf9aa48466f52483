import { useTranslation } from 'page-singleton';
import { useMemo, type ReactNode } from 'react';
import { PlaceMap, type ExperiencePlace, type Place } from 'shared';
import { NS } from '../../i18n';
import { PlacesList } from './PlacesList';

export interface MapPanelProps {
  places: ExperiencePlace[];
  currentIndex: number;
  onChoose: (index: number) => void;
  /** the Google Maps browser key (GET /app); without one the open map draws the places */
  mapsKey?: string;
  renderActions?: (place: Place) => ReactNode;
}

/**
 * Map view: the video's places, in step with the video. Choosing a place plays the video from its
 * timestamp; the place on screen is highlighted while it plays.
 */
export function MapPanel({ places, currentIndex, onChoose, mapsKey, renderActions }: MapPanelProps) {
  const { t } = useTranslation(NS);
  const mapPoints = useMemo(
    () => places.map(({ place }) => ({ id: place.id, name: place.place_name, lat: place.lat, lng: place.lng })),
    [places],
  );
  const located = places.filter((p) => p.place.lat !== null && p.place.lng !== null).length;
  return (
    <section className="mfe-map" aria-labelledby="mfe-map-heading">
      <h2 id="mfe-map-heading">{t('map.heading')}</h2>
      {places.length === 0 ? (
        <p className="mfe-muted">{t('detail.noPlaces')}</p>
      ) : (
        <>
          <PlaceMap
            apiKey={mapsKey}
            showList={false}
            places={mapPoints}
            selectedId={currentIndex >= 0 ? places[currentIndex].place.id : null}
            onSelect={(id) => {
              const index = places.findIndex((p) => p.place.id === id);
              if (index >= 0) onChoose(index);
            }}
          />
          <p className="mfe-muted mfe-map__note">{t('map.choose', { count: located })}</p>
          <PlacesList
            places={places}
            currentIndex={currentIndex}
            onChoose={onChoose}
            renderActions={renderActions}
            compact
            showLocation
          />
        </>
      )}
    </section>
  );
}
