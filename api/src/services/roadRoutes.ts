import { sql } from 'kysely';
import type { TravelLeg, TravelMode } from 'contract';
import type { LatLng } from 'contract/format';
import type { Database } from '../db';
import { osrmRoute, type OsrmConfig, type OsrmProfile } from '../providers/osrm';

/** The site's routing service and the database its answers are kept in. */
export interface RoadRouting {
  db: Database;
  config: OsrmConfig;
}

/** OSRM's profile of each mode it routes; it has no public transport, so a transit leg is never asked of it. */
const PROFILE: Partial<Record<TravelMode, OsrmProfile>> = { walk: 'foot', drive: 'driving' };

/** How long an answer of the routing service is used before the leg is asked again (roads change slowly). */
export const ROUTE_CACHE_DAYS = 7;

/** Both ends rounded to 5 decimals (about a metre): the same leg, however its places' coordinates are spelled. */
export const routeCacheKey = (source: TravelLeg['source'], mode: TravelMode, from: LatLng, to: LatLng): string =>
  [source, mode, from.lat, from.lng, to.lat, to.lng].map((v) => (typeof v === 'number' ? v.toFixed(5) : v)).join(':');

/**
 * One leg along the roads from the site's routing service, or null when the mode is not routed (transit) or the
 * service gives no route. An answer is kept in the database for ROUTE_CACHE_DAYS and read back first, so no API
 * process asks the service the same leg again meanwhile; a failure is not kept (the next request asks again).
 */
export async function roadLeg(
  roads: RoadRouting,
  leg: { from: LatLng; to: LatLng; mode: TravelMode },
): Promise<TravelLeg | null> {
  const profile = PROFILE[leg.mode];
  if (!profile) return null;
  const key = routeCacheKey('osrm', leg.mode, leg.from, leg.to);
  const kept = await roads.db
    .selectFrom('route_cache')
    .select(['distance_m', 'duration_s', 'geometry'])
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (kept) {
    const geometry = Array.isArray(kept.geometry) ? kept.geometry : undefined;
    const { distance_m, duration_s } = kept;
    return { mode: leg.mode, reachable: true, distance_m, duration_s, source: 'osrm', geometry };
  }
  const route = await osrmRoute(roads.config, profile, leg.from, leg.to);
  if (!route) return null;
  const row = {
    key,
    distance_m: route.distance_m,
    duration_s: route.duration_s,
    geometry: JSON.stringify(route.geometry),
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
        distance_m: route.distance_m,
        duration_s: route.duration_s,
        geometry: row.geometry,
        expires_at: row.expires_at,
      }),
    )
    .execute();
  return { mode: leg.mode, reachable: true, ...route, source: 'osrm' };
}
