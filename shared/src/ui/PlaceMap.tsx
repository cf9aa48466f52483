import { useTranslation } from 'page-singleton';
import { lazy, Suspense } from 'react';
import { useAppInfo } from '../api/appInfo';
import { cx } from './classNames';
import '../commonStrings';
import { commonStrings } from '../common.strings';
import type { MapTiles, PlaceMapPoint, PlaceMapProps } from './placeMapProps';
import { useNearViewport } from './useNearViewport';

/** The Maps loader and map view are fetched only when a page really draws a map (a browser key is set). */
const GoogleMap = lazy(() => import('./GoogleMap'));
/** The open map (Leaflet) is fetched only when its place on the page comes into view. */
const OpenMap = lazy(() => import('./OpenMap'));

export type { MapTiles, PlaceMapLine, PlaceMapPoint, PlaceMapProps } from './placeMapProps';
export { dayColour, legLine, boundsOf, DAY_COLOURS } from './openMapGeometry';

/** `25.0340° N, 121.5645° E` (en) / `北緯 25.0340°，東經 121.5645°` (zh). */
export function formatCoordinates(lat: number, lng: number, language: string, t: (k: string) => string): string {
  const ns = t(lat >= 0 ? 'ui.map.north' : 'ui.map.south');
  const ew = t(lng >= 0 ? 'ui.map.east' : 'ui.map.west');
  const la = `${Math.abs(lat).toFixed(4)}°`;
  const ln = `${Math.abs(lng).toFixed(4)}°`;
  return commonStrings.text(language, 'ui.map.coordinates', { lat: la, ns, lng: ln, ew });
}

export function googleMapsLink(p: { lat: number; lng: number; name?: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${p.lat},${p.lng}`)}`;
}

/**
 * Places on a map: Google Maps (through @googlemaps/react-wrapper) when GET /app hands out a browser key, otherwise
 * the open map (Leaflet over GET /app's map tiles; without tiles its pins and lines on a plain ground). Beside it
 * an accessible list with coordinates and "open in Google Maps" links, the way to every place without the map —
 * and what stays when the Maps script fails. Never a broken map.
 */
export function PlaceMap(props: PlaceMapProps) {
  return props.apiKey === undefined ? <PlaceMapFromAppInfo {...props} /> : <PlaceMapWithKey {...props} />;
}

function PlaceMapFromAppInfo(props: PlaceMapProps) {
  const info = useAppInfo();
  return (
    <PlaceMapWithKey
      {...props}
      apiKey={info?.google_maps_key ?? null}
      scriptUrl={props.scriptUrl ?? info?.google_maps_url}
      tiles={props.tiles ?? { url: info?.map_tile_url ?? null, attribution: info?.map_tile_attribution }}
    />
  );
}

function PlaceMapWithKey({
  places,
  selectedId = null,
  onSelect,
  label,
  apiKey: key,
  scriptUrl,
  showList = true,
  className,
  lines,
  fitIds,
  tiles = NO_TILES,
}: PlaceMapProps) {
  const { t } = useTranslation('common');
  const name = label ?? t('ui.map.label');
  const list = showList ? <PlaceList places={places} selectedId={selectedId} onSelect={onSelect} /> : null;
  // the open map loads when its place comes into view; a browser that can't tell (none the site supports) keeps
  // the list
  const shown = useNearViewport(!key, 0, false);
  return (
    <section className={cx('ti-place-map', className)} aria-label={name}>
      {key ? (
        <Suspense fallback={<MapLoading />}>
          <GoogleMap
            apiKey={key}
            scriptUrl={scriptUrl}
            places={places}
            selectedId={selectedId}
            onSelect={onSelect}
            loading={<MapLoading />}
            fallback={list ?? <></>}
          >
            {list}
          </GoogleMap>
        </Suspense>
      ) : (
        <>
          <div ref={shown.ref} className="ti-place-map__slot">
            {shown.near ? (
              <Suspense fallback={<MapLoading />}>
                <OpenMap
                  places={places}
                  selectedId={selectedId}
                  onSelect={onSelect}
                  lines={lines}
                  fitIds={fitIds}
                  tiles={tiles}
                />
              </Suspense>
            ) : (
              <div className="ti-place-map__canvas" aria-hidden="true" />
            )}
          </div>
          {list}
        </>
      )}
    </section>
  );
}

/** No tiles: the open map draws its pins and lines on a plain ground. */
const NO_TILES: MapTiles = { url: null };

function MapLoading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="ti-place-map__loading">
      {t('ui.map.loading')}
    </p>
  );
}

/**
 * Where a place is, for anyone without a drawn map: its coordinates and an "open in Google Maps" link, or
 * "No location" when it has no coordinates.
 */
export function PlaceLocation({ place }: { place: PlaceMapPoint }) {
  const { t, i18n } = useTranslation('common');
  if (place.lat === null || place.lng === null)
    return <span className="ti-place-map__coords">{t('ui.map.noCoordinates')}</span>;
  return (
    <>
      <span className="ti-place-map__coords">{formatCoordinates(place.lat, place.lng, i18n.language, t)}</span>{' '}
      <a
        href={googleMapsLink({ lat: place.lat, lng: place.lng })}
        target="_blank"
        rel="noopener noreferrer"
        className="ti-place-map__open"
      >
        {t('ui.map.openInGoogle', { name: place.name })}
      </a>
    </>
  );
}

function PlaceList({ places, selectedId, onSelect }: Pick<PlaceMapProps, 'places' | 'selectedId' | 'onSelect'>) {
  const { t } = useTranslation('common');
  return (
    <ul className="ti-place-map__list" aria-label={t('ui.map.list')}>
      {places.map((p) => {
        return (
          <li
            key={p.id}
            className={cx('ti-place-map__item', p.id === selectedId && 'ti-place-map__item--selected')}
            aria-current={p.id === selectedId ? 'true' : undefined}
          >
            {onSelect ? (
              <button
                type="button"
                className="ti-place-map__name"
                aria-pressed={p.id === selectedId}
                aria-label={t('ui.map.show', { name: p.name })}
                onClick={() => onSelect(p.id)}
              >
                {p.name}
              </button>
            ) : (
              <span className="ti-place-map__name">{p.name}</span>
            )}{' '}
            <PlaceLocation place={p} />
          </li>
        );
      })}
    </ul>
  );
}
