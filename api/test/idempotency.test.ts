import type { Itinerary, Plan, PlanOp, PlanState, PlanWithPlaces } from 'contract';
import type { TestApp } from './helpers';
import { apiCall, createTrip, startPlanners, type ApiRequest } from './plan-helpers';

let t: TestApp;
let demo: string;
let other: string;
let A: number;
let B: number;

beforeAll(async () => {
  const planners = await startPlanners('idempotency-other@example.com');
  ({ t, demo, other } = planners);
  A = planners.places['Taipei 101'].id;
  B = planners.places['Shilin Night Market'].id;
});
afterAll(() => t?.close());

let keys = 0;
/** a fresh key per test step, as the site makes one per write */
const newKey = () => `test-key-${Date.now()}-${++keys}`;
const call = <T = PlanWithPlaces>(req: ApiRequest) => apiCall<T>(t, req);
const withKey = (key: string, req: ApiRequest): ApiRequest => ({
  ...req,
  headers: { ...req.headers, 'idempotency-key': key },
});
const planCount = async (cookie: string) => (await call<Plan[]>({ url: '/plan/', cookie })).data!.length;
const planIds = async (planId: number) =>
  (await call({ url: `/plan/${planId}`, cookie: demo })).data!.plan_places.map((p) => p.id);
const newPlanRequest = (name: string): ApiRequest => ({
  method: 'POST',
  url: '/plan/',
  cookie: demo,
  payload: { plan_name: name, notes: '', plan_places: [] },
});

describe('Idempotency-Key on writes', () => {
  it('a plan created twice with one key is created once, and the second answer is the first one', async () => {
    const before = await planCount(demo);
    const key = newKey();
    const first = await t.inject({
      method: 'POST',
      url: '/api/v1/plan/',
      headers: { cookie: demo, 'idempotency-key': key },
      payload: newPlanRequest('Once').payload,
    });
    const second = await t.inject({
      method: 'POST',
      url: '/api/v1/plan/',
      headers: { cookie: demo, 'idempotency-key': key },
      payload: newPlanRequest('Once').payload,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(second.body).data).toEqual(JSON.parse(first.body).data);
    expect(await planCount(demo)).toBe(before + 1);
  });

  it('without a key, the same request twice is two writes (the key is what makes a resend safe)', async () => {
    const before = await planCount(demo);
    await call(newPlanRequest('Twice'));
    await call(newPlanRequest('Twice'));
    expect(await planCount(demo)).toBe(before + 2);
  });

  it('a replayed place addition applies nothing: a place removed since stays removed', async () => {
    const plan = await createTrip(t, demo, [A]);
    const add = withKey(newKey(), {
      method: 'POST',
      url: `/plan/${plan}/place/${B}`,
      cookie: demo,
      payload: { action: 'insert' },
    });
    expect((await call(add)).status).toBe(200);
    expect(await planIds(plan)).toEqual([A, B]);
    expect((await call({ method: 'DELETE', url: `/plan/${plan}/place/${B}`, cookie: demo })).status).toBe(200);
    // the queue sends the addition again (its answer was lost): the remembered answer, nothing applied
    const replay = await call(add);
    expect(replay.status).toBe(200);
    expect(replay.data!.plan_places.map((p) => p.id)).toEqual([A, B]);
    expect(await planIds(plan)).toEqual([A]);
  });

  it('the same key with another body is refused with 422 in the caller’s language and applies nothing', async () => {
    const key = newKey();
    expect((await call(withKey(key, newPlanRequest('First')))).status).toBe(200);
    const before = await planCount(demo);
    const en = await call(withKey(key, newPlanRequest('Second')));
    expect(en.status).toBe(422);
    expect(en.message).toBe(
      'This Idempotency-Key was already used for a different request. Send a new key for a new change.',
    );
    const zh = await call(withKey(key, { ...newPlanRequest('Second'), headers: { 'accept-language': 'zh-Hant-TW' } }));
    expect(zh.status).toBe(422);
    expect(zh.message).toBe('這個 Idempotency-Key 已用於另一個請求。新的變更請使用新的金鑰。');
    // another path with the same key is another request too
    const plan = await createTrip(t, demo, []);
    const elsewhere = await call(
      withKey(key, { method: 'POST', url: `/plan/${plan}/place/${A}`, cookie: demo, payload: { action: 'insert' } }),
    );
    expect(elsewhere.status).toBe(422);
    expect(await planIds(plan)).toEqual([]);
    expect(await planCount(demo)).toBe(before + 1);
  });

  it('a key belongs to its account: another account’s write with the same key is its own', async () => {
    const key = newKey();
    const mine = await call(withKey(key, newPlanRequest('Mine')));
    const beforeOther = await planCount(other);
    const theirs = await call(withKey(key, { ...newPlanRequest('Mine'), cookie: other }));
    expect(theirs.status).toBe(200);
    expect(theirs.data!.id).not.toBe(mine.data!.id);
    expect(await planCount(other)).toBe(beforeOther + 1);
    // and the demo account's plan was never shown to the other account
    expect((await call({ url: `/plan/${mine.data!.id}`, cookie: other })).status).toBe(404);
  });

  it('a refused write is not remembered: the same key may be sent again once it can succeed', async () => {
    const key = newKey();
    const plan = await createTrip(t, demo, []);
    const add = withKey(key, {
      method: 'POST',
      url: `/plan/${plan}/place/${A}`,
      cookie: other,
      payload: { action: 'insert' },
    });
    expect((await call(add)).status).toBe(404);
    expect((await call(add)).status).toBe(404);
    expect(await planIds(plan)).toEqual([]);
    const ownPlan = await createTrip(t, other, []);
    const own = withKey(key, { ...add, url: `/plan/${ownPlan}/place/${A}` });
    expect((await call(own)).status).toBe(200);
  });

  it('a key is remembered 24 hours: a row past its time is pruned and the key is free again', async () => {
    const key = newKey();
    const before = await planCount(demo);
    expect((await call(withKey(key, newPlanRequest('Old')))).status).toBe(200);
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', key)
      .execute();
    const stale = newKey();
    await t.app.db
      .insertInto('idempotency_keys')
      .values({
        scope: 'guest',
        key: stale,
        method: 'POST',
        path: '/x',
        body_sha256: '0',
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    expect((await call(withKey(key, newPlanRequest('Old')))).status).toBe(200);
    expect(await planCount(demo)).toBe(before + 2);
    const left = await t.app.db.selectFrom('idempotency_keys').select('key').where('key', '=', stale).execute();
    expect(left).toEqual([]);
    const row = await t.app.db
      .selectFrom('idempotency_keys')
      .select(['expires_at'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const hours = (new Date(row.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('a malformed key is a 400 that applies nothing', async () => {
    const before = await planCount(demo);
    const res = await call(withKey('short', newPlanRequest('Bad')));
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/Idempotency-Key/);
    expect(await planCount(demo)).toBe(before);
  });
});

describe('writes kept offline on two devices, sent when the connection is back', () => {
  /** a plan with A and B in one day, and its version */
  async function tripWithDay(): Promise<{ id: number; version: number }> {
    const id = await createTrip(t, demo, [A, B]);
    const { version } = (await call<PlanWithPlaces>({ url: `/plan/${id}`, cookie: demo })).data!;
    const saved = await call<Itinerary>({
      method: 'PUT',
      url: `/plan/${id}/itinerary`,
      cookie: demo,
      payload: {
        start_date: null,
        time_zone: null,
        days: [{ name: 'Harbour', travel_mode: 'walk', stops: [{ place_id: A }, { place_id: B }] }],
        base_version: version,
      },
    });
    expect(saved.status).toBe(200);
    return { id, version: saved.data!.version! };
  }
  /** a queued write: operations based on the version the device read, with the key it was made with */
  const queued = (id: number, base_version: number, ops: PlanOp[]) =>
    withKey(newKey(), { method: 'POST', url: `/plan/${id}/ops`, cookie: demo, payload: { base_version, ops } });
  const times = async (id: number) =>
    (await call<Itinerary>({ url: `/plan/${id}/itinerary`, cookie: demo })).data!.days[0].stops.map(
      (s) => s.start_time,
    );

  it('two devices change different stops from the same version: both are kept, each applied once however often it is sent', async () => {
    const { id, version } = await tripWithDay();
    const phone = queued(id, version, [{ op: 'set_stop', place_id: A, start_time: '10:15' }]);
    const laptop = queued(id, version, [{ op: 'set_stop', place_id: B, start_time: '14:00' }]);

    const fromPhone = await call<PlanState>(phone);
    // the answer was lost on the way: the phone sends it again, and is answered what it was answered
    const phoneAgain = await call<PlanState>(phone);
    expect([fromPhone.status, phoneAgain.status]).toEqual([200, 200]);
    expect(phoneAgain.data!.version).toBe(fromPhone.data!.version);
    const fromLaptop = await call<PlanState>(laptop);
    expect(fromLaptop.status).toBe(200);
    expect((await call<PlanState>(laptop)).data!.version).toBe(fromLaptop.data!.version);

    expect(fromLaptop.data!.version).toBe(version + 2);
    expect(await times(id)).toEqual(['10:15', '14:00']);
  });

  it('a third device changed the same stop from the old version: 409 with the plan as it is, nothing lost', async () => {
    const { id, version } = await tripWithDay();
    expect((await call(queued(id, version, [{ op: 'set_stop', place_id: A, start_time: '10:15' }]))).status).toBe(200);
    const stale = await call<PlanState>(queued(id, version, [{ op: 'set_stop', place_id: A, start_time: '12:00' }]));
    expect(stale.status).toBe(409);
    // the screen offers both: its own value (in the write it kept) and theirs (in the answer)
    expect(stale.data!.itinerary.days[0].stops[0].start_time).toBe('10:15');
    expect(await times(id)).toEqual(['10:15', null]);
  });
});
