import type { Itinerary, Place, PlanWithPlaces } from 'shared';

const place = (id: number, name: string, lat: number, lng: number): Place => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  type: 'poi',
  place_name: name,
  lat,
  lng,
  google_place_id: null,
  area: { id: 2, area_name: 'Taipei' },
  country: { id: 1, country_name: 'Taiwan' },
});

/** A plan for stories and tests (real coordinates). */
export const samplePlan: PlanWithPlaces = {
  id: 12,
  plan_name: 'Taipei weekend',
  notes: 'Bring an umbrella',
  plan_places: [
    { id: 11, type: 'poi', notes: 'Sunset from the 89th floor', place: place(11, 'Taipei 101', 25.034, 121.5645) },
    { id: 12, type: 'poi', notes: '', place: place(12, 'Shilin Night Market', 25.0881, 121.5241) },
    { id: 13, type: 'poi', notes: '', place: place(13, 'Jiufen Old Street', 25.1097, 121.8452) },
  ],
};

/** A fourth stop, back beside the first: a day of the sample plan's places then this one goes there and back twice. */
export const sampleElephantMountain: PlanWithPlaces['plan_places'][number] = {
  id: 14,
  type: 'poi',
  notes: '',
  place: place(14, 'Elephant Mountain', 25.0273, 121.5706),
};

/** A stop of an itinerary for stories and tests. */
export const sampleStop = (place_id: number, start_time: string | null = null, stay_minutes: number | null = null) => ({
  place_id,
  start_time,
  stay_minutes,
  travel_mode: null,
});

/** The sample plan in two dated days: a morning in the city by public transport, then the coast by car. */
export const sampleDays: Itinerary = {
  start_date: '2026-12-05',
  time_zone: 'Asia/Taipei',
  days: [
    {
      name: 'City',
      travel_mode: 'transit',
      time_zone: null,
      stops: [sampleStop(11, '09:00', 120), sampleStop(12, null, 90)],
    },
    { name: 'Coast', travel_mode: 'drive', time_zone: null, stops: [sampleStop(13, '10:00', 180)] },
  ],
  unscheduled: [],
};
