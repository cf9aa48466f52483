import { MAX_LEG_GEOMETRY_POINTS } from 'contract';
import type { LatLng } from 'contract/format';
import { providerFetch } from './http';

/** An OSRM route service: its base URL (…/route/v1/{profile}/… is appended) and how long a route may take. */
export interface OsrmConfig {
  url: string;
  timeoutMs: number;
}

/** OSRM's profiles for the modes it routes (it has no public transport). */
export type OsrmProfile = 'foot' | 'cycling' | 'driving';

/** A route along the roads: its length, duration and line ([lng, lat] points, at most MAX_LEG_GEOMETRY_POINTS). */
export interface OsrmRoute {
  distance_m: number;
  duration_s: number;
  geometry: [number, number][];
}

/** The parts of an OSRM route answer we read (http://project-osrm.org/docs/v5.24.0/api/#route-service). */
interface RouteAnswer {
  code?: unknown;
  routes?: { distance?: unknown; duration?: unknown; geometry?: { type?: unknown; coordinates?: unknown } }[];
}

const finiteNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 2_000_000_000;

/** A GeoJSON position on the globe: [lng, lat], longitude within ±180 and latitude within ±90. */
const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

/**
 * At most `max` points of a line, evenly spaced along its points, always keeping the first and the last (a map
 * draws the route's shape from them; the figures of the leg come from the service, not from the line).
 */
export function thinLine(points: [number, number][], max = MAX_LEG_GEOMETRY_POINTS): [number, number][] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}

/** OSRM's answer that both points are on its roads but no road joins them (an island, another continent). */
export const NO_ROUTE = 'no-route';

/**
 * The route between two points by OSRM; NO_ROUTE when OSRM says no road joins them (its code 'NoRoute'); or null
 * when it gives no usable answer: an error, a failure, an answer after the timeout, or anything that is not a route
 * (another code, figures that are not finite non-negative numbers, a line with a point off the globe). A point off
 * its roads ('NoSegment': beyond the map it was built from) is no answer either, not a leg no road makes.
 */
export async function osrmRoute(
  config: OsrmConfig,
  profile: OsrmProfile,
  from: LatLng,
  to: LatLng,
): Promise<OsrmRoute | typeof NO_ROUTE | null> {
  const url = `${config.url}/route/v1/${profile}/${from.lng},${from.lat};${to.lng},${to.lat}?overview=full&geometries=geojson`;
  try {
    const res = await providerFetch(url, {}, config.timeoutMs);
    const answer = (await res.json()) as RouteAnswer;
    // OSRM answers "no route" with HTTP 400 and its code
    if (answer?.code === 'NoRoute') return NO_ROUTE;
    if (!res.ok) return null;
    if (answer?.code !== 'Ok' || !Array.isArray(answer.routes)) return null;
    const route = answer.routes[0];
    if (!route || !finiteNonNegative(route.distance) || !finiteNonNegative(route.duration)) return null;
    const line = route.geometry?.coordinates;
    if (route.geometry?.type !== 'LineString' || !Array.isArray(line) || line.length < 2) return null;
    if (!line.every(isPosition)) return null;
    return {
      distance_m: Math.round(route.distance),
      duration_s: Math.round(route.duration),
      geometry: thinLine(line.map(([lng, lat]) => [lng, lat])),
    };
  } catch {
    // unreachable, slower than the timeout, or not JSON: no route
    return null;
  }
}
