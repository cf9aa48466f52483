import type { CountryFacet, InspirationPoi } from 'contract';
import { body, buildTestApp, createUser, login, type TestApp } from './helpers';

let t: TestApp;
let me: string;
let other: string;
const ids: Record<string, number> = {};
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.app, 'insp-me@example.com', 'insp-pass-2026');
  await createUser(t.app, 'insp-other@example.com', 'insp-pass-2026');
  me = (await login(t, 'insp-me@example.com', 'insp-pass-2026')).cookie;
  other = (await login(t, 'insp-other@example.com', 'insp-pass-2026')).cookie;
  const rows = await t.app.db
    .selectFrom('places')
    .select(['id', 'name_en'])
    .where('name_en', 'in', ['Taipei 101', 'Shilin Night Market', 'Tokyo', 'Japan', 'Taiwan'])
    .execute();
  for (const r of rows) ids[r.name_en] = r.id;
  expect(Object.keys(ids)).toHaveLength(5);
});
afterAll(() => t?.close());

async function call<T>(method: string, url: string, cookie?: string, payload?: unknown) {
  const res = await t.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { ...en, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, ...body<T>(res) };
}

describe('signed-in inspiration list', () => {
  it('adds (idempotently), lists by country, counts countries and removes', async () => {
    const added = await call<number[]>('POST', '/user/me/inspiration/poi', me, {
      poi_ids: [ids['Taipei 101'], ids['Tokyo']],
    });
    expect(added.status).toBe(200);
    expect([...added.data!].sort()).toEqual([ids['Taipei 101'], ids['Tokyo']].sort());
    const again = await call<number[]>('POST', '/user/me/inspiration/poi', me, {
      poi_ids: [ids['Taipei 101'], ids['Shilin Night Market']],
    });
    expect(again.data).toHaveLength(3);

    const all = await call<InspirationPoi[]>('GET', '/user/me/inspiration/poi?country_id=0', me);
    expect(all.data!.map((p) => p.poi_id).sort()).toEqual(again.data!.slice().sort());
    const tw = await call<InspirationPoi[]>('GET', `/user/me/inspiration/poi?country_id=${ids['Taiwan']}`, me);
    expect(tw.data!.map((p) => p.place!.place_name).sort()).toEqual(['Shilin Night Market', 'Taipei 101']);
    expect(tw.data!.every((p) => p.country === ids['Taiwan'])).toBe(true);

    const countries = await call<CountryFacet[]>('GET', '/user/me/inspiration/countries', me);
    expect(countries.data).toEqual([
      { id: ids['Taiwan'], country_name: 'Taiwan', count: 2 },
      { id: ids['Japan'], country_name: 'Japan', count: 1 },
    ]);

    const removed = await call<number[]>('DELETE', `/user/me/inspiration/poi/${ids['Tokyo']}`, me);
    expect(removed.data!.sort()).toEqual([ids['Taipei 101'], ids['Shilin Night Market']].sort());
    // another user's list is their own
    expect((await call<InspirationPoi[]>('GET', '/user/me/inspiration/poi', other)).data).toEqual([]);
  });

  it('an unknown place → 404 and nothing added; bad body → 400; guest → 401', async () => {
    const before = (await call<InspirationPoi[]>('GET', '/user/me/inspiration/poi', me)).data!.length;
    const bad = await call('POST', '/user/me/inspiration/poi', me, { poi_ids: [ids['Japan'], 999999] });
    expect(bad.status).toBe(404);
    expect(bad.message).toBe('This place does not exist.');
    expect((await call('POST', '/user/me/inspiration/poi', me, { poi_ids: [] })).status).toBe(400);
    expect((await call('POST', '/user/me/inspiration/poi', me, { poi_ids: ['x'] })).status).toBe(400);
    expect((await call<InspirationPoi[]>('GET', '/user/me/inspiration/poi', me)).data!.length).toBe(before);
    expect((await call('POST', '/user/me/inspiration/poi', undefined, { poi_ids: [ids['Japan']] })).status).toBe(401);
    expect((await call('DELETE', `/user/me/inspiration/poi/${ids['Japan']}`)).status).toBe(401);
    expect((await call('GET', '/user/me/inspiration/countries')).status).toBe(401);
  });
});

describe('guest inspiration list', () => {
  it('resolves poiIds (in order, unknown ids dropped) with a country filter and counts', async () => {
    const list = `${ids['Tokyo']},999999,${ids['Taipei 101']}`;
    const all = await call<InspirationPoi[]>('GET', `/user/inspiration/pois?poiIds=${list}&country_id=0`);
    expect(all.data!.map((p) => p.poi_id)).toEqual([ids['Tokyo'], ids['Taipei 101']]);
    const jp = await call<InspirationPoi[]>('GET', `/user/inspiration/pois?poiIds=${list}&country_id=${ids['Japan']}`);
    expect(jp.data!.map((p) => p.place!.place_name)).toEqual(['Tokyo']);
    const countries = await call<CountryFacet[]>('GET', `/user/inspiration/countries?poiIds=${list}`);
    expect(countries.data!.map((c) => c.count)).toEqual([1, 1]);
    expect((await call<InspirationPoi[]>('GET', '/user/inspiration/pois')).data).toEqual([]);
    expect((await call('GET', '/user/inspiration/pois?poiIds=1;drop')).status).toBe(400);
  });
});

describe('User.inspiration_pois', () => {
  it('/user/me and the login answer carry the saved place ids, newest first; another user sees only theirs', async () => {
    await createUser(t.app, 'insp-user@example.com', 'insp-pass-2026');
    const cookie = (await login(t, 'insp-user@example.com', 'insp-pass-2026')).cookie;
    const none = await call<{ inspiration_pois: number[] }>('GET', '/user/me', cookie);
    expect(none.data!.inspiration_pois).toEqual([]);

    await call('POST', '/user/me/inspiration/poi', cookie, { poi_ids: [ids['Tokyo']] });
    await call('POST', '/user/me/inspiration/poi', cookie, { poi_ids: [ids['Taipei 101']] });
    const me1 = await call<{ inspiration_pois: number[] }>('GET', '/user/me', cookie);
    expect(me1.data!.inspiration_pois).toEqual([ids['Taipei 101'], ids['Tokyo']]);

    const relogin = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      payload: { email: 'insp-user@example.com', password: 'insp-pass-2026' },
      headers: en,
    });
    expect(body<{ inspiration_pois: number[] }>(relogin).data!.inspiration_pois).toEqual([
      ids['Taipei 101'],
      ids['Tokyo'],
    ]);

    await call('DELETE', `/user/me/inspiration/poi/${ids['Tokyo']}`, cookie);
    const me2 = await call<{ inspiration_pois: number[] }>('GET', '/user/me', cookie);
    expect(me2.data!.inspiration_pois).toEqual([ids['Taipei 101']]);
    const theirs = await call<{ inspiration_pois: number[] }>('GET', '/user/me', other);
    expect(theirs.data!.inspiration_pois).toEqual([]);
  });
});
