import type { PlanActivityEntry, PlanOp, PlanPresent } from 'contract';
import { DEMO_DISPLAY_NAME, DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { openEventStream, type EventStream, type ServerEvent } from './event-stream';
import { buildTestApp, buildTestAppPair, createUser, login, type TestApp } from './helpers';
import { apiCall, createTrip } from './plan-helpers';

// The live feed of a plan (GET /plan/{id}/events, Server-Sent Events) over HTTP, on two instances of the app on one
// database as two API processes: on PostgreSQL each has its own pool and LISTEN connection, and a change written
// through one reaches a stream opened on the other only through NOTIFY.

let a: TestApp;
let b: TestApp;
let closeApps: () => Promise<void>;
const cookies = { owner: '', editor: '', viewer: '', stranger: '' };
const userIds = { owner: 0, editor: 0, viewer: 0, stranger: 0 };
let places: number[] = [];
const open: EventStream[] = [];

beforeAll(async () => {
  const pair = await buildTestAppPair();
  [a, b] = pair.apps;
  closeApps = pair.close;
  cookies.owner = (await login(a, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
  userIds.owner = (
    await a.app.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow()
  ).id;
  for (const [who, name] of [
    ['editor', 'Ana'],
    ['viewer', 'Bo'],
    ['stranger', 'Cy'],
  ] as const) {
    userIds[who] = await createUser(a.app, `${who}@live.example`, 'live-pass-2026', name);
    cookies[who] = (await login(a, `${who}@live.example`, 'live-pass-2026')).cookie;
  }
  await a.app.db.updateTable('users').set({ profile_color: '#e4572e' }).where('id', '=', userIds.editor).execute();
  const rows = await a.app.db
    .selectFrom('places')
    .select('id')
    .where('name_en', 'in', ['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street'])
    .orderBy('name_en')
    .execute();
  places = rows.map((r) => r.id);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await closeApps?.();
});

/** The owner's new plan (two days) with Ana as editor and Bo as viewer; its id and version. */
async function sharedTrip(): Promise<{ id: number; version: number }> {
  const id = await createTrip(a, cookies.owner, places);
  for (const [who, role] of [
    ['editor', 'editor'],
    ['viewer', 'viewer'],
  ] as const) {
    const made = await apiCall<{ token: string }>(a, {
      method: 'POST',
      url: `/plan/${id}/invites`,
      cookie: cookies.owner,
      payload: { role },
    });
    const joined = await apiCall(a, {
      method: 'POST',
      url: `/plan/invite/${made.data!.token}/accept`,
      cookie: cookies[who],
    });
    expect(joined.status).toBe(200);
  }
  const version = await ops(a, id, 'owner', await versionOf(id), [
    { op: 'add_day', name: 'Taipei' },
    { op: 'add_day', name: 'Jiufen' },
  ]);
  return { id, version };
}

async function versionOf(id: number): Promise<number> {
  return (await a.app.db.selectFrom('plans').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
}

/** Small operations by `who` through `app`; the new version. */
async function ops(app: TestApp, id: number, who: keyof typeof cookies, base: number, list: PlanOp[]) {
  const res = await apiCall<{ version: number }>(app, {
    method: 'POST',
    url: `/plan/${id}/ops`,
    cookie: cookies[who],
    payload: { base_version: base, ops: list },
  });
  expect(res.status).toBe(200);
  return res.data!.version;
}

async function listen(
  app: TestApp,
  id: number,
  who: keyof typeof cookies,
  headers: Record<string, string> = {},
  query = '',
) {
  const stream = await openEventStream(app, `/api/v1/plan/${id}/events${query}`, { cookie: cookies[who], ...headers });
  open.push(stream);
  return stream;
}

const isChange = (e: ServerEvent) => e.event === 'change';
const entryOf = (e: ServerEvent) => e.data as PlanActivityEntry;
const hereOf = (e: ServerEvent) => (e.data as { here: PlanPresent[] }).here;
const namesHere = (e: ServerEvent) =>
  hereOf(e)
    .map((m) => m.display_name)
    .sort();

describe('a plan’s live feed', () => {
  it('a change by one member reaches another member’s open stream, with its version and the changes in the listener’s language', async () => {
    const { id, version } = await sharedTrip();
    const ana = await listen(a, id, 'editor');
    const anaZh = await listen(a, id, 'editor', { 'accept-language': 'zh-Hant-TW' });
    expect(ana.status).toBe(200);
    expect(ana.headers['content-type']).toMatch(/^text\/event-stream/);
    // nginx passes the events on as they come instead of buffering the answer
    expect(ana.headers['x-accel-buffering']).toBe('no');
    const next = await ops(a, id, 'owner', version, [
      { op: 'rename_day', day: 1, name: 'Jiufen and the coast' },
      { op: 'move_stop', place_id: places[0], day: 1 },
    ]);
    const event = await ana.next(isChange, 1000);
    expect(event.id).toBe(String(next));
    const entry = entryOf(event);
    expect(entry.version).toBe(next);
    expect(entry.actor).toMatchObject({ user_id: userIds.owner });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { kind: 'rename_day', day: 1, from: 'Jiufen', to: 'Jiufen and the coast' },
        expect.objectContaining({ kind: 'move_stop', place_id: places[0], place_name: 'Jiufen Old Street', to_day: 1 }),
      ]),
    );
    const zhEntry = entryOf(await anaZh.next(isChange, 1000));
    const zhMove = zhEntry.changes.find((c) => c.kind === 'move_stop') as { place_name: string };
    expect(zhMove.place_name).not.toBe('Jiufen Old Street');
    expect(zhMove.place_name).toMatch(/九份/);
  });

  it('viewers may listen; a stranger gets the 404 of a missing plan, a guest a 401, and nothing is streamed', async () => {
    const { id } = await sharedTrip();
    const viewer = await listen(a, id, 'viewer');
    expect(viewer.status).toBe(200);
    const stranger = await listen(a, id, 'stranger');
    const missing = await listen(a, 2_000_000_000, 'stranger');
    expect(stranger.status).toBe(404);
    expect(missing.status).toBe(404);
    const [strangerBody, missingBody] = await Promise.all([stranger.ended, missing.ended]);
    expect(JSON.parse(strangerBody)).toEqual(JSON.parse(missingBody));
    expect(stranger.headers['content-type']).toMatch(/application\/json/);
    const guest = await openEventStream(a, `/api/v1/plan/${id}/events`);
    open.push(guest);
    expect(guest.status).toBe(401);
  });

  it('a client reconnecting with Last-Event-ID (or ?after=) first gets what it missed, in order, then what comes', async () => {
    const { id, version } = await sharedTrip();
    const v1 = await ops(a, id, 'owner', version, [{ op: 'rename_plan', plan_name: 'Taiwan in May' }]);
    const v2 = await ops(a, id, 'editor', v1, [{ op: 'set_notes', notes: 'Bring an umbrella' }]);
    const back = await listen(a, id, 'viewer', { 'last-event-id': String(version) });
    expect((await back.next(isChange)).id).toBe(String(v1));
    expect((await back.next(isChange)).id).toBe(String(v2));
    const v3 = await ops(a, id, 'owner', v2, [{ op: 'rename_day', day: 0, name: 'Taipei city' }]);
    expect((await back.next(isChange)).id).toBe(String(v3));
    // the header a browser sends when it reconnects wins over the address it was first opened with
    const both = await listen(a, id, 'viewer', { 'last-event-id': String(v2) }, `?after=${version}`);
    expect((await both.next(isChange)).id).toBe(String(v3));
    const query = await listen(a, id, 'viewer', {}, `?after=${v1}`);
    expect([(await query.next(isChange)).id, (await query.next(isChange)).id]).toEqual([String(v2), String(v3)]);
    expect(entryOf(query.events.filter(isChange)[0]).changes).toEqual([{ kind: 'set_notes' }]);
  });

  it('refuses a Last-Event-ID that is no version or is newer than the plan, in the caller’s language', async () => {
    const { id, version } = await sharedTrip();
    const future = await listen(a, id, 'editor', { 'last-event-id': String(version + 1) });
    expect(future.status).toBe(400);
    expect(JSON.parse(await future.ended).message).toBe('base_version is newer than the plan.');
    const junk = await listen(a, id, 'editor', { 'last-event-id': 'abc', 'accept-language': 'zh-Hant-TW' });
    expect(junk.status).toBe(400);
    expect(JSON.parse(await junk.ended).message).toBe('請求格式不正確。');
  });

  it('a change written through one API process reaches a stream opened on another', async () => {
    const { id, version } = await sharedTrip();
    const onB = await listen(b, id, 'editor');
    await onB.next((e) => e.event === 'presence');
    const next = await ops(a, id, 'owner', version, [{ op: 'rename_day', day: 0, name: 'Taipei by night' }]);
    const event = await onB.next(isChange, 1000);
    expect(event.id).toBe(String(next));
    expect(entryOf(event).changes).toEqual([{ kind: 'rename_day', day: 0, from: 'Taipei', to: 'Taipei by night' }]);
  });

  it('a member removed from the plan has the stream ended at the next change', async () => {
    const { id } = await sharedTrip();
    const bo = await listen(a, id, 'viewer');
    await bo.next((e) => e.event === 'presence');
    const removed = await apiCall(a, {
      method: 'DELETE',
      url: `/plan/${id}/members/${userIds.viewer}`,
      cookie: cookies.owner,
    });
    expect(removed.status).toBe(200);
    await bo.ended;
    expect(bo.events.filter(isChange)).toEqual([]);
  });
});

describe('who is here', () => {
  it('every stream of the plan, on either process, is told who has it open: a member with two tabs once, and a closed stream leaves', async () => {
    const { id } = await sharedTrip();
    const owner = await listen(a, id, 'owner');
    expect(namesHere(await owner.next((e) => e.event === 'presence'))).toEqual([DEMO_DISPLAY_NAME]);
    const ana1 = await listen(b, id, 'editor');
    const seen = await owner.next((e) => e.event === 'presence' && hereOf(e).length === 2, 2000);
    expect(hereOf(seen).find((m) => m.user_id === userIds.editor)).toEqual({
      user_id: userIds.editor,
      display_name: 'Ana',
      profile_color: '#e4572e',
    });
    expect(namesHere(await ana1.next((e) => e.event === 'presence' && hereOf(e).length === 2, 2000))).toEqual([
      'Ana',
      DEMO_DISPLAY_NAME,
    ]);
    // a second tab of Ana's: she is here once
    const ana2 = await listen(a, id, 'editor');
    expect(namesHere(await ana2.next((e) => e.event === 'presence', 2000))).toEqual(['Ana', DEMO_DISPLAY_NAME]);
    ana1.close();
    ana2.close();
    const left = await owner.next((e) => e.event === 'presence' && hereOf(e).length === 1, 3000);
    expect(namesHere(left)).toEqual([DEMO_DISPLAY_NAME]);
    expect(
      owner.events.filter((e) => e.event === 'presence').every((e) => new Set(namesHere(e)).size === hereOf(e).length),
    ).toBe(true);
  });
});

describe('an API process closing', () => {
  it('ends its open feeds (their browsers reconnect to another process) instead of waiting on them', async () => {
    const alone = await buildTestApp();
    const cookie = (await login(alone, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
    const id = await createTrip(alone, cookie, places);
    const feed = await openEventStream(alone, `/api/v1/plan/${id}/events`, { cookie });
    open.push(feed);
    expect(feed.status).toBe(200);
    await feed.next((e) => e.event === 'presence');
    const closing = alone.close();
    await feed.ended;
    await closing;
  });
});
