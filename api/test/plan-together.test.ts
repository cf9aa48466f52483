import type {
  Itinerary,
  ItineraryBody,
  Plan,
  PlanActivityEntry,
  PlanInvite,
  PlanMember,
  PlanOp,
  PlanState,
  PlanWithPlaces,
} from 'contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { onPlanChange, type PlanChangeNotice } from '../src/services/planActivity';
import { startSmtp } from './accounts-helpers';
import { buildTestApp, createUser, login, type TestApp } from './helpers';
import { apiCall, createTrip, type ApiRequest } from './plan-helpers';

const SITE = 'https://site.test';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const cookies: Record<'owner' | 'editor' | 'viewer' | 'stranger', string> = {
  owner: '',
  editor: '',
  viewer: '',
  stranger: '',
};
const userIds: Record<'editor' | 'viewer' | 'stranger', number> = { editor: 0, viewer: 0, stranger: 0 };
const ids: Record<string, number> = {};
const A = () => ids['Taipei 101'];
const B = () => ids['Shilin Night Market'];
const C = () => ids['Jiufen Old Street'];
const D = () => ids['Tokyo'];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ mail: smtp.config, siteUrl: SITE });
  cookies.owner = (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
  for (const [who, name] of [
    ['editor', 'Ana'],
    ['viewer', 'Bo'],
    ['stranger', 'Cy'],
  ] as const) {
    userIds[who] = await createUser(t.app, `${who}@together.example`, 'together-pass-2026', name);
    cookies[who] = (await login(t, `${who}@together.example`, 'together-pass-2026')).cookie;
  }
  await t.app.db.updateTable('users').set({ profile_color: '#e4572e' }).where('id', '=', userIds.editor).execute();
  const rows = await t.app.db
    .selectFrom('places')
    .select(['id', 'name_en'])
    .where('name_en', 'in', ['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street', 'Tokyo', 'Taiwan'])
    .execute();
  for (const r of rows) ids[r.name_en] = r.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = <T>(req: ApiRequest) => apiCall<T>(t, req);
const zh = { 'accept-language': 'zh-Hant-TW' };

/** A new invitation link of the plan, made by `by` for `role`: its token. */
async function invite(planId: number, role: 'editor' | 'viewer', by = cookies.owner): Promise<string> {
  const res = await call<{ token: string }>({
    method: 'POST',
    url: `/plan/${planId}/invites`,
    cookie: by,
    payload: { role },
  });
  expect(res.status).toBe(200);
  return res.data!.token;
}

async function join(token: string, cookie: string) {
  return call<{ plan_id: number; role: string }>({ method: 'POST', url: `/plan/invite/${token}/accept`, cookie });
}

/** The demo user's new plan with places A, B, C, D, two days, and Ana as editor, Bo as viewer. */
async function sharedTrip(): Promise<number> {
  const id = await createTrip(t, cookies.owner, [A(), B(), C(), D()]);
  const days: ItineraryBody = {
    start_date: null,
    time_zone: null,
    base_version: 1,
    days: [
      { name: 'Taipei', travel_mode: 'walk', stops: [{ place_id: A() }, { place_id: B() }] },
      { name: 'Jiufen', travel_mode: 'transit', stops: [{ place_id: C() }] },
    ],
  };
  expect(
    (await call({ method: 'PUT', url: `/plan/${id}/itinerary`, cookie: cookies.owner, payload: days })).status,
  ).toBe(200);
  expect((await join(await invite(id, 'editor'), cookies.editor)).status).toBe(200);
  expect((await join(await invite(id, 'viewer'), cookies.viewer)).status).toBe(200);
  return id;
}

/** Everything the plan shows to its owner: to check that a refused request changed nothing. */
async function snapshot(planId: number) {
  const [plan, itinerary, members, invites] = await Promise.all([
    call<PlanWithPlaces>({ url: `/plan/${planId}`, cookie: cookies.owner }),
    call<Itinerary>({ url: `/plan/${planId}/itinerary`, cookie: cookies.owner }),
    call<PlanMember[]>({ url: `/plan/${planId}/members`, cookie: cookies.owner }),
    call<PlanInvite[]>({ url: `/plan/${planId}/invites`, cookie: cookies.owner }),
  ]);
  const share = await t.app.db.selectFrom('plans').select('share_token').where('id', '=', planId).executeTakeFirst();
  return { plan: plan.data, itinerary: itinerary.data, members: members.data, invites: invites.data, share };
}

const versionOf = async (planId: number) =>
  (await call<PlanWithPlaces>({ url: `/plan/${planId}`, cookie: cookies.owner })).data!.version!;

const ops = (planId: number, base_version: number, list: PlanOp[], cookie = cookies.owner, headers?: object) =>
  call<PlanState>({
    method: 'POST',
    url: `/plan/${planId}/ops`,
    cookie,
    payload: { base_version, ops: list },
    headers: headers as Record<string, string>,
  });

type Role = 'owner' | 'editor' | 'viewer' | 'stranger' | 'guest';
const ROLES: Role[] = ['owner', 'editor', 'viewer', 'stranger', 'guest'];

/** One plan call, made against a fresh shared plan; `expected` is the status for owner/editor/viewer/stranger/guest. */
interface Case {
  name: string;
  request: (planId: number) => Promise<ApiRequest>;
  expected: [number, number, number, number, number];
}

const read = (name: string, url: (id: number) => string): Case => ({
  name,
  request: async (id) => ({ url: url(id) }),
  expected: [200, 200, 200, 404, 401],
});
const edit = (name: string, request: Case['request']): Case => ({ name, request, expected: [200, 200, 403, 404, 401] });
const own = (name: string, request: Case['request']): Case => ({ name, request, expected: [200, 403, 403, 404, 401] });

const CASES: Case[] = [
  read('GET /plan/{id}', (id) => `/plan/${id}`),
  edit('POST /plan/{id} (the whole plan)', async (id) => ({
    method: 'POST',
    url: `/plan/${id}`,
    payload: {
      plan_name: 'Renamed',
      notes: 'n',
      plan_places: [A(), B(), C()].map((p) => ({ id: p, type: 'poi', notes: '' })),
      base_version: await versionOf(id),
    },
  })),
  own('DELETE /plan/{id}', async (id) => ({ method: 'DELETE', url: `/plan/${id}` })),
  edit('POST /plan/{id}/place/{placeId}', async (id) => ({
    method: 'POST',
    url: `/plan/${id}/place/${ids.Taiwan}`,
    payload: { action: 'insert' },
  })),
  edit('DELETE /plan/{id}/place/{placeId}', async (id) => ({ method: 'DELETE', url: `/plan/${id}/place/${D()}` })),
  own('POST /plan/{id}/share', async (id) => ({ method: 'POST', url: `/plan/${id}/share` })),
  own('DELETE /plan/{id}/share', async (id) => ({ method: 'DELETE', url: `/plan/${id}/share` })),
  read('GET /plan/{id}/itinerary', (id) => `/plan/${id}/itinerary`),
  edit('PUT /plan/{id}/itinerary', async (id) => ({
    method: 'PUT',
    url: `/plan/${id}/itinerary`,
    payload: { start_date: '2027-03-01', time_zone: null, days: [], base_version: await versionOf(id) },
  })),
  read('GET /plan/{id}/members', (id) => `/plan/${id}/members`),
  own('PUT /plan/{id}/members/{userId}', async (id) => ({
    method: 'PUT',
    url: `/plan/${id}/members/${userIds.viewer}`,
    payload: { role: 'editor' },
  })),
  own('DELETE /plan/{id}/members/{userId}', async (id) => ({
    method: 'DELETE',
    url: `/plan/${id}/members/${userIds.viewer}`,
  })),
  {
    name: 'POST /plan/{id}/leave',
    request: async (id) => ({ method: 'POST', url: `/plan/${id}/leave` }),
    // the owner deletes the plan instead
    expected: [400, 200, 200, 404, 401],
  },
  edit('GET /plan/{id}/invites', async (id) => ({ url: `/plan/${id}/invites` })),
  edit('POST /plan/{id}/invites', async (id) => ({
    method: 'POST',
    url: `/plan/${id}/invites`,
    payload: { role: 'viewer' },
  })),
  {
    name: 'DELETE /plan/{id}/invites/{inviteId} (an invitation the owner made)',
    request: async (id) => {
      await invite(id, 'viewer');
      const made = await call<PlanInvite[]>({ url: `/plan/${id}/invites`, cookie: cookies.owner });
      return { method: 'DELETE', url: `/plan/${id}/invites/${made.data![0].id}` };
    },
    // an editor revokes only the invitations they made
    expected: [200, 403, 403, 404, 401],
  },
  edit('POST /plan/{id}/ops', async (id) => ({
    method: 'POST',
    url: `/plan/${id}/ops`,
    payload: { base_version: await versionOf(id), ops: [{ op: 'rename_plan', plan_name: 'Renamed' }] },
  })),
  read('GET /plan/{id}/activity', (id) => `/plan/${id}/activity`),
];

describe('roles: every plan call × owner, editor, viewer, stranger, guest', () => {
  const table = CASES.flatMap((c) => ROLES.map((role, n) => [c.name, role, c.expected[n], c] as const));
  it.each(table)('%s as %s → %i', async (_name, role, status, c) => {
    const id = await sharedTrip();
    const req = await c.request(id);
    const before = await snapshot(id);
    const res = await call({ ...req, ...(role === 'guest' ? {} : { cookie: cookies[role] }) });
    expect(res.status).toBe(status);
    if (status >= 400) expect(await snapshot(id)).toEqual(before);
    if (status === 404) {
      // exactly the answer for a plan that does not exist
      const missing = 2_000_000_000;
      const none = await call({
        ...req,
        url: req.url.replace(`/plan/${id}`, `/plan/${missing}`),
        cookie: cookies[role as 'stranger'],
      });
      expect(res).toEqual(none);
    }
    if (status === 403) expect(res.message).toMatch(/owner|view this plan but not change it|invitation/);
  });

  it('the directions call carries no plan: any signed-in user, never a guest', async () => {
    const legs = [{ from: { lat: 25.03, lng: 121.56 }, to: { lat: 25.09, lng: 121.52 }, mode: 'walk' }];
    for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const)
      expect(
        (await call({ method: 'POST', url: '/plan/directions', cookie: cookies[role], payload: { legs } })).status,
      ).toBe(200);
    expect((await call({ method: 'POST', url: '/plan/directions', payload: { legs } })).status).toBe(401);
  });

  it('a viewer is told in their language why a change is refused', async () => {
    const id = await sharedTrip();
    const res = await ops(id, await versionOf(id), [{ op: 'set_notes', notes: 'x' }], cookies.viewer, zh);
    expect([res.status, res.message]).toEqual([403, '您可以檢視這份計畫，但無法修改。']);
  });
});

describe('members', () => {
  it('are listed with names and colours, the owner first; the plans shared with me are in my list, marked', async () => {
    const id = await sharedTrip();
    const members = (await call<PlanMember[]>({ url: `/plan/${id}/members`, cookie: cookies.viewer })).data!;
    expect(members.map((m) => m.role)).toEqual(['owner', 'editor', 'viewer']);
    expect(members[1]).toEqual({
      user_id: userIds.editor,
      display_name: 'Ana',
      profile_color: '#e4572e',
      role: 'editor',
    });
    expect(members[2]).toMatchObject({ user_id: userIds.viewer, display_name: 'Bo' });

    const mine = (await call<Plan[]>({ url: '/plan', cookie: cookies.editor })).data!.find((p) => p.id === id);
    expect(mine).toMatchObject({ id, role: 'editor', owner_name: members[0].display_name });
    const own = (await call<Plan[]>({ url: '/plan', cookie: cookies.owner })).data!.find((p) => p.id === id)!;
    expect(own).toMatchObject({ role: 'owner' });
    expect(own).not.toHaveProperty('owner_name');
    expect((await call<Plan[]>({ url: '/plan', cookie: cookies.stranger })).data!.some((p) => p.id === id)).toBe(false);
    const plan = (await call<PlanWithPlaces>({ url: `/plan/${id}`, cookie: cookies.viewer })).data!;
    expect(plan.role).toBe('viewer');
  });

  it('the owner changes roles and removes members; a member leaves; the owner neither leaves nor changes role', async () => {
    const id = await sharedTrip();
    const changed = await call<PlanMember[]>({
      method: 'PUT',
      url: `/plan/${id}/members/${userIds.viewer}`,
      cookie: cookies.owner,
      payload: { role: 'editor' },
    });
    expect(changed.data!.find((m) => m.user_id === userIds.viewer)!.role).toBe('editor');
    // now an editor, Bo may change the plan
    expect((await ops(id, await versionOf(id), [{ op: 'set_notes', notes: 'Bo' }], cookies.viewer)).status).toBe(200);

    const removed = await call<PlanMember[]>({
      method: 'DELETE',
      url: `/plan/${id}/members/${userIds.viewer}`,
      cookie: cookies.owner,
    });
    expect(removed.data!.map((m) => m.user_id)).not.toContain(userIds.viewer);
    expect((await call({ url: `/plan/${id}`, cookie: cookies.viewer })).status).toBe(404);

    expect((await call({ method: 'POST', url: `/plan/${id}/leave`, cookie: cookies.editor })).status).toBe(200);
    expect((await call({ url: `/plan/${id}`, cookie: cookies.editor })).status).toBe(404);
    expect((await call<Plan[]>({ url: '/plan', cookie: cookies.editor })).data!.some((p) => p.id === id)).toBe(false);

    const before = await snapshot(id);
    const leave = await call({ method: 'POST', url: `/plan/${id}/leave`, cookie: cookies.owner, headers: zh });
    expect([leave.status, leave.message]).toEqual([400, '擁有者無法退出計畫，請改為刪除計畫。']);
    const ownRole = await call({
      method: 'PUT',
      url: `/plan/${id}/members/${(await t.app.db.selectFrom('plans').select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id}`,
      cookie: cookies.owner,
      payload: { role: 'viewer' },
    });
    expect(ownRole.status).toBe(400);
    const notMember = await call({
      method: 'PUT',
      url: `/plan/${id}/members/${userIds.stranger}`,
      cookie: cookies.owner,
      payload: { role: 'viewer' },
    });
    expect([notMember.status, notMember.message]).toEqual([404, 'This person is not a member of the plan.']);
    const owner = await call({
      method: 'PUT',
      url: `/plan/${id}/members/${userIds.editor}`,
      cookie: cookies.owner,
      payload: { role: 'owner' },
    });
    expect(owner.status).toBe(400);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('invitations', () => {
  it('a link works once, for one person; its token is stored hashed; the invitation shows what it offers', async () => {
    const id = await createTrip(t, cookies.owner, [A()]);
    const token = await invite(id, 'editor');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.app.db.selectFrom('plan_invites').select('token_hash').where('plan_id', '=', id).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const offer = await call({ url: `/plan/invite/${token}` });
    expect(offer.data).toMatchObject({ plan_name: 'Trip', role: 'editor' });

    const joined = await join(token, cookies.editor);
    expect(joined.data).toEqual({ plan_id: id, role: 'editor' });
    // the same person again: still a member, nothing new
    expect((await join(token, cookies.editor)).data).toEqual({ plan_id: id, role: 'editor' });
    // anyone else: the link was used
    const reused = await join(token, cookies.stranger);
    expect([reused.status, reused.message]).toEqual([
      410,
      'This invitation link has already been used. Ask for a new one.',
    ]);
    const reusedZh = await call({
      method: 'POST',
      url: `/plan/invite/${token}/accept`,
      cookie: cookies.stranger,
      headers: zh,
    });
    expect(reusedZh.message).toBe('這個邀請連結已經被使用過了，請向對方索取新的連結。');
    expect((await call({ url: `/plan/${id}`, cookie: cookies.stranger })).status).toBe(404);
    const invites = (await call<PlanInvite[]>({ url: `/plan/${id}/invites`, cookie: cookies.owner })).data!;
    expect(invites.map((i) => i.status)).toEqual(['used']);
  });

  it('an expired, revoked or unknown link is refused in the caller language and changes nothing', async () => {
    const id = await createTrip(t, cookies.owner, [A()]);
    const expired = await invite(id, 'viewer');
    await t.app.db
      .updateTable('plan_invites')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('plan_id', '=', id)
      .execute();
    const revoked = await invite(id, 'viewer');
    const list = (await call<PlanInvite[]>({ url: `/plan/${id}/invites`, cookie: cookies.owner })).data!;
    const revokedId = list.find((i) => i.status === 'open')!.id;
    const after = await call<PlanInvite[]>({
      method: 'DELETE',
      url: `/plan/${id}/invites/${revokedId}`,
      cookie: cookies.owner,
    });
    expect(after.data!.map((i) => i.status).sort()).toEqual(['expired', 'revoked']);
    const before = await snapshot(id);
    const cases: Array<[string, number, string, string]> = [
      [
        expired,
        410,
        'This invitation link has expired. Ask for a new one.',
        '這個邀請連結已過期，請向對方索取新的連結。',
      ],
      [revoked, 410, 'This invitation link was turned off by the plan’s owner.', '這個邀請連結已被計畫擁有者停用。'],
      ['x'.repeat(43), 404, 'This invitation link does not exist.', '這個邀請連結不存在。'],
    ];
    for (const [token, status, en, chinese] of cases) {
      const res = await join(token, cookies.stranger);
      expect([res.status, res.message]).toEqual([status, en]);
      const resZh = await call({
        method: 'POST',
        url: `/plan/invite/${token}/accept`,
        cookie: cookies.stranger,
        headers: zh,
      });
      expect(resZh.message).toBe(chinese);
      expect((await call({ url: `/plan/invite/${token}` })).status).toBe(status);
    }
    expect((await call({ url: '/plan/invite/short' })).status).toBe(400);
    expect(await snapshot(id)).toEqual(before);
    expect((await call({ url: `/plan/${id}`, cookie: cookies.stranger })).status).toBe(404);
  });

  it('an editor invites viewers only; a viewer invites nobody; the owner’s own link is refused', async () => {
    const id = await sharedTrip();
    const before = await snapshot(id);
    const asEditor = await call({
      method: 'POST',
      url: `/plan/${id}/invites`,
      cookie: cookies.editor,
      payload: { role: 'editor' },
      headers: zh,
    });
    expect([asEditor.status, asEditor.message]).toEqual([403, '編輯者只能邀請檢視者，只有擁有者可以邀請編輯者。']);
    const asViewer = await call({
      method: 'POST',
      url: `/plan/${id}/invites`,
      cookie: cookies.viewer,
      payload: { role: 'viewer' },
    });
    expect(asViewer.status).toBe(403);
    const owner = await call({
      method: 'POST',
      url: `/plan/${id}/invites`,
      cookie: cookies.owner,
      payload: { role: 'owner' },
    });
    expect(owner.status).toBe(400);
    expect(await snapshot(id)).toEqual(before);

    const token = await invite(id, 'viewer', cookies.editor);
    const own = await join(token, cookies.owner);
    expect([own.status, own.message]).toEqual([400, 'This is your own plan.']);
    expect((await join(token, cookies.stranger)).data).toEqual({ plan_id: id, role: 'viewer' });
  });

  it('with an e-mail address, the link is mailed there in the inviter’s language', async () => {
    const id = await createTrip(t, cookies.owner, [A()]);
    const res = await call<{ token: string }>({
      method: 'POST',
      url: `/plan/${id}/invites`,
      cookie: cookies.owner,
      payload: { role: 'viewer', email: 'friend@together.example' },
      headers: zh,
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === 'friend@together.example');
    expect(mail.subject).toContain('一起規劃「Trip」');
    expect(mail.text).toContain(`${SITE}/my/plans/invite/${res.data!.token}`);
  });
});

describe('versions: no edit is lost', () => {
  it('operations on different things from the same version both apply', async () => {
    const id = await sharedTrip();
    const base = await versionOf(id);
    const first = await ops(id, base, [
      { op: 'rename_day', day: 0, name: 'Day of towers' },
      { op: 'set_stop', place_id: A(), start_time: '09:00', stay_minutes: 60 },
    ]);
    expect(first.status).toBe(200);
    const second = await ops(
      id,
      base,
      [
        { op: 'rename_day', day: 1, name: 'Mountain day' },
        { op: 'move_stop', place_id: B(), day: 1, index: 0 },
        { op: 'rename_plan', plan_name: 'Taiwan together' },
        { op: 'add_stop', place_id: ids.Taiwan, day: 0 },
      ],
      cookies.editor,
    );
    expect(second.status).toBe(200);
    const state = second.data!;
    expect(state.version).toBe(base + 2);
    expect(state.plan.plan_name).toBe('Taiwan together');
    expect(state.itinerary.days.map((d) => [d.name, d.stops.map((s) => s.place_id)])).toEqual([
      ['Day of towers', [A(), ids.Taiwan]],
      ['Mountain day', [B(), C()]],
    ]);
    expect(state.itinerary.days[0].stops[0]).toMatchObject({ start_time: '09:00', stay_minutes: 60 });
    expect(state.itinerary.unscheduled).toEqual([D()]);
  });

  it('a real conflict is a 409 with the plan as it is, and nothing changes', async () => {
    const id = await sharedTrip();
    const base = await versionOf(id);
    expect((await ops(id, base, [{ op: 'rename_day', day: 0, name: 'Mine' }])).status).toBe(200);
    const before = await snapshot(id);
    const activity = (await call<PlanActivityEntry[]>({ url: `/plan/${id}/activity`, cookie: cookies.owner })).data;
    const theirs = await ops(
      id,
      base,
      [
        { op: 'set_notes', notes: 'would apply alone' },
        { op: 'rename_day', day: 0, name: 'Theirs' },
      ],
      cookies.editor,
      zh,
    );
    expect(theirs.status).toBe(409);
    expect(theirs.message).toBe('在這段期間有人修改了相同的內容，您的變更尚未儲存。請查看對方的修改後再決定。');
    const current = theirs.data as unknown as PlanState;
    expect(current.version).toBe(base + 1);
    expect(current.itinerary.days[0].name).toBe('Mine');
    expect(current.plan.role).toBe('editor');
    expect(await snapshot(id)).toEqual(before);
    expect((await call({ url: `/plan/${id}/activity`, cookie: cookies.owner })).data).toEqual(activity);
    // based on the version the conflict answered, the change applies
    expect(
      (await ops(id, current.version, [{ op: 'rename_day', day: 0, name: 'Theirs' }], cookies.editor)).status,
    ).toBe(200);
  });

  it('an operation naming a day conflicts with a change of the days since its version', async () => {
    const id = await sharedTrip();
    const base = await versionOf(id);
    expect((await ops(id, base, [{ op: 'remove_day', day: 0 }])).status).toBe(200);
    const before = await snapshot(id);
    // "day 1" was Jiufen when it was based; it is no day now — and day 0 is Jiufen
    expect((await ops(id, base, [{ op: 'rename_day', day: 0, name: 'Taipei!' }], cookies.editor)).status).toBe(409);
    expect(await snapshot(id)).toEqual(before);
  });

  it('the whole-document calls: based on a version, 409 when they would overwrite a later change (the lost-edit case)', async () => {
    const id = await sharedTrip();
    const readIt = async () => (await call<Itinerary>({ url: `/plan/${id}/itinerary`, cookie: cookies.owner })).data!;
    const toBody = (it: Itinerary): ItineraryBody => ({
      start_date: it.start_date,
      time_zone: it.time_zone,
      base_version: it.version,
      days: it.days,
    });
    // two tabs read the same itinerary
    const tab1 = await readIt();
    const tab2 = await readIt();
    // tab 1 renames day 1 and adds a stop
    const one = toBody(tab1);
    one.days = [
      { ...one.days[0], name: 'Renamed by tab 1', stops: [...one.days[0].stops, { place_id: D() }] },
      one.days[1],
    ];
    expect(
      (await call({ method: 'PUT', url: `/plan/${id}/itinerary`, cookie: cookies.owner, payload: one })).status,
    ).toBe(200);
    const after1 = await snapshot(id);
    // tab 2 renames day 2 from what it read: saving its whole itinerary would undo tab 1's change
    const two = toBody(tab2);
    two.days = [two.days[0], { ...two.days[1], name: 'Renamed by tab 2' }];
    const stale = await call<Itinerary>({
      method: 'PUT',
      url: `/plan/${id}/itinerary`,
      cookie: cookies.editor,
      payload: two,
    });
    expect(stale.status).toBe(409);
    expect((stale.data as unknown as PlanState).itinerary.days[0].name).toBe('Renamed by tab 1');
    expect(await snapshot(id)).toEqual(after1);
    // reloaded, tab 2 saves its change on top of tab 1's
    const again = toBody(await readIt());
    again.days = [again.days[0], { ...again.days[1], name: 'Renamed by tab 2' }];
    const saved = await call<Itinerary>({
      method: 'PUT',
      url: `/plan/${id}/itinerary`,
      cookie: cookies.editor,
      payload: again,
    });
    expect(saved.data!.days.map((d) => d.name)).toEqual(['Renamed by tab 1', 'Renamed by tab 2']);
    expect(saved.data!.days[0].stops.map((s) => s.place_id)).toEqual([A(), B(), D()]);

    // POST /plan/{id}: a stale whole plan without a place added since is a 409; one that changes only what nobody
    // changed since applies
    const plan = (await call<PlanWithPlaces>({ url: `/plan/${id}`, cookie: cookies.owner })).data!;
    expect((await ops(id, plan.version!, [{ op: 'remove_stop', place_id: C() }])).status).toBe(200);
    const before = await snapshot(id);
    const whole = (name: string, places: number[]) => ({
      plan_name: name,
      notes: plan.notes,
      plan_places: places.map((p) => ({ id: p, type: 'poi', notes: '' })),
      base_version: plan.version,
    });
    const restoring = await call({
      method: 'POST',
      url: `/plan/${id}`,
      cookie: cookies.editor,
      payload: whole(
        'Trip',
        plan.plan_places.map((p) => p.id),
      ),
    });
    expect(restoring.status).toBe(409);
    expect(await snapshot(id)).toEqual(before);
    const renaming = await call<PlanWithPlaces>({
      method: 'POST',
      url: `/plan/${id}`,
      cookie: cookies.editor,
      payload: whole(
        'Renamed',
        plan.plan_places.map((p) => p.id).filter((p) => p !== C()),
      ),
    });
    expect(renaming.status).toBe(200);
    expect(renaming.data!.plan_name).toBe('Renamed');
  });

  it('an old client that sends no version is refused (428) and changes nothing; a version from the future is a 400', async () => {
    const id = await sharedTrip();
    const before = await snapshot(id);
    const noVersion = [
      { method: 'PUT', url: `/plan/${id}/itinerary`, payload: { start_date: null, time_zone: null, days: [] } },
      { method: 'POST', url: `/plan/${id}`, payload: { plan_name: 'Old', notes: '', plan_places: [] } },
    ];
    for (const req of noVersion) {
      const res = await call({ ...req, cookie: cookies.owner });
      expect([res.status, res.message]).toEqual([
        428,
        'This page is out of date and cannot save safely. Reload it, then make your change again.',
      ]);
      const resZh = await call({ ...req, cookie: cookies.owner, headers: zh });
      expect(resZh.message).toBe('此頁面版本過舊，無法安全儲存。請重新載入頁面後再修改一次。');
    }
    const future = await ops(id, 1000, [{ op: 'set_notes', notes: 'x' }]);
    expect([future.status, future.message]).toEqual([400, 'base_version is newer than the plan.']);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('bad operations: a 4xx in the caller language, nothing changed', () => {
  const cases: Array<[string, () => PlanOp, string, string]> = [
    [
      'a stop not in the plan',
      () => ({ op: 'move_stop', place_id: ids.Taiwan, day: 0 }),
      `Place {id} is not in the plan.`,
      `地點 {id} 不在這份計畫中。`,
    ],
    [
      'a day out of range',
      () => ({ op: 'move_stop', place_id: A(), day: 5 }),
      'The itinerary has no day 6.',
      '這份計畫沒有第 6 天。',
    ],
    [
      'renaming a day out of range',
      () => ({ op: 'rename_day', day: 2, name: 'x' }),
      'The itinerary has no day 3.',
      '這份計畫沒有第 3 天。',
    ],
    [
      'a place added twice',
      () => ({ op: 'add_stop', place_id: A() }),
      `Place {id} is already in the plan.`,
      `地點 {id} 已經在這份計畫中。`,
    ],
    [
      'a place that does not exist',
      () => ({ op: 'add_stop', place_id: 2_000_000_000 }),
      'Place 2000000000 is not in the plan.',
      '地點 2000000000 不在這份計畫中。',
    ],
    [
      'a time for a place in no day',
      () => ({ op: 'set_stop', place_id: D(), start_time: '10:00' }),
      `Place {id} is in no day: move it into a day first.`,
      `地點 {id} 尚未排入任何一天，請先將它移到某一天。`,
    ],
    [
      'a blank plan name',
      () => ({ op: 'rename_plan', plan_name: '   ' }),
      'plan_name must not be blank.',
      'plan_name 不可為空白。',
    ],
    [
      'an unknown time zone',
      () => ({ op: 'set_dates', start_date: null, time_zone: 'Mars/Olympus' }),
      'time_zone is not a known time zone (such as Asia/Taipei).',
      'time_zone 不是已知的時區（例如 Asia/Taipei）。',
    ],
    ['an unknown operation', () => ({ op: 'explode' }) as unknown as PlanOp, 'not valid', '不正確'],
  ];
  it.each(cases)('%s', async (_name, op, en, chinese) => {
    const id = await sharedTrip();
    const version = await versionOf(id);
    const before = await snapshot(id);
    // a good operation first: the whole call is refused, not only the bad one
    const bad = op();
    const list = [{ op: 'set_notes', notes: 'first' } as PlanOp, bad];
    const placeId = 'place_id' in bad ? String(bad.place_id) : '';
    const res = await ops(id, version, list, cookies.editor);
    expect(res.status).toBe(400);
    expect(res.message).toContain(en.replace('{id}', placeId));
    expect((await ops(id, version, list, cookies.editor, zh)).message).toContain(chinese.replace('{id}', placeId));
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('activity', () => {
  it('says who changed what, when, in the reader’s language; `after` catches up from a version', async () => {
    const id = await sharedTrip();
    const base = await versionOf(id);
    await ops(id, base, [{ op: 'move_stop', place_id: C(), day: 0 }], cookies.editor);
    await ops(id, base + 1, [{ op: 'rename_day', day: 1, name: 'Rest' }]);
    const latest = await call<PlanActivityEntry[]>({ url: `/plan/${id}/activity`, cookie: cookies.viewer });
    expect(latest.data!.map((e) => e.version)).toEqual(
      [base + 2, base + 1, base, base - 1, base - 2].filter((v) => v > 1),
    );
    const moved = latest.data![1];
    expect(moved.actor).toEqual({ user_id: userIds.editor, display_name: 'Ana', profile_color: '#e4572e' });
    expect(moved.changes).toEqual([
      { kind: 'move_stop', place_id: C(), place_name: 'Jiufen Old Street', from_day: 1, to_day: 0 },
    ]);
    expect(Date.parse(moved.at)).toBeGreaterThan(Date.now() - 60_000);
    const zhRead = await call<PlanActivityEntry[]>({
      url: `/plan/${id}/activity`,
      cookie: cookies.viewer,
      headers: zh,
    });
    expect(zhRead.data![1].changes[0]).toMatchObject({ place_name: '九份老街' });
    // the members joining are changes too
    expect(latest.data!.flatMap((e) => e.changes.map((c) => c.kind))).toContain('member_joined');

    const after = await call<PlanActivityEntry[]>({ url: `/plan/${id}/activity?after=${base}`, cookie: cookies.owner });
    expect(after.data!.map((e) => e.version)).toEqual([base + 1, base + 2]);
    expect(after.data![1].changes).toEqual([{ kind: 'rename_day', day: 1, from: 'Jiufen', to: 'Rest' }]);
    expect((await call({ url: `/plan/${id}/activity`, cookie: cookies.stranger })).status).toBe(404);
  });

  it('a whole-document save is recorded as the changes it made', async () => {
    const id = await sharedTrip();
    const it0 = (await call<Itinerary>({ url: `/plan/${id}/itinerary`, cookie: cookies.owner })).data!;
    const body: ItineraryBody = {
      start_date: null,
      time_zone: null,
      base_version: it0.version,
      days: [it0.days[0], { ...it0.days[1], stops: [...it0.days[1].stops, { place_id: D(), start_time: '15:00' }] }],
    };
    await call({ method: 'PUT', url: `/plan/${id}/itinerary`, cookie: cookies.editor, payload: body });
    const [entry] = (await call<PlanActivityEntry[]>({ url: `/plan/${id}/activity?limit=1`, cookie: cookies.owner }))
      .data!;
    expect(entry.actor!.display_name).toBe('Ana');
    expect(entry.changes).toEqual([
      { kind: 'move_stop', place_id: D(), place_name: 'Tokyo', from_day: null, to_day: 1 },
      { kind: 'set_stop', place_id: D(), place_name: 'Tokyo', field: 'start_time', value: '15:00' },
    ]);
  });

  it('every committed change is published once, after commit; a refused one is not', async () => {
    const id = await sharedTrip();
    const base = await versionOf(id);
    const heard: PlanChangeNotice[] = [];
    // (on PostgreSQL the notices of the trip's making may still be on their way)
    const stop = onPlanChange(t.app.db, (n) => {
      if (n.planId === id && n.version > base) heard.push(n);
    });
    try {
      await ops(id, base, [{ op: 'set_notes', notes: 'a' }]);
      await ops(id, base, [{ op: 'set_notes', notes: 'b' }], cookies.editor);
      await call({ method: 'DELETE', url: `/plan/${id}/place/${D()}`, cookie: cookies.editor });
      await call({
        method: 'PUT',
        url: `/plan/${id}/members/${userIds.viewer}`,
        cookie: cookies.owner,
        payload: { role: 'editor' },
      });
      // on PostgreSQL the notices come back through NOTIFY, shortly after the answers
      for (let waited = 0; waited < 2000 && heard.length < 3; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([
        { planId: id, version: base + 1 },
        { planId: id, version: base + 2 },
        { planId: id, version: base + 3 },
      ]);
      const stored = await t.app.db
        .selectFrom('plans')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.version).toBe(base + 3);
    } finally {
      stop();
    }
  });
});
