// What the open map draws, worked out without the map library: each day's colour, the box a map fits, and a leg's
// line from the routing service's answer. Pure, so the planner, the stories and the tests compute the same.

/** A point as the map library takes it: [latitude, longitude]. */
export type LatLngPair = [number, number];

/**
 * The days' colours, in the order of the days, then again from the first: dark enough that a pin's white number
 * stays readable on them (contrast at least 4.5:1 against white) and apart in hue so neighbouring days differ.
 */
export const DAY_COLOURS = [
  '#1d5fbf', // blue
  '#b3261e', // red
  '#1b7a3a', // green
  '#7b3fc4', // violet
  '#a3520b', // amber brown
  '#00707a', // teal
  '#b0175d', // magenta
  '#4e5b6e', // slate
] as const;

/** The colour of a day (0-based), cycling through DAY_COLOURS for a trip longer than the palette. */
export function dayColour(dayIndex: number): string {
  const n = DAY_COLOURS.length;
  return DAY_COLOURS[((Math.trunc(dayIndex) % n) + n) % n];
}

/** A box on the map: its south-west and north-east corners. */
export type MapBounds = [LatLngPair, LatLngPair];

/**
 * The smallest box around these points, or null without any. A single point (or points all in one place) gets a
 * box of `minSpanDegrees` around it, so the map shows its streets instead of zooming in without end.
 */
export function boundsOf(points: readonly LatLngPair[], minSpanDegrees = 0.01): MapBounds | null {
  if (points.length === 0) return null;
  let [south, west] = points[0];
  let [north, east] = points[0];
  for (const [lat, lng] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  const half = minSpanDegrees / 2;
  if (north - south < minSpanDegrees) {
    const mid = (north + south) / 2;
    south = Math.max(-90, mid - half);
    north = Math.min(90, mid + half);
  }
  if (east - west < minSpanDegrees) {
    const mid = (east + west) / 2;
    west = Math.max(-180, mid - half);
    east = Math.min(180, mid + half);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** A finite position on the globe, as a [lng, lat] pair (GeoJSON's order, the routing service's). */
const isLngLat = (p: unknown): p is [number, number] =>
  Array.isArray(p) &&
  p.length >= 2 &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]) &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

/**
 * A leg's line between two stops: along the roads when the routing service answered with its route (`geometry`,
 * [lng, lat] points — GeoJSON's order, turned here into the map's [lat, lng]), else the straight segment. The line
 * always starts and ends at the stops themselves (a route begins at the nearest road, a little off the pin); a
 * route with fewer than two valid points is no route.
 */
export function legLine(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  geometry?: readonly unknown[] | null,
): { points: LatLngPair[]; alongRoads: boolean } {
  const start: LatLngPair = [from.lat, from.lng];
  const end: LatLngPair = [to.lat, to.lng];
  const route = (geometry ?? []).filter(isLngLat).map(([lng, lat]): LatLngPair => [lat, lng]);
  if (!geometry || route.length < 2 || route.length !== geometry.length)
    return { points: [start, end], alongRoads: false };
  const same = (a: LatLngPair, b: LatLngPair) => a[0] === b[0] && a[1] === b[1];
  return {
    points: [...(same(route[0], start) ? [] : [start]), ...route, ...(same(route.at(-1)!, end) ? [] : [end])],
    alongRoads: true,
  };
}
