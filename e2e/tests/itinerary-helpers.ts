import { expect, type APIRequestContext } from '@playwright/test';

export interface HomePlace {
  id: number;
  slug: string;
  place_name: string;
  lat: number | null;
  lng: number | null;
}
export type Located = HomePlace & { lat: number; lng: number };

/** The first `count` places of the home page that have coordinates, named in English. */
export async function locatedPlaces(request: APIRequestContext, count: number): Promise<Located[]> {
  const res = await request.get('/api/v1/place/home', { headers: { 'accept-language': 'en' } });
  expect(res.ok()).toBeTruthy();
  const list = ((await res.json()) as { data: HomePlace[] }).data.filter(
    (p): p is Located => p.lat !== null && p.lng !== null,
  );
  expect(list.length).toBeGreaterThanOrEqual(count);
  return list.slice(0, count);
}
