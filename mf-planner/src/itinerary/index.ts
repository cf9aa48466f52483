// The itinerary's public entry: what the planner, the shared plan and the guest's stored days use of it.
export {
  dayAsPlan,
  emptyItinerary,
  estimatedLegs,
  itineraryIcs,
  legMinutes,
  reconcileItinerary,
  scheduleTripDay,
  tripDays,
  type DayStop,
  type ItineraryStop,
  type TripDay,
} from './itinerary';
export { optimiseDay } from './optimise';
export { placeAddress } from './ics';
export type { DaySchedule, LocalTime, StopTimes } from './schedule';
