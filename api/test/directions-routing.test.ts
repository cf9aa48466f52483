import type { TravelLeg, TravelMode } from 'contract';
import { estimateTravel, haversineKm, type LatLng } from 'contract/format';
import { LoopbackOsrm } from '../../deploy/loopback-osrm';
import { loadConfig } from '../src/config';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { startHttp } from './accounts-helpers';
import { buildTestApp, buildTestAppPair, login, type TestApp } from './helpers';
import { apiCall } from './plan-helpers';

// Legs between real places of Taipei; the routing service is OSRM's HTTP API, served by the project's loopback fake.
const TAIPEI_101: LatLng = { lat: 25.033976, lng: 121.564472 };
const SHILIN: LatLng = { lat: 25.088, lng: 121.52411 };
const JIUFEN: LatLng = { lat: 25.109165, lng: 121.844584 };
/** Naha, Okinawa: 630 km from Taipei over the sea (a day's leg by distance, but no road joins them). */
const NAHA: LatLng = { lat: 26.2124, lng: 127.6809 };

/** Every leg here is a short one (within a city's day): one its mode can make. */
type ReachableLeg = Extract<TravelLeg, { reachable: true }>;
const leg = (from: LatLng, to: LatLng, mode: TravelMode) => ({ from, to, mode });
const estimate = (l: { from: LatLng; to: LatLng; mode: TravelMode }): ReachableLeg => {
  const e = estimateTravel(l.from, l.to, l.mode);
  if (!e.reachable) throw new Error('a leg of these tests is one its mode can make');
  return {
    mode: l.mode,
    reachable: true,
    distance_m: Math.round(e.distanceKm * 1000),
    duration_s: e.minutes * 60,
    source: 'estimate',
  };
};
/** The leg as the fake's `answer` gives it: OSRM's figures in whole metres and seconds, its line as sent. */
const fromOsrm = (mode: TravelMode, answer: LoopbackOsrm['answers'][number]): ReachableLeg => ({
  mode,
  reachable: true,
  distance_m: Math.round(answer.distance),
  duration_s: Math.round(answer.duration),
  source: 'osrm',
  geometry: answer.coordinates,
});

/** POST /plan/directions: the legs as answered. */
async function directionsAnswer(app: TestApp, cookie: string, legs: ReturnType<typeof leg>[]) {
  const res = await apiCall<{ legs: TravelLeg[] }>(app, {
    method: 'POST',
    url: '/plan/directions',
    cookie,
    payload: { legs },
  });
  expect(res.status).toBe(200);
  return res.data!.legs;
}

/** The legs as answered, each one its mode can make. */
async function directions(app: TestApp, cookie: string, legs: ReturnType<typeof leg>[]) {
  const answered = await directionsAnswer(app, cookie, legs);
  expect(answered.map((l) => l.reachable)).toEqual(legs.map(() => true));
  return answered as ReachableLeg[];
}

it('the routing service and its timeout are settings (ROUTING_URL, ROUTING_TIMEOUT_MS)', () => {
  expect(loadConfig({}).routing).toEqual({ url: undefined, timeoutMs: 5000 });
  expect(loadConfig({ ROUTING_URL: 'http://127.0.0.1:5000/', ROUTING_TIMEOUT_MS: '800' }).routing).toEqual({
    url: 'http://127.0.0.1:5000',
    timeoutMs: 800,
  });
  expect(() => loadConfig({ ROUTING_URL: 'osrm.local:5000' })).toThrow(/ROUTING_URL/);
  expect(() => loadConfig({ ROUTING_TIMEOUT_MS: '0' })).toThrow(/ROUTING_TIMEOUT_MS/);
});

describe('with a routing service (ROUTING_URL), two API processes on one database', () => {
  const osrm = new LoopbackOsrm();
  let apps: [TestApp, TestApp];
  let close: () => Promise<void>;
  let cookies: [string, string];

  beforeAll(async () => {
    const url = await osrm.start();
    osrm.slowMs = 3000;
    ({ apps, close } = await buildTestAppPair({ routing: { url, timeoutMs: 400 } }));
    cookies = [
      (await login(apps[0], DEMO_EMAIL, DEMO_PASSWORD)).cookie,
      (await login(apps[1], DEMO_EMAIL, DEMO_PASSWORD)).cookie,
    ];
  });
  afterAll(async () => {
    await close?.();
    await osrm.stop();
  });
  beforeEach(async () => {
    osrm.behaviour = 'ok';
    osrm.linePoints = 9;
    await apps[0].app.db.deleteFrom('route_cache').execute();
    osrm.requests.length = 0;
    osrm.answers.length = 0;
  });

  it("walk and drive legs are the service's route along the roads, with its line; a transit leg keeps the estimate", async () => {
    const legs = [leg(TAIPEI_101, SHILIN, 'walk'), leg(SHILIN, JIUFEN, 'transit'), leg(JIUFEN, TAIPEI_101, 'drive')];
    const answered = await directions(apps[0], cookies[0], legs);

    // OSRM's route service: the profile of the mode, lng,lat;lng,lat, the full line as GeoJSON; the transit leg is
    // asked as a drive (OSRM has no public transport: only whether a road joins its ends)
    const asked = (profile: string, from: LatLng, to: LatLng) => ({
      profile,
      coordinates: `${from.lng},${from.lat};${to.lng},${to.lat}`,
      query: '?overview=full&geometries=geojson',
    });
    expect(osrm.requests).toHaveLength(3);
    expect(osrm.requests).toEqual(
      expect.arrayContaining([
        asked('foot', TAIPEI_101, SHILIN),
        asked('driving', SHILIN, JIUFEN),
        asked('driving', JIUFEN, TAIPEI_101),
      ]),
    );
    const answerOf = (request: ReturnType<typeof asked>) =>
      osrm.answers[osrm.requests.findIndex((r) => r.coordinates === request.coordinates)];
    expect(answered).toEqual([
      fromOsrm('walk', answerOf(asked('foot', TAIPEI_101, SHILIN))),
      estimate(legs[1]),
      fromOsrm('drive', answerOf(asked('driving', JIUFEN, TAIPEI_101))),
    ]);
    expect(answered[0].geometry).toHaveLength(9);
  });

  it("a bike leg is the service's cycling route along the roads, with its line", async () => {
    const bike = leg(SHILIN, TAIPEI_101, 'bike');
    const [answered] = await directions(apps[0], cookies[0], [bike]);
    expect(osrm.requests).toEqual([
      {
        profile: 'cycling',
        coordinates: `${SHILIN.lng},${SHILIN.lat};${TAIPEI_101.lng},${TAIPEI_101.lat}`,
        query: '?overview=full&geometries=geojson',
      },
    ]);
    expect(answered).toEqual(fromOsrm('bike', osrm.answers[0]));
    // the loopback service cycles at 15 km/h, not at a walker's or a car's pace
    expect(answered.duration_s).toBeCloseTo(answered.distance_m / (15 / 3.6), -1);
  });

  it('a leg no road makes (the service has no route: across a sea) says so, by any mode, and that answer is kept', async () => {
    osrm.behaviour = 'no-route';
    const legs = [leg(TAIPEI_101, NAHA, 'walk'), leg(TAIPEI_101, NAHA, 'transit'), leg(NAHA, TAIPEI_101, 'drive')];
    // the walk is too far to walk (beyond 50 km): not asked; the transit leg is asked as a drive
    const noRoad = (l: ReturnType<typeof leg>): TravelLeg => ({
      mode: l.mode,
      reachable: false,
      distance_m: Math.round(haversineKm(l.from, l.to) * 1000),
      source: 'osrm',
    });
    const answered = await directionsAnswer(apps[0], cookies[0], legs);
    expect(answered).toEqual([{ ...noRoad(legs[0]), source: 'estimate' }, noRoad(legs[1]), noRoad(legs[2])]);
    expect(osrm.requests.map((r) => r.profile)).toEqual(['driving', 'driving']);

    // kept: the other API process answers the same without asking, though the service now fails
    osrm.behaviour = 'fail';
    expect(await directionsAnswer(apps[1], cookies[1], legs)).toEqual(answered);
    expect(osrm.requests).toHaveLength(2);
  });

  it('the same legs again, through the other API process, are answered from the database without asking', async () => {
    const legs = [leg(TAIPEI_101, SHILIN, 'walk'), leg(JIUFEN, TAIPEI_101, 'drive')];
    const first = await directions(apps[0], cookies[0], legs);
    expect(osrm.requests).toHaveLength(2);
    expect(first.map((l) => l.source)).toEqual(['osrm', 'osrm']);

    // the fake would now fail: an answer from it would be the estimate
    osrm.behaviour = 'fail';
    expect(await directions(apps[1], cookies[1], legs)).toEqual(first);
    // the same ends spelled with more decimals (below a metre) are the same leg
    const nudged = { lat: TAIPEI_101.lat + 0.000001, lng: TAIPEI_101.lng - 0.000001 };
    expect(await directions(apps[1], cookies[1], [leg(nudged, SHILIN, 'walk')])).toEqual([first[0]]);
    expect(osrm.requests).toHaveLength(2);

    // the other direction, or the other mode, is another leg
    osrm.behaviour = 'ok';
    await directions(apps[1], cookies[1], [leg(SHILIN, TAIPEI_101, 'walk'), leg(TAIPEI_101, SHILIN, 'drive')]);
    expect(osrm.requests).toHaveLength(4);
  });

  it('a kept answer past its expiry is asked again, and the expired rows are cleared', async () => {
    const legs = [leg(TAIPEI_101, SHILIN, 'walk')];
    await directions(apps[0], cookies[0], legs);
    await apps[0].app.db
      .updateTable('route_cache')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .execute();
    const again = await directions(apps[0], cookies[0], legs);
    expect(osrm.requests).toHaveLength(2);
    expect(again[0].source).toBe('osrm');
    const rows = await apps[0].app.db.selectFrom('route_cache').select(['key', 'expires_at']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it.each([
    ['fails (HTTP 500)', 'fail'],
    ['answers nonsense', 'nonsense'],
    ['answers after the timeout', 'slow'],
  ] as const)('a routing service that %s gives the estimate, labelled so, and nothing is kept', async (_, how) => {
    osrm.behaviour = how;
    const legs = [leg(TAIPEI_101, SHILIN, 'walk'), leg(SHILIN, JIUFEN, 'drive')];
    const started = Date.now();
    expect(await directions(apps[0], cookies[0], legs)).toEqual(legs.map(estimate));
    // the planner is not kept waiting for a slow service: the timeout (400 ms here) ends the wait
    expect(Date.now() - started).toBeLessThan(2500);
    expect(osrm.requests).toHaveLength(2);

    // a failure is not kept: once the service answers, the legs are asked again and measured along the roads
    osrm.behaviour = 'ok';
    const later = await directions(apps[0], cookies[0], legs);
    expect(later.map((l) => l.source)).toEqual(['osrm', 'osrm']);
    expect(osrm.requests).toHaveLength(4);
  });

  it('a route line of many points is thinned to at most 500, keeping both ends', async () => {
    osrm.linePoints = 3001;
    const [walked] = await directions(apps[0], cookies[0], [leg(TAIPEI_101, JIUFEN, 'walk')]);
    const line = osrm.answers[0].coordinates;
    expect(walked.source).toBe('osrm');
    expect(walked.geometry).toHaveLength(500);
    expect(walked.geometry![0]).toEqual(line[0]);
    expect(walked.geometry![499]).toEqual(line[3000]);
    expect(walked.distance_m).toBe(Math.round(osrm.answers[0].distance));
  });
});

describe('with Google Directions and a routing service', () => {
  const osrm = new LoopbackOsrm();
  let google: Awaited<ReturnType<typeof startHttp>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // Google's Directions API: 8123 m and 25 minutes for every leg, except no walking route to Jiufen
    google = await startHttp((_req, _body, url) => {
      if (url.searchParams.get('mode') === 'walking' && url.searchParams.get('destination')!.startsWith('25.10'))
        return { json: { status: 'ZERO_RESULTS', routes: [] } };
      const figures = { distance: { value: 8123 }, duration: { value: 1500 } };
      return { json: { status: 'OK', routes: [{ legs: [figures] }] } };
    });
    t = await buildTestApp({
      googleDirections: { apiKey: 'server-key', apiUrl: `${google.url}/maps/api/directions` },
      routing: { url: await osrm.start(), timeoutMs: 400 },
    });
    cookie = (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await osrm.stop();
  });

  it("Google's answer wins; a leg Google has no route for goes to the routing service", async () => {
    const answered = await directions(t, cookie, [leg(TAIPEI_101, SHILIN, 'drive'), leg(SHILIN, JIUFEN, 'walk')]);
    expect(answered[0]).toEqual({
      mode: 'drive',
      reachable: true,
      distance_m: 8123,
      duration_s: 1500,
      source: 'google',
    });
    expect(osrm.requests.map((r) => r.profile)).toEqual(['foot']);
    expect(answered[1]).toEqual(fromOsrm('walk', osrm.answers[0]));
  });
});
