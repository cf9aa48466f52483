import { TRAVEL_MODES, type TravelMode } from '../contract/travelModes';
export { TRAVEL_MODES, type TravelMode } from '../contract/travelModes';
import { haversineKm, type LatLng } from './distance';

/**
 * What an estimated leg assumes for each mode: the road or track is `detour` times the great-circle distance, and
 * is covered at `kmh` on average, door to door. City figures (a walk at 4.5 km/h, a bus or metro ride with its
 * waiting at 18 km/h, a car in traffic at 30 km/h); a leg from Google's directions replaces them when the site has
 * a key.
 */
export const TRAVEL_ESTIMATE: Readonly<Record<TravelMode, { kmh: number; detour: number }>> = {
  walk: { kmh: 4.5, detour: 1.3 },
  transit: { kmh: 18, detour: 1.4 },
  drive: { kmh: 30, detour: 1.3 },
};

/** A leg's length and duration worked out from the great-circle distance: an estimate, and labelled so. */
export interface TravelEstimate {
  source: 'estimate';
  mode: TravelMode;
  /** the great-circle distance times the mode's detour factor */
  distanceKm: number;
  /** whole minutes, rounded up (a leg between two distinct points takes at least a minute) */
  minutes: number;
}

export const isTravelMode = (value: unknown): value is TravelMode =>
  (TRAVEL_MODES as readonly unknown[]).includes(value);

/** The estimated leg from `a` to `b` by `mode`. */
export function estimateTravel(a: LatLng, b: LatLng, mode: TravelMode): TravelEstimate {
  const { kmh, detour } = TRAVEL_ESTIMATE[mode];
  const distanceKm = haversineKm(a, b) * detour;
  return { source: 'estimate', mode, distanceKm, minutes: Math.ceil((distanceKm / kmh) * 60) };
}
