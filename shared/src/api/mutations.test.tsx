import { act, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { queryClient, setLanguage, sharedStore } from 'page-singleton';
import { endpoints, type RouteName } from 'contract';
import { bus } from 'page-singleton/bus';
import { api } from './pageApi';
import { ApiError } from './client';
import { apiQueryKey, useApiQuery } from './query';
import {
  apiMutationKey,
  apiMutations,
  registerApiMutations,
  runApiMutation,
  useApiMutation,
  type WriteRouteName,
} from './mutations';

const answer = (data: unknown, result?: unknown) => ({ code: 200, data, result, app_js: 'x' }) as never;

/** Put an answer in the cache as a screen would have left it (stale on `staleOn`), without a request. */
function cached(name: RouteName, params: Record<string, unknown> | undefined, staleOn: string[] = []) {
  const queryKey = apiQueryKey(name as 'getPlaceHome', 'en', { params: params as never });
  queryClient.getQueryCache().build(queryClient, { queryKey, meta: { staleOn } });
  queryClient.setQueryData(queryKey, answer(`${name} ${JSON.stringify(params ?? null)}`));
  return queryKey;
}

/** Which cached answers are stale, by route and parameters. */
function staleOnes(): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => `${String(query.queryKey[1])} ${JSON.stringify(query.queryKey[3])}`)
    .sort();
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

it('every write of the contract has its declaration and its defaults registered under its key', () => {
  registerApiMutations();
  const writes = (Object.keys(endpoints) as RouteName[]).filter((name) => endpoints[name].method !== 'GET');
  expect(writes.length).toBeGreaterThan(40);
  for (const name of writes) {
    expect(apiMutations[name as WriteRouteName]).toBeDefined();
    expect(queryClient.getMutationDefaults(apiMutationKey(name as WriteRouteName)).mutationFn).toEqual(
      expect.any(Function),
    );
  }
  // the GET routes declared as writes, with every declaration, have theirs too
  for (const name of Object.keys(apiMutations) as (keyof typeof apiMutations)[])
    expect(queryClient.getMutationDefaults(apiMutationKey(name)).onSuccess).toEqual(expect.any(Function));
});

it('a write sends its call and marks stale exactly the reads it declares (narrowed to its parameters)', async () => {
  const call = jest.spyOn(api, 'call').mockResolvedValue(answer({}));
  cached('getPlan', { id: 7 });
  cached('getPlan', { id: 8 });
  cached('getPlanItinerary', { id: 7 });
  cached('getPlans', undefined);
  cached('getPlaceHome', undefined);
  cached('getExperience', { id: 7 });

  await runApiMutation('removePlanPlace', { params: { planId: 7, placeId: 3 } });

  // (a plan's write is kept offline: it carries the Idempotency-Key it was made with)
  expect(call).toHaveBeenCalledWith('removePlanPlace', {
    params: { planId: 7, placeId: 3 },
    idempotencyKey: expect.any(String),
  });
  expect(staleOnes()).toEqual(['getPlan {"id":7}', 'getPlanItinerary {"id":7}', 'getPlans null']);
});

it("a share link made or revoked leaves the plan's days as they are", async () => {
  jest.spyOn(api, 'call').mockResolvedValue(answer({ token: 't' }));
  cached('getPlan', { id: 7 });
  cached('getPlanItinerary', { id: 7 });
  cached('getPlans', undefined);

  await runApiMutation('sharePlan', { params: { id: 7 } });

  expect(staleOnes()).toEqual(['getPlan {"id":7}', 'getPlans null']);
});

it('a failed write leaves the cache as it was and announces nothing', async () => {
  jest
    .spyOn(api, 'call')
    .mockRejectedValue(new ApiError('refused', 403, { code: 403, message: 'Not yours', app_js: 'x' }, undefined));
  const status = cached('getExperienceStatus', { id: 5 }, ['experience:reacted']);
  cached('getExperience', { id: 5 }, ['experience:reacted']);
  const heard = jest.fn();
  const off = bus.on('experience:reacted', heard);

  await expect(runApiMutation('likeExperience', { params: { id: 5 } })).rejects.toThrow('refused');

  off();
  expect(staleOnes()).toEqual([]);
  expect(queryClient.getQueryData(status)).toEqual(answer('getExperienceStatus {"id":5}'));
  expect(heard).not.toHaveBeenCalled();
});

it('a write announces its events; a query stale on one is asked again once, with the declared reads', async () => {
  const asked: string[] = [];
  jest.spyOn(api, 'call').mockImplementation(((name: string) => {
    asked.push(name);
    return Promise.resolve(
      name === 'likeExperience'
        ? answer({ likes_count: 2 }, { like: true, favorite: false })
        : answer([{ id: 1, place_name: 'Keelung' }]),
    );
  }) as never);
  // a screen elsewhere on the page showing a read that is stale on the event only
  function Places() {
    const { state } = useApiQuery('getPlaceHome', 'failed', { staleOn: ['experience:reacted'] });
    return <p>{state.status}</p>;
  }
  render(
    <Provider store={sharedStore}>
      <Places />
    </Provider>,
  );
  await screen.findByText('ready');
  const heard = jest.fn();
  const off = bus.on('experience:reacted', heard);

  await act(() => runApiMutation('likeExperience', { params: { id: 5 } }));
  await waitFor(() => expect(asked).toEqual(['getPlaceHome', 'likeExperience', 'getPlaceHome']));

  off();
  expect(heard).toHaveBeenCalledWith({ id: 5 });
  // one request, not one dropped for a second: the event and the declaration mark it stale once
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(asked).toEqual(['getPlaceHome', 'likeExperience', 'getPlaceHome']);
});

it('the reads a screen updated itself are left as they are, even when stale on an announced event', async () => {
  jest.spyOn(api, 'call').mockResolvedValue(answer(null, { like: false, favorite: false }));
  cached('getFavorites', { page: 1 }, ['experience:reacted']);
  cached('getExperienceStatus', { id: 5 }, ['experience:reacted']);

  await runApiMutation('removeFavorite', { params: { id: 5 } }, { updatedHere: ['getFavorites'] });

  expect(staleOnes()).toEqual(['getExperienceStatus {"id":5}']);
});

it('useApiMutation writes from a screen: its answer, its state, and the declared reads stale after it', async () => {
  jest.spyOn(api, 'call').mockResolvedValue(answer({ paused: true }));
  cached('getHistorySettings', undefined);
  let answered: unknown;
  function Pause() {
    const pause = useApiMutation('setHistorySettings');
    return (
      <button
        onClick={() => void pause.mutateAsync({ body: { paused: true } }).then((r) => (answered = r.data))}
        disabled={pause.isPending}
      >
        {pause.isSuccess ? 'Paused' : 'Pause'}
      </button>
    );
  }
  render(
    <Provider store={sharedStore}>
      <Pause />
    </Provider>,
  );
  act(() => screen.getByRole('button', { name: 'Pause' }).click());
  expect(await screen.findByRole('button', { name: 'Paused' })).toBeInTheDocument();
  expect(answered).toEqual({ paused: true });
  expect(staleOnes()).toEqual(['getHistorySettings null']);
});

it('a kept write made while an earlier one of the same call waits is based on the version the earlier one made', async () => {
  const sent: { key: unknown; base: unknown }[] = [];
  let version = 4;
  jest.spyOn(api, 'call').mockImplementation((async (
    _name: string,
    args: { idempotencyKey?: string; body?: unknown },
  ) => {
    sent.push({ key: args.idempotencyKey, base: (args.body as { base_version: number }).base_version });
    return answer({ version: ++version });
  }) as never);
  const days = (time: string) => ({
    start_date: null,
    time_zone: null,
    days: [{ name: '', travel_mode: 'walk' as const, time_zone: null, stops: [{ place_id: 1, start_time: time }] }],
    base_version: 4,
  });
  onlineManager.setOnline(false);
  try {
    // offline, a stop's time changed twice on days read at version 4, and another plan's days once
    const first = runApiMutation('savePlanItinerary', { params: { id: 7 }, body: days('10:00') });
    const second = runApiMutation('savePlanItinerary', { params: { id: 7 }, body: days('10:30') });
    const otherPlan = runApiMutation('savePlanItinerary', { params: { id: 8 }, body: days('11:00') });
    expect(sent).toEqual([]);
    onlineManager.setOnline(true);
    await Promise.all([first, second, otherPlan]);
  } finally {
    onlineManager.setOnline(true);
  }
  // the second is based on the version the first made (5), not on 4 (it would conflict with the first's change)
  expect(sent.map((s) => s.base)).toEqual([4, 5, 4]);
  expect(new Set(sent.map((s) => s.key)).size).toBe(3);
});
