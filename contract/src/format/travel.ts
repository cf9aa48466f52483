import { TRAVEL_MODES, type TravelMode } from '../travelModes';
export { TRAVEL_MODES, type TravelMode } from '../travelModes';
import { haversineKm, type LatLng } from './distance';

/**
 * What an estimated leg assumes for each mode: the road or track is `detour` times the great-circle distance, and
 * is covered at `kmh` on average, door to door. City figures (a walk at 4.5 km/h, a bike ride with its stops at
 * crossings at 15 km/h, a bus or metro ride with its waiting at 18 km/h, a car in traffic at 30 km/h); a leg from Google's directions replaces them when the site has
 * a key.
 */
export const TRAVEL_ESTIMATE: Readonly<Record<TravelMode, { kmh: number; detour: number }>> = {
  walk: { kmh: 4.5, detour: 1.3 },
  bike: { kmh: 15, detour: 1.3 },
  transit: { kmh: 18, detour: 1.4 },
  drive: { kmh: 30, detour: 1.3 },
};

/**
 * The farthest great-circle distance a leg of a day's itinerary spans by each mode: beyond 50 km nobody walks a leg,
 * beyond 150 km nobody cycles one, and beyond 1,500 km no leg is travelled overland in a day by car or public transport (it takes a flight, or a
 * ferry over the sea in between). A leg farther than that is too far: it gets no length or duration by road, from
 * the estimate or from anyone's directions. Distance alone decides; whether a sea lies between is not known here.
 */
export const OVERLAND_LIMIT_KM: Readonly<Record<TravelMode, number>> = {
  walk: 50,
  bike: 150,
  transit: 1500,
  drive: 1500,
};

/** A leg's length and duration worked out from the great-circle distance: an estimate, and labelled so. */
export interface TravelEstimate {
  source: 'estimate';
  mode: TravelMode;
  reachable: true;
  /** the great-circle distance times the mode's detour factor */
  distanceKm: number;
  /** whole minutes, rounded up (a leg between two distinct points takes at least a minute) */
  minutes: number;
}

/** A leg beyond the mode's OVERLAND_LIMIT_KM: no estimate of its length by road or of its duration. */
export interface TooFarLeg {
  source: 'estimate';
  mode: TravelMode;
  reachable: false;
  /** the great-circle distance */
  distanceKm: number;
}

export const isTravelMode = (value: unknown): value is TravelMode =>
  (TRAVEL_MODES as readonly unknown[]).includes(value);

/** The estimated leg from `a` to `b` by `mode`, or that it is too far for the mode. */
export function estimateTravel(a: LatLng, b: LatLng, mode: TravelMode): TravelEstimate | TooFarLeg {
  const straightKm = haversineKm(a, b);
  if (straightKm > OVERLAND_LIMIT_KM[mode])
    return { source: 'estimate', mode, reachable: false, distanceKm: straightKm };
  const { kmh, detour } = TRAVEL_ESTIMATE[mode];
  const distanceKm = straightKm * detour;
  return { source: 'estimate', mode, reachable: true, distanceKm, minutes: Math.ceil((distanceKm / kmh) * 60) };
}
