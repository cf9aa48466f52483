import { act, renderHook, waitFor } from '@testing-library/react';
import { api, ApiError, GUEST_PLAN_ID, GUEST_PLAN_STORAGE_KEY, type Itinerary } from 'shared';
import '../../i18n';
import { samplePlan } from '../components/samplePlan';
import { GUEST_ITINERARY_STORAGE_KEY } from '../../common/guestItinerary';
import { writeGuestPlan, readGuestPlan } from '../../common/guestPlan';
import { addDay, moveStopToDay, moveStopWithinDay, setStop } from '../../common/itineraryOps';
import { ITINERARY_SAVE_DELAY_MS, useItinerary } from './useItinerary';

const [taipei, shilin, jiufen] = samplePlan.plan_places;
const placeIds = samplePlan.plan_places.map((p) => p.id);

let stored: Itinerary;
let saves: Array<{
  body: unknown;
  answer: (ok: boolean) => void;
  /** answer with these stored days (the server's answer carries the plan's new version) */
  answerWith: (data: Itinerary) => void;
  refuse: (error: ApiError) => void;
}>;

beforeEach(() => {
  localStorage.clear();
  saves = [];
  stored = { start_date: null, time_zone: null, days: [], unscheduled: placeIds };
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: { body: unknown }) => {
    if (name === 'getPlanItinerary') return { code: 200, data: stored };
    if (name !== 'savePlanItinerary') throw new Error(`unexpected ${name}`);
    return new Promise((resolve, reject) =>
      saves.push({
        body: args.body,
        answerWith: (data) => resolve({ code: 200, data }),
        refuse: reject,
        answer: (ok) =>
          ok
            ? resolve({ code: 200, data: args.body })
            : reject(new ApiError('Server error', 500, undefined, undefined)),
      }),
    );
  }) as never);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useItinerary: an account plan', () => {
  it('stores the days once editing pauses, one write at a time, and says so', async () => {
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
      start_date: null,
      time_zone: null,
      days: [
        expect.objectContaining({
          stops: [
            expect.objectContaining({ place_id: taipei.id, start_time: '09:00' }),
            expect.objectContaining({ place_id: shilin.id }),
            expect.objectContaining({ place_id: jiufen.id }),
          ],
        }),
      ],
    });
    // an edit while the write runs is stored after it, not beside it
    act(() => result.current.edit((it, ids) => moveStopToDay(it, jiufen.id, null, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(saves).toHaveLength(1);
    await act(async () => saves[0].answer(true));
    expect(saves).toHaveLength(2);
    await act(async () => saves[1].answer(true));
    expect(result.current.saveStatus).toBe('saved');
    expect(result.current.itinerary!.unscheduled).toEqual([jiufen.id]);
  });

  it('asks before the page closes with days not stored yet, and stores them at once', async () => {
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    const leaving = new Event('beforeunload', { cancelable: true });
    // (the write is sent in the same task, once the listener has returned)
    await act(async () => {
      window.dispatchEvent(leaving);
    });
    expect(leaving.defaultPrevented).toBe(true);
    expect(saves).toHaveLength(1);
  });

  it('keeps a refused edit on screen, and stores it on retry', async () => {
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    await act(async () => saves[0].answer(false));
    expect(result.current.saveStatus).toBe('error');
    expect(result.current.itinerary!.days).toHaveLength(1);
    await act(async () => result.current.retry());
    expect(saves).toHaveLength(2);
    expect(saves[1].body).toEqual(saves[0].body);
    await act(async () => saves[1].answer(true));
    expect(result.current.saveStatus).toBe('saved');
  });

  it('says which version each save was edited from, and takes the next from its answer', async () => {
    stored = { ...stored, version: 4 };
    const { result } = renderHook(() => useItinerary(12, samplePlan));
    await waitFor(() => expect(result.current.itinerary).not.toBeNull());
    jest.useFakeTimers();
    act(() => result.current.edit((it, ids) => addDay(it, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(saves[0].body).toMatchObject({ base_version: 4 });
    await act(async () => saves[0].answerWith({ ...(saves[0].body as Itinerary), version: 5 }));
    act(() => result.current.edit((it, ids) => setStop(it, taipei.id, { start_time: '10:00' }, ids)));
    await act(async () => jest.advanceTimersByTime(ITINERARY_SAVE_DELAY_MS));
    expect(saves[1].body).toMatchObject({ base_version: 5 });
  });

  it('a companion changed the days meanwhile (409): both are kept until the person chooses', async () => {
    stored = { ...stored, version: 4 };
    const theirs: Itinerary = {
      start_date: '2026-12-01',
      time_zone: null,
      days: [
        {
          name: 'Theirs',
          travel_mode: 'walk',
          time_zone: null,
          stops: [{ place_id: shilin.id, start_time: null, stay_minutes: null, travel_mode: null }],
        },
      ],
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
    // keeping mine stores it over theirs, based on the version that holds their change
    await act(async () => result.current.keepMine());
    expect(saves[1].body).toMatchObject({ base_version: 7 });
    expect(saves[1].body).not.toMatchObject({ start_date: '2026-12-01' });
    await act(async () => saves[1].refuse(conflict()));
    // keeping theirs shows theirs, and stores nothing
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
