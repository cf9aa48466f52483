import type { TravelLeg, TravelMode } from 'contract';
import { estimateTravel, type LatLng } from 'contract/format';
import type { Config } from '../config';
import { providerFetch } from '../providers/http';
import { roadLeg, type RoadRouting } from './roadRoutes';

export interface LegRequest {
  from: LatLng;
  to: LatLng;
  mode: TravelMode;
}

/** Google's name of each mode (https://developers.google.com/maps/documentation/directions/get-directions). */
const GOOGLE_MODE: Record<TravelMode, string> = {
  walk: 'walking',
  bike: 'bicycling',
  transit: 'transit',
  drive: 'driving',
};

/** The parts of a Directions answer we read. */
interface DirectionsAnswer {
  status?: string;
  routes?: { legs?: { distance?: { value?: unknown }; duration?: { value?: unknown } }[] }[];
}

/** Legs asked of Google or the routing service at the same time, at most (a long day is 25 legs). */
const PARALLEL = 5;
/** A leg Google has not answered within this long is estimated instead: the planner does not wait on it. */
const TIMEOUT_MS = 5000;

/** The leg as the estimate gives it: its length and duration, or that it is too far for its mode. */
function estimated(leg: LegRequest): TravelLeg {
  const e = estimateTravel(leg.from, leg.to, leg.mode);
  const distance_m = Math.round(e.distanceKm * 1000);
  return e.reachable
    ? { mode: leg.mode, reachable: true, distance_m, duration_s: e.minutes * 60, source: 'estimate' }
    : { mode: leg.mode, reachable: false, distance_m, source: 'estimate' };
}

const wholeNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 2_000_000_000;

/** One leg from Google, or null when Google gives no usable route (no route, refusal, failure, nonsense). */
async function googleLeg(config: { apiKey: string; apiUrl: string }, leg: LegRequest): Promise<TravelLeg | null> {
  const url = new URL(`${config.apiUrl}/json`);
  url.searchParams.set('origin', `${leg.from.lat},${leg.from.lng}`);
  url.searchParams.set('destination', `${leg.to.lat},${leg.to.lng}`);
  url.searchParams.set('mode', GOOGLE_MODE[leg.mode]);
  url.searchParams.set('key', config.apiKey);
  try {
    const res = await providerFetch(url.toString(), {}, TIMEOUT_MS);
    if (!res.ok) return null;
    const answer = (await res.json()) as DirectionsAnswer;
    const first = answer.status === 'OK' ? answer.routes?.[0]?.legs?.[0] : undefined;
    const distance = first?.distance?.value;
    const duration = first?.duration?.value;
    if (!wholeNonNegative(distance) || !wholeNonNegative(duration)) return null;
    return {
      mode: leg.mode,
      reachable: true,
      distance_m: Math.round(distance),
      duration_s: Math.round(duration),
      source: 'google',
    };
  } catch {
    return null;
  }
}

/**
 * One leg from the first source that answers it: Google's directions (with a server key), then the site's routing
 * service along the roads (with one), else the estimate.
 */
async function measuredLeg(
  google: { apiKey: string; apiUrl: string } | null,
  roads: RoadRouting | null,
  leg: LegRequest,
  estimate: TravelLeg,
): Promise<TravelLeg> {
  return (google && (await googleLeg(google, leg))) ?? (roads && (await roadLeg(roads, leg))) ?? estimate;
}

/**
 * Each leg's distance and duration: Google's directions when the site has a server key, else — and for any leg
 * Google cannot answer — the site's routing service when it has one, else the estimate from the great-circle
 * distance, each labelled with where it came from. Nothing Google or the routing service does (an error, a
 * refusal, a hang) fails the call. A leg too far for its mode (OVERLAND_LIMIT_KM) is answered as such, without asking
 * either.
 */
export async function travelLegs(
  config: Config['googleDirections'],
  legs: LegRequest[],
  roads: RoadRouting | null = null,
): Promise<TravelLeg[]> {
  const apiKey = config?.apiKey;
  const google = config && apiKey ? { apiKey, apiUrl: config.apiUrl } : null;
  const out = legs.map(estimated);
  if (!google && !roads) return out;
  // a leg too far for its mode is answered as such, without asking anyone: no road makes it a leg of a day
  const toAsk = out.flatMap((leg, i) => (leg.reachable ? [i] : []));
  let next = 0;
  const worker = async () => {
    while (next < toAsk.length) {
      const i = toAsk[next++];
      out[i] = await measuredLeg(google, roads, legs[i], out[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, toAsk.length) }, worker));
  return out;
}
