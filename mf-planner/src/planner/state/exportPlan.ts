import { haversineKm, type PlanWithPlaces } from 'shared';

type Located = { lat: number; lng: number; name: string };

function located(plan: Pick<PlanWithPlaces, 'plan_places'>): Located[] {
  return plan.plan_places
    .filter((p) => p.place.lat !== null && p.place.lng !== null)
    .map((p) => ({ lat: p.place.lat!, lng: p.place.lng!, name: p.place.place_name }));
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The plan as a GPX 1.1 document: one waypoint per located place and a route through them in order. */
export function planToGpx(
  plan: Pick<PlanWithPlaces, 'plan_name' | 'plan_places'>,
  name: string = plan.plan_name,
): string {
  const points = located(plan);
  const wpt = points.map((p) => `  <wpt lat="${p.lat}" lon="${p.lng}"><name>${xml(p.name)}</name></wpt>`).join('\n');
  const rtept = points
    .map((p) => `    <rtept lat="${p.lat}" lon="${p.lng}"><name>${xml(p.name)}</name></rtept>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Travel Inspiration" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${xml(name)}</name></metadata>`,
    ...(wpt ? [wpt] : []),
    `  <rte><name>${xml(name)}</name>${rtept ? `\n${rtept}\n  ` : ''}</rte>`,
    '</gpx>',
    '',
  ].join('\n');
}

/**
 * A Google Maps directions link through the located places in order (first = origin, last = destination,
 * the rest waypoints, at most 9 as the URL API allows). null with fewer than two located places.
 */
export function googleMapsDirectionsUrl(plan: Pick<PlanWithPlaces, 'plan_places'>): string | null {
  const points = located(plan);
  if (points.length < 2) return null;
  const fmt = (p: Located) => `${p.lat},${p.lng}`;
  const params = new URLSearchParams({
    api: '1',
    origin: fmt(points[0]),
    destination: fmt(points[points.length - 1]),
    travelmode: 'driving',
  });
  const middle = points.slice(1, -1).slice(0, 9);
  if (middle.length) params.set('waypoints', middle.map(fmt).join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** Distance in km from each place to the next located one (null when either has no coordinates). */
export function legDistances(plan: Pick<PlanWithPlaces, 'plan_places'>): (number | null)[] {
  const ps = plan.plan_places;
  return ps.slice(0, -1).map((p, i) => {
    const a = p.place;
    const b = ps[i + 1].place;
    if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return null;
    return haversineKm({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng });
  });
}

/** A file name from a plan's name: characters no file system takes become "_" (an empty name: `fallback`). */
export const fileName = (name: string, extension: string, fallback = 'plan') =>
  `${name.replace(/[\\/:*?"<>|]+/g, '_') || fallback}.${extension}`;

/** Hand the browser a file to save (the GPX file, the calendar file). */
export function downloadFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
