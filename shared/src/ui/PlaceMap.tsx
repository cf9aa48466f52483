import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import { useAppInfo } from '../runtime/appInfo';
import { cx } from './classNames';

/** One place to show: any object with an id, a name and (possibly missing) coordinates. */
export interface PlaceMapPoint {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
}

export interface PlaceMapProps {
  places: PlaceMapPoint[];
  /** the highlighted place */
  selectedId?: number | null;
  /** called when a marker (or, without a map, a list entry) is chosen */
  onSelect?: (id: number) => void;
  /** accessible name of the map region (default: "Map") */
  label?: string;
  /** a browser key to use instead of GET /app's (stories, tests); null forces the list */
  apiKey?: string | null;
  /** where to load the Maps JavaScript API from (default: GET /app's google_maps_url, else Google's) */
  scriptUrl?: string;
  /** false: draw only the map — for callers that show the places in a list of their own (default true) */
  showList?: boolean;
  className?: string;
}

/** `25.0340° N, 121.5645° E` (en) / `北緯 25.0340°，東經 121.5645°` (zh). */
export function formatCoordinates(lat: number, lng: number, language: string, t: (k: string) => string): string {
  const ns = t(lat >= 0 ? 'ui.map.north' : 'ui.map.south');
  const ew = t(lng >= 0 ? 'ui.map.east' : 'ui.map.west');
  const la = `${Math.abs(lat).toFixed(4)}°`;
  const ln = `${Math.abs(lng).toFixed(4)}°`;
  return language === 'en' ? `${la} ${ns}, ${ln} ${ew}` : `${ns} ${la}，${ew} ${ln}`;
}

export function googleMapsLink(p: { lat: number; lng: number; name?: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${p.lat},${p.lng}`)}`;
}

/**
 * Places on a map: Google Maps (through @googlemaps/react-wrapper) when GET /app hands out a browser key,
 * otherwise — and whenever the Maps script fails — an accessible list with coordinates and "open in Google
 * Maps" links. Never a broken map.
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
}: PlaceMapProps) {
  const { t } = useTranslation('common');
  const name = label ?? t('ui.map.label');
  const list = showList ? <PlaceList places={places} selectedId={selectedId} onSelect={onSelect} /> : null;
  if (!key && !showList) return null;
  return (
    <section className={cx('ti-place-map', className)} aria-label={name}>
      {key ? (
        <Wrapper
          apiKey={key}
          {...(scriptUrl ? { url: scriptUrl } : {})}
          render={(status) =>
            status === Status.FAILURE ? (
              (list ?? <></>)
            ) : (
              <p role="status" className="ti-place-map__loading">
                {t('ui.map.loading')}
              </p>
            )
          }
        >
          <GoogleMapView places={places} selectedId={selectedId} onSelect={onSelect} />
          {list}
        </Wrapper>
      ) : (
        list
      )}
    </section>
  );
}

function PlaceList({ places, selectedId, onSelect }: Pick<PlaceMapProps, 'places' | 'selectedId' | 'onSelect'>) {
  const { t, i18n } = useTranslation('common');
  return (
    <ul className="ti-place-map__list" aria-label={t('ui.map.list')}>
      {places.map((p) => {
        const has = p.lat !== null && p.lng !== null;
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
            <span className="ti-place-map__coords">
              {has ? formatCoordinates(p.lat!, p.lng!, i18n.language, t) : t('ui.map.noCoordinates')}
            </span>
            {has && (
              <>
                {' '}
                <a
                  href={googleMapsLink({ lat: p.lat!, lng: p.lng! })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ti-place-map__open"
                >
                  {t('ui.map.openInGoogle', { name: p.name })}
                </a>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// The few Maps JavaScript API pieces used here (the full typings are not a dependency).
interface LatLngLiteral {
  lat: number;
  lng: number;
}
interface GMarker {
  setMap(map: unknown): void;
  addListener(event: string, fn: () => void): void;
  setZIndex(z: number): void;
}
interface GMaps {
  Map: new (
    el: HTMLElement,
    opts: Record<string, unknown>,
  ) => {
    fitBounds(b: unknown): void;
    setCenter(c: LatLngLiteral): void;
    setZoom(z: number): void;
  };
  Marker: new (opts: Record<string, unknown>) => GMarker;
  LatLngBounds: new () => { extend(p: LatLngLiteral): void };
}

function GoogleMapView({ places, selectedId, onSelect }: Pick<PlaceMapProps, 'places' | 'selectedId' | 'onSelect'>) {
  const ref = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  useEffect(() => {
    const maps = (window as unknown as { google?: { maps?: GMaps } }).google?.maps;
    if (!ref.current || !maps) return;
    const points = places.filter((p) => p.lat !== null && p.lng !== null);
    const map = new maps.Map(ref.current, { mapTypeControl: false, streetViewControl: false });
    const bounds = new maps.LatLngBounds();
    const markers = points.map((p) => {
      const position = { lat: p.lat!, lng: p.lng! };
      bounds.extend(position);
      const marker = new maps.Marker({ position, map, title: p.name, label: p.id === selectedId ? '★' : undefined });
      if (p.id === selectedId) marker.setZIndex(1000);
      marker.addListener('click', () => onSelectRef.current?.(p.id));
      return marker;
    });
    if (points.length === 1) {
      map.setCenter({ lat: points[0].lat!, lng: points[0].lng! });
      map.setZoom(14);
    } else if (points.length > 1) map.fitBounds(bounds);
    return () => markers.forEach((m) => m.setMap(null));
  }, [places, selectedId]);
  return <div ref={ref} className="ti-place-map__canvas" aria-hidden="true" />;
}
