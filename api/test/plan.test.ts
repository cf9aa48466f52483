import type { Plan, PlanWithPlaces } from 'contract';
import { insertIntoOrder } from '../src/services/plans';
import type { TestApp } from './helpers';
import { apiCall, createTrip, startPlanners, type ApiRequest } from './plan-helpers';

let t: TestApp;
let demo: string;
let other: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const planners = await startPlanners('planner-other@example.com');
  ({ t, demo, other } = planners);
  for (const [name, place] of Object.entries(planners.places)) ids[name] = place.id;
});
afterAll(() => t?.close());

const A = () => ids['Taipei 101'];
const B = () => ids['Shilin Night Market'];
const C = () => ids['Jiufen Old Street'];
const D = () => ids['Tokyo'];

type Req = ApiRequest;
const call = <T = PlanWithPlaces>(req: Req) => apiCall<T>(t, req);
const newPlan = (cookie = demo, places: number[] = []) => createTrip(t, cookie, places);
const order = (p: PlanWithPlaces | undefined) => p!.plan_places.map((x) => x.id);
async function currentOrder(planId: number) {
  return order((await call({ url: `/plan/${planId}`, cookie: demo })).data);
}

describe('insertIntoOrder (the server-side planner action)', () => {
  it('insert appends without duplicates', () => {
    expect(insertIntoOrder([], 1, 'insert')).toEqual([1]);
    expect(insertIntoOrder([1, 2], 3, 'insert')).toEqual([1, 2, 3]);
    expect(insertIntoOrder([1, 2], 1, 'insert')).toEqual([1, 2]);
  });
  it('insert_after / insert_before at the ends and in the middle', () => {
    expect(insertIntoOrder([1, 2, 3], 9, 'insert_before', 1)).toEqual([9, 1, 2, 3]);
    expect(insertIntoOrder([1, 2, 3], 9, 'insert_after', 3)).toEqual([1, 2, 3, 9]);
    expect(insertIntoOrder([1, 2, 3], 9, 'insert_after', 2)).toEqual([1, 2, 9, 3]);
    expect(insertIntoOrder([1, 2, 3], 9, 'insert_before', 2)).toEqual([1, 9, 2, 3]);
  });
  it('moves a place already in the plan instead of duplicating it', () => {
    expect(insertIntoOrder([1, 2, 3], 1, 'insert_after', 3)).toEqual([2, 3, 1]);
    expect(insertIntoOrder([1, 2, 3], 3, 'insert_before', 1)).toEqual([3, 1, 2]);
  });
  it('rejects a missing, unknown or same on_place_id', () => {
    expect(() => insertIntoOrder([1], 2, 'insert_after')).toThrow('plan_on_place_required');
    expect(() => insertIntoOrder([1], 2, 'insert_after', 5)).toThrow('plan_on_place_missing');
    expect(() => insertIntoOrder([1, 2], 2, 'insert_before', 2)).toThrow('plan_on_place_same');
  });
});

describe('plans CRUD', () => {
  it('creates, lists, reads, renames and deletes a plan', async () => {
    const created = await call({
      method: 'POST',
      url: '/plan/',
      cookie: demo,
      payload: {
        plan_name: 'Taipei weekend',
        notes: 'bring an umbrella',
        plan_places: [
          { id: A(), type: 'poi', notes: 'sunset' },
          { id: B(), type: 'whatever', notes: '' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const plan = created.data!;
    expect(plan).toMatchObject({ plan_name: 'Taipei weekend', notes: 'bring an umbrella' });
    expect(plan.plan_places.map((p) => [p.id, p.type, p.notes])).toEqual([
      [A(), 'poi', 'sunset'],
      [B(), 'poi', ''],
    ]);
    expect(plan.plan_places[0].place.place_name).toBe('Taipei 101');

    const list = await call<Plan[]>({ url: '/plan', cookie: demo });
    expect(list.data!.find((p) => p.id === plan.id)).toEqual({
      id: plan.id,
      plan_name: 'Taipei weekend',
      notes: 'bring an umbrella',
      plan_places: [
        { id: A(), type: 'poi', notes: 'sunset' },
        { id: B(), type: 'poi', notes: '' },
      ],
      // beyond the original fields: my role in it and its version
      role: 'owner',
      version: 1,
    });

    const saved = await call({
      method: 'POST',
      url: `/plan/${plan.id}`,
      cookie: demo,
      payload: {
        id: plan.id,
        base_version: 1,
        plan_name: 'Renamed',
        notes: '',
        plan_places: [
          { id: B(), type: 'poi', notes: 'dinner' },
          { id: A(), type: 'poi', notes: '' },
        ],
      },
    });
    expect(saved.data).toMatchObject({ plan_name: 'Renamed', notes: '' });
    expect(saved.data!.plan_places.map((p) => [p.id, p.notes])).toEqual([
      [B(), 'dinner'],
      [A(), ''],
    ]);

    expect((await call({ method: 'DELETE', url: `/plan/${plan.id}`, cookie: demo })).status).toBe(200);
    const gone = await call({ url: `/plan/${plan.id}`, cookie: demo });
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('This plan does not exist.');
  });

  it('a migration key makes creating idempotent (retry after a lost answer)', async () => {
    const payload = {
      plan_name: 'Guest plan',
      notes: '',
      plan_places: [{ id: C(), type: 'poi', notes: 'tea' }],
      migration_key: 'guest-abcdef12345',
    };
    const first = await call({ method: 'POST', url: '/plan/', cookie: demo, payload });
    const again = await call({ method: 'POST', url: '/plan/', cookie: demo, payload });
    expect(again.data!.id).toBe(first.data!.id);
    const all = await call<Plan[]>({ url: '/plan', cookie: demo });
    expect(all.data!.filter((p) => p.plan_name === 'Guest plan')).toHaveLength(1);
    // the same key of another user is another plan
    const theirs = await call({ method: 'POST', url: '/plan/', cookie: other, payload });
    expect(theirs.data!.id).not.toBe(first.data!.id);
  });

  it('bad input → 400/404 in the caller language with nothing changed', async () => {
    const before = (await call<Plan[]>({ url: '/plan', cookie: demo })).data!.length;
    const unknown = await call({
      method: 'POST',
      url: '/plan/',
      cookie: demo,
      payload: { plan_name: 'X', notes: '', plan_places: [{ id: 999999, type: 'poi', notes: '' }] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('This place does not exist.');
    const dup = await call({
      method: 'POST',
      url: '/plan/',
      cookie: demo,
      headers: { 'accept-language': 'zh-Hant-TW' },
      payload: {
        plan_name: 'X',
        notes: '',
        plan_places: [
          { id: A(), type: 'poi', notes: '' },
          { id: A(), type: 'poi', notes: '' },
        ],
      },
    });
    expect(dup.status).toBe(400);
    expect(dup.message).toBe('計畫中有重複的地點。');
    const blank = await call({
      method: 'POST',
      url: '/plan/',
      cookie: demo,
      payload: { plan_name: '   ', notes: '', plan_places: [] },
    });
    expect(blank.status).toBe(400);
    const badKey = await call({
      method: 'POST',
      url: '/plan/',
      cookie: demo,
      payload: { plan_name: 'X', notes: '', plan_places: [], migration_key: 'bad key!' },
    });
    expect(badKey.status).toBe(400);
    expect((await call<Plan[]>({ url: '/plan', cookie: demo })).data!.length).toBe(before);
  });
});

describe('planner actions on the server', () => {
  it('insert (no duplicates), insert_before / insert_after, remove', async () => {
    const id = await newPlan();
    const ins = (placeId: number, action: string, on_place_id?: number) =>
      call({ method: 'POST', url: `/plan/${id}/place/${placeId}`, cookie: demo, payload: { action, on_place_id } });
    expect(order((await ins(A(), 'insert')).data)).toEqual([A()]);
    expect(order((await ins(A(), 'insert')).data)).toEqual([A()]);
    expect(order((await ins(B(), 'insert_before', A())).data)).toEqual([B(), A()]);
    expect(order((await ins(C(), 'insert_after', B())).data)).toEqual([B(), C(), A()]);
    expect(order((await ins(D(), 'insert_after', A())).data)).toEqual([B(), C(), A(), D()]);
    const removed = await call({ method: 'DELETE', url: `/plan/${id}/place/${C()}`, cookie: demo });
    expect(order(removed.data)).toEqual([B(), A(), D()]);
    const again = await call({ method: 'DELETE', url: `/plan/${id}/place/${C()}`, cookie: demo });
    expect(again.status).toBe(404);
    expect(await currentOrder(id)).toEqual([B(), A(), D()]);
  });

  it('rejects a bad action, a missing/unknown on_place_id and an unknown place, changing nothing', async () => {
    const id = await newPlan(demo, [A()]);
    const post = (placeId: number, payload: unknown) =>
      call({ method: 'POST', url: `/plan/${id}/place/${placeId}`, cookie: demo, payload });
    const bad = await post(B(), { action: 'insert_somewhere' });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/action/);
    const missing = await post(B(), { action: 'insert_after' });
    expect(missing.status).toBe(400);
    expect(missing.message).toBe('on_place_id is required for insert_after and insert_before.');
    const notIn = await post(B(), { action: 'insert_before', on_place_id: C() });
    expect(notIn.status).toBe(400);
    expect(notIn.message).toBe('on_place_id is not a place of this plan.');
    const unknown = await post(999999, { action: 'insert' });
    expect(unknown.status).toBe(404);
    expect(await currentOrder(id)).toEqual([A()]);
  });

  it('concurrent inserts keep one consistent order with every place once', async () => {
    const id = await newPlan(demo, [A()]);
    const many = [B(), C(), D(), ids['Taiwan']];
    const results = await Promise.all(
      many.map((placeId) =>
        call({
          method: 'POST',
          url: `/plan/${id}/place/${placeId}`,
          cookie: demo,
          payload: { action: 'insert_after', on_place_id: A() },
        }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    const final = await currentOrder(id);
    expect(final).toHaveLength(5);
    expect(new Set(final).size).toBe(5);
    expect(final[0]).toBe(A());
    const positions = await t.app.db
      .selectFrom('plan_places')
      .select('position')
      .where('plan_id', '=', id)
      .orderBy('position')
      .execute();
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('permissions', () => {
  it('another user gets the 404 of a plan that does not exist on every plan call; a guest gets 401', async () => {
    const id = await newPlan(demo, [A()]);
    const attempts: Req[] = [
      { url: `/plan/${id}` },
      { method: 'POST', url: `/plan/${id}`, payload: { plan_name: 'Mine', notes: '', plan_places: [] } },
      { method: 'DELETE', url: `/plan/${id}` },
      { method: 'POST', url: `/plan/${id}/place/${B()}`, payload: { action: 'insert' } },
      { method: 'DELETE', url: `/plan/${id}/place/${A()}` },
    ];
    const missing = 2_000_000_000;
    for (const a of attempts) {
      const theirs = await call({ ...a, cookie: other });
      const none = await call({ ...a, url: a.url.replace(`/plan/${id}`, `/plan/${missing}`), cookie: other });
      expect(theirs.status).toBe(404);
      expect(theirs).toEqual(none);
      expect((await call(a)).status).toBe(401);
    }
    expect((await call({ url: '/plan' })).status).toBe(401);
    expect((await call<Plan[]>({ url: '/plan', cookie: other })).data!.some((p) => p.id === id)).toBe(false);
    expect(await currentOrder(id)).toEqual([A()]);
  });
});

describe('guest plan loading', () => {
  it('POST /plan/load resolves the local plan, dropping unknown and repeated places', async () => {
    const res = await call({
      method: 'POST',
      url: '/plan/load',
      payload: {
        id: 'guest',
        plan_name: 'My to-go list',
        notes: 'n',
        plan_places: [
          { id: B(), type: 'poi', notes: 'x' },
          { id: 999999, type: 'poi', notes: '' },
          { id: A(), type: 'poi', notes: '' },
          { id: B(), type: 'poi', notes: 'dup' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: 'guest', plan_name: 'My to-go list', notes: 'n' });
    expect(res.data!.plan_places.map((p) => [p.id, p.notes, p.place.place_name])).toEqual([
      [B(), 'x', 'Shilin Night Market'],
      [A(), '', 'Taipei 101'],
    ]);
  });

  it('GET /plan/load/place/:id returns one place, 404 for an unknown one', async () => {
    const ok = await call<{ id: number; place_name: string }>({ url: `/plan/load/place/${A()}` });
    expect(ok.data).toMatchObject({ id: A(), place_name: 'Taipei 101' });
    expect((await call({ url: '/plan/load/place/999999' })).status).toBe(404);
  });
});

describe('read-only share link', () => {
  type Shared = { plan_name: string; notes: string; plan_places: PlanWithPlaces['plan_places'] };

  it('the owner creates a link that anyone can read; it is stored hashed; revoking makes it 404', async () => {
    const id = await newPlan(demo, [B(), A()]);
    expect((await call({ url: `/plan/${id}`, cookie: demo })).data!.shared).toBe(false);

    const made = await call<{ token: string }>({ method: 'POST', url: `/plan/${id}/share`, cookie: demo });
    expect(made.status).toBe(200);
    const token = made.data!.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.app.db.selectFrom('plans').select('share_token').where('id', '=', id).executeTakeFirst();
    expect(stored!.share_token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.share_token).not.toContain(token);
    expect((await call({ url: `/plan/${id}`, cookie: demo })).data!.shared).toBe(true);

    // anyone (no session) reads it, in their language, with nothing about the owner
    const read = await call<Shared>({ url: `/plan/shared/${token}`, headers: { 'accept-language': 'zh-Hant-TW' } });
    expect(read.status).toBe(200);
    expect(Object.keys(read.data!).sort()).toEqual(['notes', 'plan_name', 'plan_places']);
    expect(read.data!.plan_name).toBe('Trip');
    expect(read.data!.plan_places.map((p) => p.id)).toEqual([B(), A()]);
    expect(read.data!.plan_places[1].place.place_name).toBe('台北101');
    // the owner's changes show through the link
    await call({ method: 'POST', url: `/plan/${id}/place/${C()}`, cookie: demo, payload: { action: 'insert' } });
    expect((await call<Shared>({ url: `/plan/shared/${token}` })).data!.plan_places.map((p) => p.id)).toEqual([
      B(),
      A(),
      C(),
    ]);

    // a new link replaces the old one
    const again = await call<{ token: string }>({ method: 'POST', url: `/plan/${id}/share`, cookie: demo });
    expect(again.data!.token).not.toBe(token);
    expect((await call({ url: `/plan/shared/${token}` })).status).toBe(404);
    expect((await call({ url: `/plan/shared/${again.data!.token}` })).status).toBe(200);

    // revoke: 404 in the caller's language; revoking again is harmless
    expect((await call({ method: 'DELETE', url: `/plan/${id}/share`, cookie: demo })).status).toBe(200);
    const gone = await call({ url: `/plan/shared/${again.data!.token}` });
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('This share link does not exist or was turned off by its owner.');
    expect((await call({ method: 'DELETE', url: `/plan/${id}/share`, cookie: demo })).status).toBe(200);
    expect((await call({ url: `/plan/${id}`, cookie: demo })).data!.shared).toBe(false);
  });

  it('only the owner creates or revokes (404 another user, as for no such plan; 401 a guest); nothing changes', async () => {
    const id = await newPlan(demo, [A()]);
    const token = (await call<{ token: string }>({ method: 'POST', url: `/plan/${id}/share`, cookie: demo })).data!
      .token;
    for (const method of ['POST', 'DELETE']) {
      expect((await call({ method, url: `/plan/${id}/share`, cookie: other })).status).toBe(404);
      expect((await call({ method, url: `/plan/${id}/share` })).status).toBe(401);
      expect((await call({ method, url: `/plan/99999999/share`, cookie: demo })).status).toBe(404);
      expect((await call({ method, url: `/plan/abc/share`, cookie: demo })).status).toBe(400);
    }
    // the link still works, unchanged
    expect((await call<Shared>({ url: `/plan/shared/${token}` })).data!.plan_places.map((p) => p.id)).toEqual([A()]);
    // the share link is read-only: it grants nothing on the plan itself
    expect((await call({ url: `/plan/${id}`, cookie: other })).status).toBe(404);
  });

  it('a bad or unknown token → 400 / 404 with a clear message', async () => {
    const unknown = await call({ url: `/plan/shared/${'A'.repeat(43)}` });
    expect(unknown.status).toBe(404);
    const malformed = await call({ url: '/plan/shared/short', headers: { 'accept-language': 'zh-Hant-TW' } });
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await call({ url: `/plan/shared/${'x'.repeat(42)}!` })).status).toBe(400);
  });
});
