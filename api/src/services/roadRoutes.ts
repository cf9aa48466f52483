import { sql } from 'kysely';
import type { TravelLeg, TravelMode } from 'contract';
import { haversineKm, type LatLng } from 'contract/format';
import type { Database } from '../db';
import { NO_ROUTE, osrmRoute, type OsrmConfig, type OsrmProfile } from '../providers/osrm';

/** The site's routing service and the database its answers are kept in. */
export interface RoadRouting {
  db: Database;
  config: OsrmConfig;
}

/** OSRM's profile of each mode it routes; it has no public transport, so a transit leg is never asked of it. */
const PROFILE: Partial<Record<TravelMode, OsrmProfile>> = { walk: 'foot', bike: 'cycling', drive: 'driving' };

/** How long an answer of the routing service is used before the leg is asked again (roads change slowly). */
export const ROUTE_CACHE_DAYS = 7;

/** Both ends rounded to 5 decimals (about a metre): the same leg, however its places' coordinates are spelled. */
export const routeCacheKey = (source: TravelLeg['source'], mode: TravelMode, from: LatLng, to: LatLng): string =>
  [source, mode, from.lat, from.lng, to.lat, to.lng].map((v) => (typeof v === 'number' ? v.toFixed(5) : v)).join(':');

/** The key a "no road joins these points" answer is kept under, beside the routes' keys. */
const noRouteKey = (routeKey: string) => `no-route:${routeKey}`;

/** A leg no road makes: its mode, and the great-circle distance (no length by road, no duration). */
const noRoad = (leg: { from: LatLng; to: LatLng; mode: TravelMode }): TravelLeg => ({
  mode: leg.mode,
  reachable: false,
  distance_m: Math.round(haversineKm(leg.from, leg.to) * 1000),
  source: 'osrm',
});

/**
 * One leg along the roads from the site's routing service; a leg no road makes (the service's "no route": across a
 * sea, to another continent) as such; or null when the service gives no answer. Public transport is not routed (the
 * service has none), but it runs on land: a transit leg between points no road joins — asked as a drive — is one no
 * public transport makes either (the service's roads include its ferries), and otherwise keeps the estimate (null).
 * An answer — a route or "no route" — is kept in the database for ROUTE_CACHE_DAYS and read back first, so no API
 * process asks the service the same leg again meanwhile; a failure is not kept (the next request asks again).
 */
export async function roadLeg(
  roads: RoadRouting,
  leg: { from: LatLng; to: LatLng; mode: TravelMode },
): Promise<TravelLeg | null> {
  if (leg.mode === 'transit') {
    const byRoad = await roadLeg(roads, { ...leg, mode: 'drive' });
    return byRoad && !byRoad.reachable ? noRoad(leg) : null;
  }
  const profile = PROFILE[leg.mode];
  if (!profile) return null;
  const key = routeCacheKey('osrm', leg.mode, leg.from, leg.to);
  const kept = await roads.db
    .selectFrom('route_cache')
    .select(['key', 'distance_m', 'duration_s', 'geometry'])
    .where('key', 'in', [key, noRouteKey(key)])
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (kept?.key === noRouteKey(key)) return noRoad(leg);
  if (kept) {
    const geometry = Array.isArray(kept.geometry) ? kept.geometry : undefined;
    const { distance_m, duration_s } = kept;
    return { mode: leg.mode, reachable: true, distance_m, duration_s, source: 'osrm', geometry };
  }
  const route = await osrmRoute(roads.config, profile, leg.from, leg.to);
  if (!route) return null;
  const answer: TravelLeg =
    route === NO_ROUTE ? noRoad(leg) : { mode: leg.mode, reachable: true, ...route, source: 'osrm' };
  const row = {
    key: route === NO_ROUTE ? noRouteKey(key) : key,
    distance_m: answer.distance_m,
    duration_s: answer.reachable ? answer.duration_s : 0,
    geometry: route === NO_ROUTE ? null : JSON.stringify(route.geometry),
    expires_at: sql<Date>`now() + ${`${ROUTE_CACHE_DAYS} days`}::interval`,
  };
  // the expired rows go as new ones come, so the table holds at most a week of distinct legs
  await roads.db
    .deleteFrom('route_cache')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  await roads.db
    .insertInto('route_cache')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        distance_m: row.distance_m,
        duration_s: row.duration_s,
        geometry: row.geometry,
        expires_at: row.expires_at,
      }),
    )
    .execute();
  return answer;
}
