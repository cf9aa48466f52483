import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { cx } from './classNames';
import { boundsOf, type LatLngPair } from './openMapGeometry';
import type { MapTiles, PlaceMapPoint, PlaceMapProps } from './placeMapProps';

// The open map: Leaflet over raster tiles (MAP_TILE_URL). Leaflet draws with the page's own elements — each pin is a
// <button> the keyboard reaches, each line an SVG path — so it works where WebGL does not, and a test reads the map
// from the DOM. PlaceMap loads this module only when a map comes into view, so no first visit carries Leaflet.

export interface OpenMapProps extends Pick<PlaceMapProps, 'places' | 'selectedId' | 'onSelect' | 'lines' | 'fitIds'> {
  tiles: MapTiles;
}

/** The credit OpenStreetMap's licence asks for (https://www.openstreetmap.org/copyright), linked to that page. */
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const isLocated = (p: PlaceMapPoint): p is PlaceMapPoint & { lat: number; lng: number } =>
  p.lat !== null && p.lng !== null;

/** The most a fitted map zooms in (a street's width fills it; closer shows nothing more of a trip). */
const MAX_FIT_ZOOM = 16;

export default function OpenMap({ places, selectedId, onSelect, lines = [], fitIds, tiles }: OpenMapProps) {
  const { t } = useTranslation('common');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  // the layer the pins and lines are drawn on: a new one with each new map (a tile source or language that arrives
  // after the first render makes the map again), which draws them again
  const [drawn, setDrawn] = useState<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // the map and its tiles, once per tile source; the zoom buttons and the credit in the page's language
  const credit = tiles.attribution
    ? escapeHtml(tiles.attribution)
    : `<a href="${OSM_COPYRIGHT}" target="_blank" rel="noopener noreferrer">${escapeHtml(t('ui.map.osmCredit'))}</a>`;
  const zoomIn = t('ui.map.zoomIn');
  const zoomOut = t('ui.map.zoomOut');
  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, {
      zoomControl: false,
      attributionControl: false,
      // the page scrolls under the wheel; the map zooms by its buttons, a pinch or a double click
      scrollWheelZoom: false,
      // arrow keys on a focused map would pan it: the pins and the list are the keyboard's way in
      keyboard: false,
      worldCopyJump: true,
    });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(m);
    if (tiles.url) {
      L.control.attribution({ prefix: false }).addTo(m);
      L.tileLayer(tiles.url, { attribution: credit, maxZoom: 19, crossOrigin: false }).addTo(m);
    }
    m.setView([0, 0], 1);
    map.current = m;
    setDrawn(L.layerGroup().addTo(m));
    return () => {
      m.remove();
      map.current = null;
      setDrawn(null);
    };
  }, [tiles.url, credit, zoomIn, zoomOut]);

  // the lines under the pins, then the pins in order
  const pins = useRef(new Map<number, { button: HTMLButtonElement; marker: L.Marker }>());
  const choosable = Boolean(onSelect);
  // drawn again only when what is drawn changes, not whenever the page renders (a note typed in the planner): the
  // pins stay the same elements, so the focus stays on the one the keyboard is on
  const drawing = JSON.stringify([places, lines]);
  useEffect(() => {
    const group = drawn;
    if (!group) return;
    group.clearLayers();
    pins.current.clear();
    for (const line of lines) {
      if (line.points.length < 2) continue;
      const path = L.polyline(line.points, {
        color: line.colour,
        weight: 4,
        opacity: 0.85,
        // every point of the route is kept: the line follows the roads it was given
        smoothFactor: 0,
        interactive: false,
        // a leg no road makes is dashed: the two stops are joined by no route the map could draw
        dashArray: line.noRoute ? '2 10' : undefined,
        className: cx(
          'ti-open-map__route',
          line.alongRoads && 'ti-open-map__route--roads',
          line.noRoute && 'ti-open-map__route--none',
        ),
      }).addTo(group);
      path.getElement()?.setAttribute('data-points', String(line.points.length));
    }
    for (const p of places.filter(isLocated)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'ti-open-map__pin';
      button.textContent = p.number === undefined ? '' : String(p.number);
      const name = p.pinName ?? (choosable ? t('ui.map.show', { name: p.name }) : p.name);
      button.setAttribute('aria-label', name);
      button.title = name;
      button.dataset.placeId = String(p.id);
      if (p.colour) button.style.setProperty('--ti-pin-colour', p.colour);
      L.DomEvent.disableClickPropagation(button);
      button.addEventListener('click', () => onSelectRef.current?.(p.id));
      const icon = L.divIcon({ className: 'ti-open-map__pin-icon', html: button, iconSize: [30, 30] });
      const marker = L.marker([p.lat, p.lng], { icon, keyboard: false }).addTo(group);
      pins.current.set(p.id, { button, marker });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawing` is `places` and `lines` by value
  }, [drawn, drawing, choosable, t]);

  // the chosen pin stands out and on top; the pins stay where they are, so the focus stays on the one pressed
  useEffect(() => {
    for (const [id, { button, marker }] of pins.current) {
      const selected = id === selectedId;
      button.classList.toggle('ti-open-map__pin--selected', selected);
      if (choosable) button.setAttribute('aria-pressed', String(selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
    }
  }, [selectedId, drawn, drawing, choosable]);

  // the view fits the places it is asked to show (and their lines) when they change or the map is made again, not
  // when a pin is chosen
  const fitted = places.filter(isLocated).filter((p) => !fitIds || fitIds.includes(p.id));
  const fitPoints: LatLngPair[] = [
    ...fitted.map((p): LatLngPair => [p.lat, p.lng]),
    ...(fitIds ? [] : lines.flatMap((l) => l.points)),
  ];
  const fitKey = JSON.stringify(boundsOf(fitPoints));
  useEffect(() => {
    const bounds = JSON.parse(fitKey) as ReturnType<typeof boundsOf>;
    if (map.current && bounds) map.current.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
  }, [fitKey, drawn]);

  return (
    <div
      ref={element}
      className="ti-place-map__canvas ti-open-map"
      data-fit={fitKey}
      data-tiles={tiles.url ? 'on' : 'off'}
    />
  );
}
