import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface NamedPlace {
  id: number;
  slug: string;
  place_name: string;
  lat: number | null;
  lng: number | null;
}
export type Located = NamedPlace & { lat: number; lng: number };

/**
 * Places of the demo content in one city (Taipei), so a day's legs are ones a traveller makes (a walk between cities
 * is answered as too far): a day in the city, then a trip out of it.
 */
const TAIPEI_PLACES = [
  'Taipei 101',
  'Shilin Night Market',
  'National Palace Museum',
  'Chiang Kai-shek Memorial Hall',
  'Longshan Temple',
  'Raohe Street Night Market',
];

/** The first `count` of the Taipei places, as the API names them in English, with their coordinates. */
export async function locatedPlaces(request: APIRequestContext, count: number): Promise<Located[]> {
  expect(count).toBeLessThanOrEqual(TAIPEI_PLACES.length);
  return Promise.all(
    TAIPEI_PLACES.slice(0, count).map(async (name) => {
      const res = await request.get(`/api/v1/global/search?place_id=${encodeURIComponent(name)}&type_filter=place`, {
        headers: { 'accept-language': 'en' },
      });
      expect(res.ok()).toBeTruthy();
      const { places } = ((await res.json()) as { data: { places: NamedPlace[] } }).data;
      const place = places.find((p) => p.place_name === name);
      expect(place?.lat ?? null).not.toBeNull();
      return place as Located;
    }),
  );
}

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' };

/** A stop of a day as the API takes it: the place, its start time and stay when set, the day's travel mode. */
export const stop = (p: Located, start_time: string | null = null, stay_minutes: number | null = null) => ({
  place_id: p.id,
  start_time,
  stay_minutes,
  travel_mode: null,
});

/**
 * A new account (named `owner` when given), signed in in this page's browser, with a plan named `name` of `places` in
 * the days of `itinerary` (the body of `PUT /plan/{id}/itinerary`): the plan's id.
 */
export async function accountWithPlan(
  page: Page,
  plan: { name: string; places: Located[]; itinerary: Record<string, unknown>; owner?: string },
): Promise<number> {
  await newAccount(page, plan.owner);
  const created = await page.request.post('/api/v1/plan/', {
    data: {
      plan_name: plan.name,
      notes: '',
      plan_places: plan.places.map((p) => ({ id: p.id, type: 'poi', notes: '' })),
    },
    headers: HEADERS,
  });
  const { id: planId, version } = ((await created.json()) as { data: { id: number; version: number } }).data;
  // a whole-plan write says which version it was edited from (the new plan's)
  const saved = await page.request.put(`/api/v1/plan/${planId}/itinerary`, {
    data: { ...plan.itinerary, base_version: version },
    headers: HEADERS,
  });
  expect((await saved.json()).code).toBe(200);
  return planId;
}

/** A new account signed in in this page's browser, by the API; with `name`, the name its companions see. */
export async function newAccount(page: Page, name?: string): Promise<void> {
  const created = await page.request.post('/api/v1/user/email_sign_up', {
    data: {
      email: `itinerary-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'itinerary-pass-2026',
    },
    headers: HEADERS,
  });
  expect((await created.json()).code).toBe(200);
  if (name === undefined) return;
  const renamed = await page.request.put('/api/v1/user/me', { data: { display_name: name }, headers: HEADERS });
  expect(renamed.status()).toBeLessThan(300);
}

/** The guest plan in this browser's storage (key `plan`), with these places (and this name: none, the default). */
export async function storeGuestPlan(page: Page, placeIds: number[], planName = ''): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ ids, name }) =>
      localStorage.setItem(
        'plan',
        JSON.stringify({
          id: 'guest',
          plan_name: name,
          notes: '',
          plan_places: ids.map((id) => ({ id, type: 'poi', notes: '' })),
        }),
      ),
    { ids: placeIds, name: planName },
  );
}
