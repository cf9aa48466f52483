import { dayColour, legLine, type PlaceMapLine, type PlaceMapPoint, type TravelLeg } from 'shared';
import { legKey } from '../hooks/useItinerary';
import { located, type DayFigures } from './dayFigures';

// What the planner's map draws of its days: each day's stops as pins numbered in the day's order, in the day's
// colour, and each leg as a line in that colour — along the roads where the routing service answered with its
// route, else straight from stop to stop, and dashed where no road or transit makes the leg. Pure: the planner, the print view and the stories draw the same.

export interface DayMapDrawing {
  places: PlaceMapPoint[];
  lines: PlaceMapLine[];
}

/**
 * The pins and lines of these days (each keeps its own colour, by its place in the whole trip). `pinName` names a
 * pin for assistive technology ("Stop 2: Senso-ji").
 */
export function dayMapDrawing(
  days: readonly DayFigures[],
  realLegs: ReadonlyMap<string, TravelLeg>,
  pinName: (number: number, name: string) => string,
): DayMapDrawing {
  const places: PlaceMapPoint[] = [];
  const lines: PlaceMapLine[] = [];
  for (const { day, requests, legs } of days) {
    const colour = dayColour(day.index);
    day.stops.forEach((stop, i) => {
      const place = stop.planPlace.place;
      places.push({
        id: stop.planPlace.id,
        name: place.place_name,
        lat: place.lat,
        lng: place.lng,
        number: i + 1,
        colour,
        pinName: pinName(i + 1, place.place_name),
      });
    });
    requests.forEach((request, i) => {
      const from = located(day.stops[i].planPlace);
      const to = located(day.stops[i + 1].planPlace);
      if (!from || !to) return;
      const leg = request ? realLegs.get(legKey(request)) : undefined;
      const geometry = leg?.reachable ? leg.geometry : undefined;
      const { points, alongRoads } = legLine(from, to, geometry);
      // a leg its mode cannot make (no road joins its ends, or too far) is no route: a dashed line, not a road
      const noRoute = legs[i]?.reachable === false;
      lines.push({ key: `${day.index}:${i}`, colour, points, alongRoads, ...(noRoute ? { noRoute } : {}) });
    });
  }
  return { places, lines };
}
