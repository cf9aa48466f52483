import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from 'page-singleton';
import {
  api,
  ApiError,
  GUEST_PLAN_ID,
  GUEST_PLAN_STORAGE_KEY,
  runApiMutation,
  type Itinerary,
  type MutationVariables,
  type PlanOp,
} from 'shared';
import '../../i18n';
import { samplePlan } from '../components/samplePlan';
import { GUEST_ITINERARY_STORAGE_KEY } from '../../common/guestItinerary';
import { writeGuestPlan, readGuestPlan } from '../../common/guestPlan';
import { addDay, moveStopToDay, moveStopWithinDay, renameDay, setStop } from '../../common/itineraryOps';
import { ITINERARY_SAVE_DELAY_MS, useItinerary } from './useItinerary';

const [taipei, shilin, jiufen] = samplePlan.plan_places;
const placeIds = samplePlan.plan_places.map((p) => p.id);

let stored: Itinerary;
let saves: Array<{
  body: { base_version: number; ops: PlanOp[] };
  /** answer with the plan as stored after the operations (the server's answer carries its new version) */
  answerWith: (itinerary: Itinerary, version: number) => void;
  refuse: (error: ApiError) => void;
}>;

const withStops = (name: string, ids: number[]): Itinerary['days'][number] => ({
  name,
  travel_mode: 'walk',
  time_zone: null,
  stops: ids.map((place_id) => ({ place_id, start_time: null, stay_minutes: null, travel_mode: null })),
});

beforeEach(() => {
  localStorage.clear();
  saves = [];
  stored = { start_date: null, time_zone: null, days: [], unscheduled: placeIds, version: 4 };
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: { body: never }) => {
    if (name === 'getPlanItinerary') return { code: 200, data: stored };
    if (name !== 'applyPlanOps') throw new Error(`unexpected ${name}`);
    return new Promise((resolve, reject) =>
      saves.push({
        body: args.body,
        answerWith: (itinerary, version) =>
          resolve({ code: 200, data: { version, plan: { ...samplePlan, version }, itinerary } }),
        refuse: reject,
      }),
    );
  }) as never);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const refusal = () => new ApiError('Server error', 500, undefined, undefined);

describe('useItinerary: an account plan', () => {
  it('sends each edit as the operations that make it once editing pauses, one call at a time', async () => {
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    act(() => result.current.edit((it, ids) => setStop(it, taipei.id, { start_time: '09:00' }, ids)));
    expect(result.current.saveStatus).toBe('saving');
    expect(saves).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(saves).toHaveLength(1);
    expect(saves[0].body).toEqual({
      base_version: 4,
      ops: [
        { op: 'add_day', name: '', travel_mode: 'transit', index: 0 },
        { op: 'move_stop', place_id: taipei.id, day: 0, index: 0 },
        { op: 'move_stop', place_id: shilin.id, day: 0, index: 1 },
        { op: 'move_stop', place_id: jiufen.id, day: 0, index: 2 },
        { op: 'set_stop', place_id: taipei.id, start_time: '09:00' },
      ],
    });
    // an edit while the call runs is sent after it, based on its answer
    act(() => result.current.edit((it, ids) => moveStopToDay(it, jiufen.id, null, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(saves).toHaveLength(1);
    const oneDay = { ...stored, days: [withStops('', [taipei.id, shilin.id, jiufen.id])], unscheduled: [] };
    await act(async () => saves[0].answerWith(oneDay, 5));
    expect(saves).toHaveLength(2);
    expect(saves[1].body).toEqual({ base_version: 5, ops: [{ op: 'move_stop', place_id: jiufen.id, day: null }] });
    // the edit stays on screen while it is sent
    expect(result.current.itinerary!.unscheduled).toEqual([jiufen.id]);
    await act(async () => saves[1].answerWith({ ...oneDay, days: [withStops('', [taipei.id, shilin.id])] }, 6));
    expect(result.current.saveStatus).toBe('saved');
    expect(result.current.itinerary!.unscheduled).toEqual([jiufen.id]);
  });

  it("shows what a companion changed meanwhile, as the answer has it with this edit's change", async () => {
    stored = { ...stored, days: [withStops('Old town', []), withStops('Harbour', [])], unscheduled: placeIds };
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => renameDay(it, 0, 'Castle', ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(saves[0].body.ops).toEqual([{ op: 'rename_day', day: 0, name: 'Castle' }]);
    await act(async () =>
      saves[0].answerWith({ ...stored, days: [withStops('Castle', []), withStops('Port', [])] }, 6),
    );
    expect(result.current.itinerary!.days.map((d) => d.name)).toEqual(['Castle', 'Port']);
  });

  it('asks before the page closes with days not stored yet, and sends them at once', async () => {
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    const leaving = new Event('beforeunload', { cancelable: true });
    // (the call is sent in the same task, once the listener has returned)
    await act(async () => {
      window.dispatchEvent(leaving);
    });
    expect(leaving.defaultPrevented).toBe(true);
    expect(saves).toHaveLength(1);
  });

  it('keeps a refused edit on screen, and sends it again on retry', async () => {
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    await act(async () => saves[0].refuse(refusal()));
    expect(result.current.saveStatus).toBe('error');
    expect(result.current.itinerary!.days).toHaveLength(1);
    await act(async () => result.current.retry());
    expect(saves).toHaveLength(2);
    expect(saves[1].body).toEqual(saves[0].body);
    await act(async () => saves[1].answerWith({ ...stored, days: [withStops('', placeIds)], unscheduled: [] }, 5));
    expect(result.current.saveStatus).toBe('saved');
  });

  it('a companion changed the same thing meanwhile (409): both are kept until the person chooses', async () => {
    const theirs: Itinerary = {
      start_date: '2026-12-01',
      time_zone: null,
      days: [withStops('Theirs', [shilin.id])],
      unscheduled: [taipei.id, jiufen.id],
    };
    const conflict = () =>
      new ApiError(
        'Someone changed the same thing in the meantime.',
        409,
        {
          code: 409,
          message: 'Someone changed the same thing in the meantime.',
          data: { version: 7, plan: samplePlan, itinerary: theirs },
          app_js: 'x',
        } as never,
        undefined,
      );
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    await act(async () => saves[0].refuse(conflict()));
    expect(result.current.saveStatus).toBe('conflict');
    expect(result.current.theirs!.days[0].name).toBe('Theirs');
    // mine stays on screen meanwhile
    expect(result.current.itinerary!.days[0].name).not.toBe('Theirs');
    // keeping mine sends the same operations, based on the version that holds their change
    await act(async () => result.current.keepMine());
    expect(saves[1].body).toEqual({ ...saves[0].body, base_version: 7 });
    await act(async () => saves[1].refuse(conflict()));
    // keeping theirs shows theirs, and sends nothing
    act(() => result.current.keepTheirs());
    expect(result.current.saveStatus).toBe('saved');
    expect(result.current.theirs).toBeNull();
    expect(result.current.itinerary!.days[0].name).toBe('Theirs');
    expect(saves).toHaveLength(2);
  });

  it('shows the stored days as the plan has its places: a place removed has left its day', async () => {
    stored = {
      ...stored,
      days: [
        {
          name: 'Old town',
          travel_mode: 'walk',
          time_zone: null,
          stops: [taipei, shilin].map((p) => ({
            place_id: p.id,
            start_time: null,
            stay_minutes: null,
            travel_mode: null,
          })),
        },
      ],
      unscheduled: [jiufen.id],
    };
    const plan = { ...samplePlan, plan_places: [shilin, jiufen] };
    const { result } = renderHook(() => useItinerary(12, plan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    expect(result.current.itinerary!.days[0].stops.map((s) => s.place_id)).toEqual([shilin.id]);
    expect(result.current.itinerary!.unscheduled).toEqual([jiufen.id]);
  });
});

describe('useItinerary: an account plan without a connection', () => {
  // (the page's cache is mounted, as the page's provider does: the connection back resumes the calls kept)
  beforeEach(() => queryClient.mount());
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    queryClient.getMutationCache().clear();
    queryClient.unmount();
  });
  /** the calls of the plan's operations in the page's cache that are not sent yet, in the order they were made */
  const keptCalls = () =>
    queryClient
      .getMutationCache()
      .findAll({ mutationKey: ['api', 'applyPlanOps'], status: 'pending' })
      .map((call) => call.state.variables as MutationVariables<'applyPlanOps'>);

  it('a call waits and says so; an edit made meanwhile is a kept call of its own, sent based on the version the first makes', async () => {
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    onlineManager.setOnline(false);
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(result.current.saveStatus).toBe('waiting');
    act(() => result.current.edit((it, ids) => setStop(it, taipei.id, { start_time: '10:15' }, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    // both kept (a tab closed now keeps both), the second after the first, made on top of it
    const [first, second] = keptCalls();
    expect(keptCalls()).toHaveLength(2);
    expect(second.body).toEqual({
      base_version: 4,
      ops: [{ op: 'set_stop', place_id: taipei.id, start_time: '10:15' }],
    });
    expect(second.follows).toBe(first.idempotencyKey);
    expect(saves).toHaveLength(0);
    expect(result.current.saveStatus).toBe('waiting');
    expect(result.current.itinerary!.days[0].stops[0]).toMatchObject({ place_id: taipei.id, start_time: '10:15' });

    await act(async () => onlineManager.setOnline(true));
    await waitFor(() => expect(saves).toHaveLength(1));
    const oneDay = { ...stored, days: [withStops('', [taipei.id, shilin.id, jiufen.id])], unscheduled: [] };
    await act(async () => saves[0].answerWith(oneDay, 5));
    await waitFor(() => expect(saves).toHaveLength(2));
    // sent based on the version the first made: its change is no one else's
    expect(saves[1].body.base_version).toBe(5);
    // the edit stays on screen while the second is sent
    expect(result.current.itinerary!.days[0].stops[0]).toMatchObject({ start_time: '10:15' });
    const timed = { ...oneDay.days[0], stops: [{ ...oneDay.days[0].stops[0], start_time: '10:15' }] };
    await act(async () =>
      saves[1].answerWith(
        { ...oneDay, days: [{ ...timed, stops: [...timed.stops, ...oneDay.days[0].stops.slice(1)] }] },
        6,
      ),
    );
    expect(result.current.saveStatus).toBe('saved');
    expect(result.current.itinerary!.days[0].stops[0]).toMatchObject({ start_time: '10:15' });
  });

  it('a call kept by a page closed offline is shown over the days as read, waiting; the next edit is sent behind it', async () => {
    stored = { ...stored, days: [withStops('Harbour', [taipei.id, shilin.id])], unscheduled: [jiufen.id] };
    // the days read online (the page's persisted cache restores them on the next page)
    const read = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(read.result.current.itinerary).not.toBeNull());
    read.unmount();
    onlineManager.setOnline(false);
    // what the earlier page kept: a stop's time and a day's name changed
    const earlier = runApiMutation('applyPlanOps', {
      params: { id: 12 },
      body: {
        base_version: 4,
        ops: [
          { op: 'set_stop', place_id: taipei.id, start_time: '10:15' },
          { op: 'rename_day', day: 0, name: 'Ferry' },
        ],
      },
    }).catch(() => undefined);
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    expect(result.current.itinerary!.days[0].name).toBe('Ferry');
    expect(result.current.itinerary!.days[0].stops[0]).toMatchObject({ place_id: taipei.id, start_time: '10:15' });
    expect(result.current.saveStatus).toBe('waiting');

    // the next edit is made on top of it: only its own change, behind it
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => setStop(it, shilin.id, { stay_minutes: 30 }, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    const [kept, next] = keptCalls();
    expect(next.body).toEqual({ base_version: 4, ops: [{ op: 'set_stop', place_id: shilin.id, stay_minutes: 30 }] });
    expect(next.follows).toBe(kept.idempotencyKey);
    expect(result.current.itinerary!.days[0].stops[0]).toMatchObject({ start_time: '10:15' });

    await act(async () => onlineManager.setOnline(true));
    await waitFor(() => expect(saves).toHaveLength(1));
    await act(async () => saves[0].answerWith(stored, 5));
    await earlier;
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1].body.base_version).toBe(5);
  });
});

describe('useItinerary: a guest plan', () => {
  it('keeps the days in browser storage beside the plan, which stays as it was', async () => {
    localStorage.setItem(GUEST_PLAN_STORAGE_KEY, '{"kept":"as is"}');
    const plan = { ...samplePlan, id: GUEST_PLAN_ID } as const;
    const first = renderHook(() => useItinerary(GUEST_PLAN_ID, plan));
    expect(first.result.current.itinerary!.days).toEqual([]);
    act(() => first.result.current.edit((it, ids) => addDay(it, ids)));
    act(() => first.result.current.edit((it, ids) => setStop(it, shilin.id, { stay_minutes: 90 }, ids)));
    expect(first.result.current.saveStatus).toBe('saved');
    expect(api.call).not.toHaveBeenCalled();
    expect(localStorage.getItem(GUEST_PLAN_STORAGE_KEY)).toBe('{"kept":"as is"}');
    first.unmount();

    // read back (a reload): the days made to agree with the plan's places
    const later = renderHook(() => useItinerary(GUEST_PLAN_ID, { ...plan, plan_places: [shilin, jiufen] }));
    const it = later.result.current.itinerary!;
    expect(it.days[0].stops).toEqual([
      { place_id: shilin.id, start_time: null, stay_minutes: 90, travel_mode: null },
      { place_id: jiufen.id, start_time: null, stay_minutes: null, travel_mode: null },
    ]);
    expect(JSON.parse(localStorage.getItem(GUEST_ITINERARY_STORAGE_KEY)!).days).toHaveLength(1);
  });

  it('puts the guest plan in the order of its days, as the server does for an account', () => {
    writeGuestPlan({ plan_name: 'Trip', notes: '', plan_places: samplePlan.plan_places });
    const onReordered = jest.fn();
    const plan = { ...samplePlan, id: GUEST_PLAN_ID } as const;
    const { result } = renderHook(() => useItinerary(GUEST_PLAN_ID, plan, true, onReordered));
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    expect(onReordered).not.toHaveBeenCalled();
    act(() => result.current.edit((it, ids) => moveStopWithinDay(it, 0, jiufen.id, 0, ids)));
    expect(readGuestPlan()!.plan_places.map((p) => p.id)).toEqual([jiufen.id, taipei.id, shilin.id]);
    expect(readGuestPlan()!.plan_name).toBe('Trip');
    expect(onReordered).toHaveBeenCalledTimes(1);
  });

  it('shows the days another tab changed', () => {
    const plan = { ...samplePlan, id: GUEST_PLAN_ID } as const;
    const { result } = renderHook(() => useItinerary(GUEST_PLAN_ID, plan));
    expect(result.current.itinerary!.days).toEqual([]);
    const other = {
      start_date: '2026-12-05',
      time_zone: null,
      days: [{ name: 'Elsewhere', travel_mode: 'walk', stops: [] }],
    };
    localStorage.setItem(GUEST_ITINERARY_STORAGE_KEY, JSON.stringify(other));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_ITINERARY_STORAGE_KEY }));
    });
    expect(result.current.itinerary!.days.map((d) => d.name)).toEqual(['Elsewhere']);
    expect(result.current.itinerary!.start_date).toBe('2026-12-05');
  });
});
