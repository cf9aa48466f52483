import type { Place, PlanWithPlaces } from 'shared';

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
