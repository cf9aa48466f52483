import type { Itinerary, ItineraryBody, Plan, PlanWithPlaces, TravelLeg } from 'contract';
import { estimateTravel } from 'contract/format';
import { loadConfig } from '../src/config';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { startHttp } from './accounts-helpers';
import { buildTestApp, login, type TestApp } from './helpers';
import { apiCall, createTrip, startPlanners, type ApiRequest } from './plan-helpers';

let t: TestApp;
let demo: string;
let other: string;
const ids: Record<string, number> = {};
const where: Record<string, { lat: number; lng: number }> = {};

beforeAll(async () => {
  const planners = await startPlanners('itinerary-other@example.com');
  ({ t, demo, other } = planners);
  for (const [name, { id, lat, lng }] of Object.entries(planners.places)) {
    ids[name] = id;
    if (lat !== null && lng !== null) where[name] = { lat, lng };
  }
});
afterAll(() => t?.close());

const A = () => ids['Taipei 101'];
const B = () => ids['Shilin Night Market'];
const C = () => ids['Jiufen Old Street'];
const D = () => ids['Tokyo'];

type Req = ApiRequest;
const call = <T = Itinerary>(req: Req, app: TestApp = t) => apiCall<T>(app, req);
const newPlan = (cookie = demo, places: number[] = [A(), B(), C(), D()]) => createTrip(t, cookie, places);

const twoDays = (): ItineraryBody => ({
  start_date: '2026-12-01',
  time_zone: 'Asia/Taipei',
  days: [
    {
      name: ' Taipei ',
      travel_mode: 'walk',
      stops: [
        { place_id: C(), start_time: '09:30', stay_minutes: 90, travel_mode: null },
        { place_id: A(), stay_minutes: 120 },
      ],
    },
    {
      name: 'Tokyo',
      travel_mode: 'transit',
      time_zone: 'Asia/Tokyo',
      stops: [{ place_id: D(), travel_mode: 'drive' }],
    },
  ],
});
/** The plan's version now, as its members read it. */
const versionOf = async (planId: number, cookie = demo) =>
  (await call<PlanWithPlaces>({ url: `/plan/${planId}`, cookie })).data?.version;
/** Save the itinerary based on the version just read (a save names the version it was edited from). */
const save = async (planId: number, payload: unknown, cookie = demo, headers?: Record<string, string>) =>
  call({
    method: 'PUT',
    url: `/plan/${planId}/itinerary`,
    cookie,
    payload: { base_version: await versionOf(planId, cookie), ...(payload as object) },
    headers,
  });
/** An itinerary's content, without the version it was read at. */
const content = (itinerary: Itinerary | undefined) => {
  const { version: _version, ...rest } = itinerary!;
  return rest;
};

/** Save the whole plan through the original call (POST /plan/{id}): these places in this order, with notes. */
const saveWhole = async (planId: number, places: number[], notes: Record<number, string> = {}) =>
  call<PlanWithPlaces>({
    method: 'POST',
    url: `/plan/${planId}`,
    cookie: demo,
    payload: {
      plan_name: 'Trip',
      notes: '',
      plan_places: places.map((p) => ({ id: p, type: 'poi', notes: notes[p] ?? '' })),
      base_version: await versionOf(planId),
    },
  });

/** Everything a plan shows through its calls: to check that a refused request changed nothing. */
async function snapshot(planId: number) {
  const plan = await call<PlanWithPlaces>({ url: `/plan/${planId}`, cookie: demo });
  const itinerary = await call({ url: `/plan/${planId}/itinerary`, cookie: demo });
  return { plan: plan.data, itinerary: itinerary.data };
}

describe('itinerary round trip', () => {
  it('a new plan has no days: one undated list of its places', async () => {
    const id = await newPlan();
    const res = await call({ url: `/plan/${id}/itinerary`, cookie: demo });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      start_date: null,
      time_zone: null,
      days: [],
      unscheduled: [A(), B(), C(), D()],
      version: 1,
    });
  });

  it('saves days, times and modes and reads them back the same; the places in no day are listed apart', async () => {
    const id = await newPlan();
    const saved = await save(id, twoDays());
    expect(saved.status).toBe(200);
    const expected: Itinerary = {
      start_date: '2026-12-01',
      time_zone: 'Asia/Taipei',
      days: [
        {
          name: 'Taipei',
          travel_mode: 'walk',
          time_zone: null,
          stops: [
            { place_id: C(), start_time: '09:30', stay_minutes: 90, travel_mode: null },
            { place_id: A(), start_time: null, stay_minutes: 120, travel_mode: null },
          ],
        },
        {
          name: 'Tokyo',
          travel_mode: 'transit',
          time_zone: 'Asia/Tokyo',
          stops: [{ place_id: D(), start_time: null, stay_minutes: null, travel_mode: 'drive' }],
        },
      ],
      unscheduled: [B()],
    };
    expect(content(saved.data)).toEqual(expected);
    expect(content((await call({ url: `/plan/${id}/itinerary`, cookie: demo })).data)).toEqual(expected);
    // what was read can be sent back as it is
    const read = (await call({ url: `/plan/${id}/itinerary`, cookie: demo })).data!;
    expect(content((await save(id, { ...read, base_version: read.version })).data)).toEqual(expected);

    // the plan lists its places in the order of the trip, the unscheduled one last
    const plan = await call<PlanWithPlaces>({ url: `/plan/${id}`, cookie: demo });
    expect(plan.data!.plan_places.map((p) => p.id)).toEqual([C(), A(), D(), B()]);

    // undated again, then no days at all
    const undated = await save(id, { ...twoDays(), start_date: null, time_zone: null });
    expect(undated.data).toMatchObject({ start_date: null, time_zone: null });
    expect(undated.data!.days).toHaveLength(2);
    const none = await save(id, { start_date: null, time_zone: null, days: [] });
    expect(content(none.data)).toEqual({
      start_date: null,
      time_zone: null,
      days: [],
      unscheduled: [C(), A(), D(), B()],
    });
  });

  it('time zones are stored as the platform spells them', async () => {
    const id = await newPlan();
    const body = twoDays();
    const saved = await save(id, { ...body, time_zone: 'asia/taipei', days: [{ ...body.days[0], time_zone: 'utc' }] });
    expect(saved.status).toBe(200);
    expect([saved.data!.time_zone, saved.data!.days[0].time_zone]).toEqual(['Asia/Taipei', 'UTC']);
  });

  it('a day may be cycled, and so may one leg of a day travelled otherwise', async () => {
    const id = await newPlan();
    const body = twoDays();
    const cycled = {
      ...body,
      days: [
        { ...body.days[0], travel_mode: 'bike' },
        { ...body.days[1], stops: [{ place_id: D(), travel_mode: 'bike' }] },
      ],
    };
    const saved = await save(id, cycled);
    expect(saved.status).toBe(200);
    const read = (await call({ url: `/plan/${id}/itinerary`, cookie: demo })).data!;
    expect(read.days.map((d) => [d.travel_mode, d.stops.map((s) => s.travel_mode)])).toEqual([
      ['bike', [null, null]],
      ['transit', ['bike']],
    ]);
  });

  it('a day may be empty, and a stop may move to another day', async () => {
    const id = await newPlan();
    await save(id, twoDays());
    const moved = await save(id, {
      start_date: '2026-12-01',
      time_zone: 'Asia/Taipei',
      days: [
        { name: '', travel_mode: 'walk', stops: [] },
        { name: 'All', travel_mode: 'drive', stops: [{ place_id: D() }, { place_id: C() }] },
      ],
    });
    expect(moved.status).toBe(200);
    expect(moved.data!.days.map((d) => d.stops.map((s) => s.place_id))).toEqual([[], [D(), C()]]);
    expect(moved.data!.unscheduled).toEqual([A(), B()]);
  });
});

describe('the plan calls of the original API answer as before', () => {
  it('GET /plan, GET /plan/{id} keep their shapes (places trimmed to id, type and notes in the list)', async () => {
    const id = await newPlan();
    await save(id, twoDays());
    const list = await call<Plan[]>({ url: '/plan', cookie: demo });
    const mine = list.data!.find((p) => p.id === id)!;
    // beyond the original fields: the reader's role and the plan's version
    expect(Object.keys(mine).sort()).toEqual(['id', 'notes', 'plan_name', 'plan_places', 'role', 'version']);
    for (const p of mine.plan_places) expect(Object.keys(p).sort()).toEqual(['id', 'notes', 'type']);
    const one = await call<PlanWithPlaces>({ url: `/plan/${id}`, cookie: demo });
    expect(Object.keys(one.data!).sort()).toEqual([
      'id',
      'notes',
      'plan_name',
      'plan_places',
      'role',
      'shared',
      'version',
    ]);
    for (const p of one.data!.plan_places) expect(Object.keys(p).sort()).toEqual(['id', 'notes', 'place', 'type']);
  });

  it('saving the whole plan keeps the days of the places that stay; removing a place takes it out of its day', async () => {
    const id = await newPlan();
    await save(id, twoDays());
    // the whole plan saved with a note changed and the order of the old list: the days stay as they were
    const whole = await saveWhole(id, [A(), B(), C(), D()], { [A()]: 'tickets' });
    expect(whole.status).toBe(200);
    expect(whole.data!.plan_places.map((p) => p.id)).toEqual([A(), B(), C(), D()]);
    const after = (await call({ url: `/plan/${id}/itinerary`, cookie: demo })).data!;
    expect(after.days.map((d) => d.stops.map((s) => s.place_id))).toEqual([[C(), A()], [D()]]);
    expect(after.days[0].stops[0]).toMatchObject({ start_time: '09:30', stay_minutes: 90 });

    // a place dropped from the whole plan, or removed on its own, leaves its day
    expect((await saveWhole(id, [A(), B(), C()])).status).toBe(200);
    const removed = await call<PlanWithPlaces>({ method: 'DELETE', url: `/plan/${id}/place/${C()}`, cookie: demo });
    expect(removed.status).toBe(200);
    const left = (await call({ url: `/plan/${id}/itinerary`, cookie: demo })).data!;
    expect(left.days.map((d) => d.stops.map((s) => s.place_id))).toEqual([[A()], []]);
    expect(left.unscheduled).toEqual([B()]);

    // a place added with the original call is in no day
    await call({ method: 'POST', url: `/plan/${id}/place/${D()}`, cookie: demo, payload: { action: 'insert' } });
    expect((await call({ url: `/plan/${id}/itinerary`, cookie: demo })).data!.unscheduled).toEqual([B(), D()]);

    // deleting the plan deletes its days and stops
    await call({ method: 'DELETE', url: `/plan/${id}`, cookie: demo });
    const daysLeft = await t.app.db.selectFrom('plan_days').select('plan_id').where('plan_id', '=', id).execute();
    const stopsLeft = await t.app.db.selectFrom('plan_stops').select('plan_id').where('plan_id', '=', id).execute();
    expect([daysLeft, stopsLeft]).toEqual([[], []]);
  });
});

describe('ownership', () => {
  it("another user's plan answers the 404 of a plan that does not exist; a guest gets 401; nothing changes", async () => {
    const id = await newPlan();
    await save(id, twoDays());
    const before = await snapshot(id);
    const missing = 2_000_000_000;
    const attempts: Req[] = [
      { url: `/plan/${id}/itinerary` },
      { method: 'PUT', url: `/plan/${id}/itinerary`, payload: { start_date: null, time_zone: null, days: [] } },
    ];
    for (const a of attempts) {
      const theirs = await call({ ...a, cookie: other });
      const none = await call({ ...a, url: a.url.replace(`/plan/${id}`, `/plan/${missing}`), cookie: other });
      expect(theirs.status).toBe(404);
      expect(theirs).toEqual(none);
      // the same answer the plan's own call gives
      expect(theirs.message).toBe((await call({ url: `/plan/${id}`, cookie: other })).message);
      expect((await call(a)).status).toBe(401);
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('bad input: a 4xx in the caller language, nothing changed', () => {
  const cases: Array<[string, (body: ItineraryBody) => unknown, number, RegExp, RegExp]> = [
    [
      'a stop in two days',
      (b) => ({ ...b, days: [b.days[0], { ...b.days[1], stops: [{ place_id: C() }] }] }),
      400,
      /one day of the itinerary only/,
      /只能排在行程中的一天/,
    ],
    [
      'a stop twice in one day',
      (b) => ({ ...b, days: [{ ...b.days[0], stops: [{ place_id: A() }, { place_id: A() }] }] }),
      400,
      /one day of the itinerary only/,
      /只能排在行程中的一天/,
    ],
    [
      'a time of 25:00',
      (b) => ({ ...b, days: [{ ...b.days[0], stops: [{ place_id: A(), start_time: '25:00' }] }] }),
      400,
      /days\[0\]\.stops\[0\]\.start_time is not valid/,
      /days\[0\]\.stops\[0\]\.start_time 的值不正確/,
    ],
    [
      'an unknown mode',
      (b) => ({ ...b, days: [{ ...b.days[0], travel_mode: 'fly' }] }),
      400,
      /days\[0\]\.travel_mode must be one of: "walk", "bike", "transit", "drive"/,
      /days\[0\]\.travel_mode 必須是下列其中之一/,
    ],
    [
      'an unknown mode on a leg',
      (b) => ({ ...b, days: [{ ...b.days[0], stops: [{ place_id: A(), travel_mode: 'teleport' }] }] }),
      400,
      /days\[0\]\.stops\[0\]\.travel_mode must be one of: "walk", "bike", "transit", "drive"/,
      /days\[0\]\.stops\[0\]\.travel_mode 必須是下列其中之一/,
    ],
    [
      'a stop that is not a place of the plan',
      (b) => ({ ...b, days: [{ ...b.days[0], stops: [{ place_id: ids.Taiwan }] }] }),
      400,
      /not a place of this plan/,
      /不是這份計畫中的地點/,
    ],
    ['a day that does not exist', (b) => ({ ...b, start_date: '2026-02-30' }), 400, /start_date/, /start_date/],
    ['a date in another form', (b) => ({ ...b, start_date: '01/12/2026' }), 400, /start_date/, /start_date/],
    ['an unknown time zone', (b) => ({ ...b, time_zone: 'Mars/Olympus' }), 400, /known time zone/, /已知的時區/],
    [
      "an unknown day's time zone",
      (b) => ({ ...b, days: [{ ...b.days[0], time_zone: 'Asia/Atlantis' }] }),
      400,
      /known time zone/,
      /已知的時區/,
    ],
    [
      'a stay over a day',
      (b) => ({ ...b, days: [{ ...b.days[0], stops: [{ place_id: A(), stay_minutes: 1441 }] }] }),
      400,
      /days\[0\]\.stops\[0\]\.stay_minutes is not valid/,
      /days\[0\]\.stops\[0\]\.stay_minutes 的值不正確/,
    ],
    ['no days field', ({ days: _days, ...rest }) => rest, 400, /days/, /days/],
  ];

  it.each(cases)('%s', async (_name, mutate, status, english, chinese) => {
    const id = await newPlan();
    await save(id, twoDays());
    const before = await snapshot(id);
    const enRes = await save(id, mutate(twoDays()));
    expect(enRes.status).toBe(status);
    expect(enRes.code).toBe(status);
    expect(enRes.message).toMatch(english);
    const zhRes = await save(id, mutate(twoDays()), demo, { 'accept-language': 'zh-Hant-TW' });
    expect(zhRes.status).toBe(status);
    expect(zhRes.message).toMatch(chinese);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('the share link shows the itinerary read-only', () => {
  it('anyone with the link reads it; nothing through the link writes; a revoked link is 404', async () => {
    const id = await newPlan();
    const saved = (await save(id, twoDays())).data!;
    const token = (await call<{ token: string }>({ method: 'POST', url: `/plan/${id}/share`, cookie: demo })).data!
      .token;

    const read = await call({ url: `/plan/shared/${token}/itinerary` });
    expect(read.status).toBe(200);
    expect(read.data).toEqual(content(saved));

    // there is no way to write through the link
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const res = await call({
        method,
        url: `/plan/shared/${token}/itinerary`,
        payload: { start_date: null, time_zone: null, days: [] },
      });
      expect([method, res.status >= 400 && res.status < 500]).toEqual([method, true]);
    }
    expect((await call({ url: `/plan/shared/${token}/itinerary` })).data).toEqual(content(saved));

    // the owner's changes show through the link
    const changed = (await save(id, { start_date: '2027-01-05', time_zone: 'Asia/Taipei', days: [] })).data!;
    expect((await call({ url: `/plan/shared/${token}/itinerary` })).data).toEqual(content(changed));

    await call({ method: 'DELETE', url: `/plan/${id}/share`, cookie: demo });
    const gone = await call({ url: `/plan/shared/${token}/itinerary`, headers: { 'accept-language': 'zh-Hant-TW' } });
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('這個分享連結不存在，或已被擁有者停用。');
    expect((await call({ url: '/plan/shared/not-a-token/itinerary' })).status).toBe(400);
  });
});

describe('leg durations: POST /plan/directions', () => {
  const leg = (from: string, to: string, mode: TravelLeg['mode']) => ({ from: where[from], to: where[to], mode });
  /** The demo user's directions call for these legs, without a server key. */
  const directions = (legs: unknown[]) =>
    call<{ legs: TravelLeg[] }>({ method: 'POST', url: '/plan/directions', cookie: demo, payload: { legs } });

  it('without a server key every leg is the estimate, labelled so; a guest gets 401; bad legs 400', async () => {
    const legs = [
      leg('Taipei 101', 'Shilin Night Market', 'walk'),
      leg('Shilin Night Market', 'Jiufen Old Street', 'drive'),
      leg('Jiufen Old Street', 'Taipei 101', 'bike'),
    ];
    const res = await directions(legs);
    expect(res.status).toBe(200);
    expect(res.data!.legs).toEqual(
      legs.map((l) => {
        const e = estimateTravel(l.from, l.to, l.mode);
        return {
          mode: l.mode,
          reachable: true,
          distance_m: Math.round(e.distanceKm * 1000),
          duration_s: e.reachable && e.minutes * 60,
          source: 'estimate',
        };
      }),
    );
    expect((await call({ method: 'POST', url: '/plan/directions', payload: { legs } })).status).toBe(401);
    const bad = [
      { legs: [] },
      { legs: [{ ...legs[0], mode: 'fly' }] },
      { legs: [{ ...legs[0], from: { lat: 91, lng: 0 } }] },
      { legs: Array.from({ length: 26 }, () => legs[0]) },
    ];
    for (const payload of bad) {
      const r = await call({ method: 'POST', url: '/plan/directions', cookie: demo, payload });
      expect([payload, r.status]).toEqual([payload, 400]);
    }
  });

  it('a leg too far for its mode is answered as such, not with an estimate of days on the road', async () => {
    const hoiAn = { lat: 15.8801, lng: 108.338 };
    const tokyo = { lat: 35.6762, lng: 139.6503 };
    const legs = [
      { from: hoiAn, to: tokyo, mode: 'transit' },
      { from: hoiAn, to: tokyo, mode: 'drive' },
      // 64 km in a straight line: a drive, not a walk
      { from: where['Taipei 101'], to: { lat: 25.6, lng: 121.6 }, mode: 'walk' },
      { from: where['Taipei 101'], to: { lat: 25.6, lng: 121.6 }, mode: 'drive' },
    ];
    const res = await directions(legs);
    expect(res.status).toBe(200);
    const [byTransit, byCar, onFoot, driven] = res.data!.legs;
    expect(byTransit).toEqual({
      mode: 'transit',
      reachable: false,
      distance_m: expect.any(Number),
      source: 'estimate',
    });
    // the straight-line distance, 3,803 km (not the 296 h an estimate by public transport would say)
    expect(Math.round(byTransit.distance_m / 1000)).toBe(3803);
    expect(byCar).toMatchObject({ mode: 'drive', reachable: false });
    expect(onFoot).toMatchObject({ mode: 'walk', reachable: false });
    expect(driven).toMatchObject({ mode: 'drive', reachable: true, source: 'estimate' });
  });

  it('the key and the base URL are settings (GOOGLE_DIRECTIONS_API_KEY, GOOGLE_DIRECTIONS_API_URL)', () => {
    expect(loadConfig({}).googleDirections).toEqual({
      apiKey: undefined,
      apiUrl: 'https://maps.googleapis.com/maps/api/directions',
    });
    expect(
      loadConfig({ GOOGLE_DIRECTIONS_API_KEY: 'k', GOOGLE_DIRECTIONS_API_URL: 'http://127.0.0.1:9/directions/' })
        .googleDirections,
    ).toEqual({ apiKey: 'k', apiUrl: 'http://127.0.0.1:9/directions' });
  });

  describe('with a server key, through a loopback server speaking Google Directions', () => {
    let fake: Awaited<ReturnType<typeof startHttp>>;
    let withKey: TestApp;
    let cookie: string;
    const calls: URL[] = [];
    let mode: 'ok' | 'broken' = 'ok';

    beforeAll(async () => {
      // Google's Directions API: GET …/json?origin=lat,lng&destination=lat,lng&mode=…&key=…
      fake = await startHttp((_req, _body, url) => {
        calls.push(url);
        if (mode === 'broken') return { text: '<html>oops</html>' };
        if (url.pathname !== '/maps/api/directions/json' || url.searchParams.get('key') !== 'server-key')
          return { json: { status: 'REQUEST_DENIED', routes: [] } };
        // no transit back to Taipei 101
        if (
          url.searchParams.get('mode') === 'transit' &&
          url.searchParams.get('destination') === `${where['Taipei 101'].lat},${where['Taipei 101'].lng}`
        )
          return { json: { status: 'ZERO_RESULTS', routes: [] } };
        const minutes = { walking: 100, bicycling: 35, transit: 40, driving: 25 }[url.searchParams.get('mode')!] ?? 1;
        const leg = {
          distance: { value: 8123, text: '8.1 km' },
          duration: { value: minutes * 60, text: `${minutes} mins` },
        };
        return { json: { status: 'OK', routes: [{ legs: [leg] }] } };
      });
      withKey = await buildTestApp({
        googleDirections: { apiKey: 'server-key', apiUrl: `${fake.url}/maps/api/directions` },
      });
      cookie = (await login(withKey, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
    });
    afterAll(async () => {
      await withKey?.close();
      await fake?.close();
    });

    it("answers Google's figures for each leg by its mode, the estimate where Google has no route; a leg too far for its mode is not asked", async () => {
      calls.length = 0;
      mode = 'ok';
      const legs = [
        leg('Taipei 101', 'Shilin Night Market', 'walk'),
        leg('Shilin Night Market', 'Jiufen Old Street', 'transit'),
        leg('Jiufen Old Street', 'Taipei 101', 'drive'),
        leg('Shilin Night Market', 'Taipei 101', 'transit'),
        leg('Taipei 101', 'Tokyo', 'transit'),
        leg('Shilin Night Market', 'Jiufen Old Street', 'bike'),
      ];
      const res = await call<{ legs: TravelLeg[] }>(
        { method: 'POST', url: '/plan/directions', cookie, payload: { legs } },
        withKey,
      );
      expect(res.status).toBe(200);
      const noRoute = estimateTravel(legs[3].from, legs[3].to, 'transit');
      const tokyo = estimateTravel(legs[4].from, legs[4].to, 'transit');
      expect(res.data!.legs).toEqual([
        { mode: 'walk', reachable: true, distance_m: 8123, duration_s: 6000, source: 'google' },
        { mode: 'transit', reachable: true, distance_m: 8123, duration_s: 2400, source: 'google' },
        { mode: 'drive', reachable: true, distance_m: 8123, duration_s: 1500, source: 'google' },
        {
          mode: 'transit',
          reachable: true,
          distance_m: Math.round(noRoute.distanceKm * 1000),
          duration_s: noRoute.reachable && noRoute.minutes * 60,
          source: 'estimate',
        },
        // Taipei to Tokyo, 2,100 km: too far overland
        { mode: 'transit', reachable: false, distance_m: Math.round(tokyo.distanceKm * 1000), source: 'estimate' },
        { mode: 'bike', reachable: true, distance_m: 8123, duration_s: 2100, source: 'google' },
      ]);
      // what Google was asked: one leg per call, origin and destination as lat,lng, Google's mode names, the key
      const asked = calls.map((u) => [
        u.searchParams.get('mode'),
        u.searchParams.get('origin'),
        u.searchParams.get('destination'),
      ]);
      // not the leg to Tokyo
      expect(asked).toHaveLength(5);
      expect(asked.some(([, , destination]) => destination!.startsWith('35.'))).toBe(false);
      expect(asked).toEqual(
        expect.arrayContaining([
          [
            'walking',
            `${where['Taipei 101'].lat},${where['Taipei 101'].lng}`,
            `${where['Shilin Night Market'].lat},${where['Shilin Night Market'].lng}`,
          ],
          [
            'driving',
            `${where['Jiufen Old Street'].lat},${where['Jiufen Old Street'].lng}`,
            `${where['Taipei 101'].lat},${where['Taipei 101'].lng}`,
          ],
          [
            'bicycling',
            `${where['Shilin Night Market'].lat},${where['Shilin Night Market'].lng}`,
            `${where['Jiufen Old Street'].lat},${where['Jiufen Old Street'].lng}`,
          ],
        ]),
      );
      expect(calls.every((u) => u.searchParams.get('key') === 'server-key')).toBe(true);
    });

    it('an answer that is not JSON, or a Google that is down, gives the estimate, never an error', async () => {
      mode = 'broken';
      const legs = [leg('Taipei 101', 'Shilin Night Market', 'walk')];
      const res = await call<{ legs: TravelLeg[] }>(
        { method: 'POST', url: '/plan/directions', cookie, payload: { legs } },
        withKey,
      );
      expect(res.status).toBe(200);
      expect(res.data!.legs[0].source).toBe('estimate');

      const down = await buildTestApp({
        googleDirections: { apiKey: 'server-key', apiUrl: 'http://127.0.0.1:1/directions' },
      });
      try {
        const downCookie = (await login(down, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
        const r = await call<{ legs: TravelLeg[] }>(
          { method: 'POST', url: '/plan/directions', cookie: downCookie, payload: { legs } },
          down,
        );
        expect(r.status).toBe(200);
        expect(r.data!.legs[0].source).toBe('estimate');
      } finally {
        await down.close();
      }
    });
  });
});
