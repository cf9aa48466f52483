// Plain values of the itinerary (no schema builder): the browser's planner and the server's schemas read them.

/** How a traveller goes from one stop of a plan's day to the next. */
export const TRAVEL_MODES = ['walk', 'bike', 'transit', 'drive'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
