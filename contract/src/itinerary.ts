import { Type, type Static } from '@sinclair/typebox';
import { CLOCK_PATTERN, DATE_PATTERN } from './format/timeZone';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { Id, IdParam, Int, List, Text } from './models';
import { ShareToken } from './plan';
import { MAX_ITINERARY_DAYS, MAX_STAY_MINUTES } from './constants';
import { TRAVEL_MODES } from './travelModes';

// The itinerary of a plan, beyond the original API: its start date, its days with their stops in order, each
// stop's start time and stay, how each leg is travelled. It is its own call, next to the plan's: the plan calls
// answer exactly as before (places trimmed to id, type and notes), and a place added or removed through them
// joins no day or leaves its day.

export const TravelModeSchema = Type.Union(TRAVEL_MODES.map((mode) => Type.Literal(mode)));

/** An IANA time zone name ("Asia/Taipei"); the server also checks that the zone exists. */
export const TimeZoneName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$', maxLength: 64 });
/** A day of the calendar, "YYYY-MM-DD"; the server also checks that the day exists (no 2026-02-30). */
export const CalendarDate = Type.String({ pattern: DATE_PATTERN, maxLength: 10 });
/** A wall-clock time, "HH:MM" from 00:00 to 23:59. */
export const ClockTime = Type.String({ pattern: CLOCK_PATTERN, maxLength: 5 });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A stop: a place of the plan, in one day only. */
export const ItineraryStop = Type.Object({
  place_id: Id,
  /** when the visit begins, on the place's clock; null: on arrival */
  start_time: Type.Optional(Nullable(ClockTime)),
  /** minutes spent there; null: the planner's default */
  stay_minutes: Type.Optional(Nullable(Int({ minimum: 0, maximum: MAX_STAY_MINUTES }))),
  /** how the leg from the previous stop to this one is travelled; null: the day's mode */
  travel_mode: Type.Optional(Nullable(TravelModeSchema)),
});
export const ItineraryDay = Type.Object({
  name: Text({ maxLength: 100 }),
  /** how the day's legs are travelled unless a stop says otherwise */
  travel_mode: TravelModeSchema,
  /** the zone of the day's places; null: the plan's */
  time_zone: Type.Optional(Nullable(TimeZoneName)),
  stops: List(ItineraryStop, { maxItems: 500 }),
});
/** `PUT /plan/{id}/itinerary` body: the whole itinerary (the days replace the stored ones). */
export const ItineraryBody = Type.Object({
  /** the first day's date; null: an undated plan */
  start_date: Nullable(CalendarDate),
  /** the zone of the plan's places (IANA); null: the viewer's */
  time_zone: Nullable(TimeZoneName),
  days: List(ItineraryDay, { maxItems: MAX_ITINERARY_DAYS }),
  /**
   * the version of the plan this itinerary was edited from (`version` of the itinerary read); required (428 without
   * it); a save that would overwrite what changed since is a 409
   */
  base_version: Type.Optional(Int({ minimum: 1, maximum: 2_147_483_647 })),
});
export type ItineraryBody = Static<typeof ItineraryBody>;

/** A plan's itinerary as stored: every optional field filled in (null), and the places that are in no day. */
export const Itinerary = Type.Object({
  start_date: Type.Union([Type.String(), Type.Null()]),
  time_zone: Type.Union([Type.String(), Type.Null()]),
  days: Type.Array(
    Type.Object({
      name: Type.String(),
      travel_mode: TravelModeSchema,
      time_zone: Type.Union([Type.String(), Type.Null()]),
      stops: Type.Array(
        Type.Object({
          place_id: Id,
          start_time: Type.Union([Type.String(), Type.Null()]),
          stay_minutes: Type.Union([Type.Integer(), Type.Null()]),
          travel_mode: Type.Union([TravelModeSchema, Type.Null()]),
        }),
      ),
    }),
  ),
  /** the plan's places in no day, in the plan's order */
  unscheduled: Type.Array(Id),
  /** the plan's version (a member's read; not on a share link's) */
  version: Type.Optional(Type.Integer()),
});
export type Itinerary = Static<typeof Itinerary>;

const Coordinates = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
/** The most legs one directions call asks for (a long day). */
export const MAX_DIRECTION_LEGS = 25;
/** The most points of a leg's route line (a longer line is thinned to this many). */
export const MAX_LEG_GEOMETRY_POINTS = 500;
/**
 * One leg's answer. `reachable: true`: its length and duration, from Google's directions, else from the site's
 * routing service along the roads (`osrm`), else the site's estimate; a leg measured along the roads may carry its
 * route line, [lng, lat] points. `reachable: false`: a leg its mode cannot make — too far for it (more than
 * OVERLAND_LIMIT_KM in a straight line, see format/travel.ts: `source` 'estimate'), or no road joins its ends (the
 * routing service's "no route": `source` 'osrm') — with no duration, and `distance_m` the great-circle distance.
 */
export const TravelLeg = Type.Union([
  Type.Object({
    mode: TravelModeSchema,
    reachable: Type.Literal(true),
    distance_m: Type.Integer(),
    duration_s: Type.Integer(),
    source: Type.Union([Type.Literal('google'), Type.Literal('osrm'), Type.Literal('estimate')]),
    geometry: Type.Optional(
      Type.Array(Type.Tuple([Type.Number(), Type.Number()]), { maxItems: MAX_LEG_GEOMETRY_POINTS }),
    ),
  }),
  Type.Object({
    mode: TravelModeSchema,
    reachable: Type.Literal(false),
    distance_m: Type.Integer(),
    source: Type.Union([Type.Literal('estimate'), Type.Literal('osrm')]),
  }),
]);
export type TravelLeg = Static<typeof TravelLeg>;

const PlanId = Type.Object({ id: IdParam });

export const itineraryRoutes = {
  getPlanItinerary: defineRoute({
    ...endpoints.getPlanItinerary,
    summary:
      "Added to the original API: one of my plans' itinerary (start date, days with their stops, times and travel modes)",
    auth: true,
    params: PlanId,
    data: Itinerary,
  }),
  savePlanItinerary: defineRoute({
    ...endpoints.savePlanItinerary,
    summary:
      'Added to the original API: save the itinerary of one of my plans (each stop a place of the plan, in one day only; the plan lists its places in the days’ order)',
    auth: true,
    params: PlanId,
    body: ItineraryBody,
    data: Itinerary,
  }),
  getSharedPlanItinerary: defineRoute({
    ...endpoints.getSharedPlanItinerary,
    summary: 'Added to the original API: the itinerary of a shared plan, read-only, for anyone with the link',
    params: Type.Object({ token: ShareToken }),
    data: Itinerary,
  }),
  getTravelLegs: defineRoute({
    ...endpoints.getTravelLegs,
    summary:
      "Added to the original API: each leg's distance and duration by its mode, from Google's directions when the site has a server key, else estimated from the great-circle distance",
    auth: true,
    body: Type.Object({
      legs: List(Type.Object({ from: Coordinates, to: Coordinates, mode: TravelModeSchema }), {
        minItems: 1,
        maxItems: MAX_DIRECTION_LEGS,
      }),
    }),
    data: Type.Object({ legs: Type.Array(TravelLeg) }),
  }),
};
