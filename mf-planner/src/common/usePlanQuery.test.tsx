import { renderHook, waitFor, act, cleanup } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from 'page-singleton';
import { api, ApiError, GUEST_PLAN_ID, runApiMutation, type PlanOp } from 'shared';
import { writeGuestPlan } from './guestPlan';
import { planStatusOf, usePlanQuery } from './usePlanQuery';

const failed = (status: number) =>
  [{ status: 'error', message: 'x' }, new ApiError('x', status, undefined, undefined)] as const;

describe("what the planner shows for a plan's read", () => {
  it('a plan the server does not have, or not for this user, is said so; other failures can be tried again', () => {
    expect(planStatusOf(...failed(404))).toBe('not-found');
    expect(planStatusOf(...failed(403))).toBe('forbidden');
    expect(planStatusOf(...failed(401))).toBe('forbidden');
    expect(planStatusOf(...failed(500))).toBe('error');
    expect(planStatusOf(...failed(0))).toBe('error');
    expect(planStatusOf({ status: 'error', message: 'x' }, new Error('storage'))).toBe('error');
  });

  it('loading and ready are as loaded', () => {
    expect(planStatusOf({ status: 'loading' }, null)).toBe('loading');
    expect(planStatusOf({ status: 'ready', data: {} }, null)).toBe('ready');
  });
});

describe("the guest's plan, read through the page's cache", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('is read once for every screen showing it, its places resolved by the server, and again when another tab changes it', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation((async (_name: string, args: { body: never }) => ({
      code: 200,
      app_js: 'x',
      data: args.body,
    })) as never);
    writeGuestPlan({ plan_name: 'Trip', notes: '', plan_places: [{ id: 3, type: 'poi', notes: '' }] });
    const one = renderHook(() => usePlanQuery(GUEST_PLAN_ID, 'en'));
    const two = renderHook(() => usePlanQuery(GUEST_PLAN_ID, 'en'));
    await waitFor(() => expect(one.result.current.status).toBe('ready'));
    await waitFor(() => expect(two.result.current.stored?.plan_places.map((p) => p.id)).toEqual([3]));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][0]).toBe('loadGuestPlan');

    writeGuestPlan({ plan_name: 'Trip', notes: '', plan_places: [{ id: 4, type: 'poi', notes: '' }] });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'plan' }));
    });
    await waitFor(() => expect(one.result.current.stored?.plan_places.map((p) => p.id)).toEqual([4]));
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe("an account plan's changes not sent yet", () => {
  beforeEach(() => queryClient.mount());
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    queryClient.getMutationCache().clear();
    queryClient.unmount();
    jest.restoreAllMocks();
  });

  it('its name and notes set by calls kept offline (a page closed since) are shown over the plan as read', async () => {
    const plan = { id: 21, plan_name: 'Trip', notes: '', version: 3, plan_places: [{ id: 5, notes: '' }] };
    jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      if (name === 'getPlan') return { code: 200, app_js: 'x', data: plan };
      throw new Error(`unexpected ${name}`);
    }) as never);
    const read = renderHook(() => usePlanQuery(21, 'en'));
    await waitFor(() => expect(read.result.current.status).toBe('ready'));
    read.unmount();

    onlineManager.setOnline(false);
    const kept = (ops: PlanOp[]) =>
      void runApiMutation('applyPlanOps', { params: { id: 21 }, body: { base_version: 3, ops } }).catch(
        () => undefined,
      );
    kept([{ op: 'rename_plan', plan_name: 'Island hopping' }]);
    kept([
      { op: 'set_notes', notes: 'Ferry at nine' },
      { op: 'set_place_notes', place_id: 5, notes: 'Bring cash' },
    ]);
    // another plan's call changes nothing here
    void runApiMutation('applyPlanOps', {
      params: { id: 22 },
      body: { base_version: 1, ops: [{ op: 'rename_plan', plan_name: 'Other' }] },
    }).catch(() => undefined);

    const { result } = renderHook(() => usePlanQuery(21, 'en'));
    await waitFor(() => expect(result.current.stored?.plan_name).toBe('Island hopping'));
    expect(result.current.stored).toMatchObject({ notes: 'Ferry at nine', version: 3 });
    expect(result.current.stored?.plan_places[0].notes).toBe('Bring cash');
  });
});
