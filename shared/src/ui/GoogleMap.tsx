import { useEffect, useRef, type ReactNode } from 'react';
import { Status, Wrapper } from '@googlemaps/react-wrapper';
import type { PlaceMapProps } from './placeMapProps';

interface GoogleMapProps extends Pick<PlaceMapProps, 'places' | 'selectedId' | 'onSelect'> {
  apiKey: string;
  scriptUrl?: string;
  /** shown while the Maps script loads */
  loading: ReactNode;
  /** shown instead of the map when the Maps script fails */
  fallback: ReactNode;
  /** shown under the map once it is drawn */
  children?: ReactNode;
}

/** Google Maps through @googlemaps/react-wrapper: PlaceMap loads this module only when a browser key is set. */
export default function GoogleMap({
  apiKey,
  scriptUrl,
  places,
  selectedId,
  onSelect,
  loading,
  fallback,
  children,
}: GoogleMapProps) {
  return (
    <Wrapper
      apiKey={apiKey}
      {...(scriptUrl ? { url: scriptUrl } : {})}
      render={(status) => (status === Status.FAILURE ? <>{fallback}</> : <>{loading}</>)}
    >
      <GoogleMapView places={places} selectedId={selectedId} onSelect={onSelect} />
      {children}
    </Wrapper>
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
