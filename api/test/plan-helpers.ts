import type { PlanWithPlaces } from 'contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { body, buildTestApp, createUser, login, type TestApp } from './helpers';

/** A demo place the plan tests use: its id and coordinates. */
export interface NamedPlace {
  id: number;
  lat: number | null;
  lng: number | null;
}

/** What the plan tests start from: an app, the demo account and a second one signed in, demo places by name. */
export interface Planners {
  t: TestApp;
  demo: string;
  other: string;
  places: Record<string, NamedPlace>;
}

const PLACE_NAMES = ['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street', 'Tokyo', 'Taiwan'];

/** A test app with the demo account signed in and a second account (`otherEmail`) signed in beside it. */
export async function startPlanners(otherEmail: string): Promise<Planners> {
  const t = await buildTestApp();
  const demo = (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
  await createUser(t.app, otherEmail, 'other-pass-2026');
  const other = (await login(t, otherEmail, 'other-pass-2026')).cookie;
  const rows = await t.app.db
    .selectFrom('places')
    .select(['id', 'name_en', 'lat', 'lng'])
    .where('name_en', 'in', PLACE_NAMES)
    .execute();
  const places: Record<string, NamedPlace> = {};
  for (const r of rows) places[r.name_en] = { id: r.id, lat: r.lat, lng: r.lng };
  expect(Object.keys(places).sort()).toEqual([...PLACE_NAMES].sort());
  return { t, demo, other, places };
}

export type ApiRequest = {
  method?: string;
  url: string;
  payload?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
};

/** One call under /api/v1, in English unless `headers` say otherwise: its HTTP status and its envelope. */
export async function apiCall<T>(t: TestApp, { method = 'GET', url, payload, cookie, headers }: ApiRequest) {
  const res = await t.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { 'accept-language': 'en', ...headers, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, ...body<T>(res) };
}

/** A new plan named Trip with these places (as the planner sends them); its id. */
export async function createTrip(t: TestApp, cookie: string, places: number[]): Promise<number> {
  const res = await apiCall<PlanWithPlaces>(t, {
    method: 'POST',
    url: '/plan/',
    cookie,
    payload: { plan_name: 'Trip', notes: '', plan_places: places.map((id) => ({ id, type: 'poi', notes: '' })) },
  });
  expect(res.status).toBe(200);
  return res.data!.id as number;
}
