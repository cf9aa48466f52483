import { act, renderHook, waitFor } from '@testing-library/react';
import { api, ApiError, type PlanWithPlaces } from 'shared';
import '../i18n';
import { samplePlan } from '../planner/components/samplePlan';
import { NOTE_SAVE_DELAY_MS, usePlan } from './usePlan';

type Body = { plan_places: Array<{ id: number; notes: string }> };

/** The account plan's server, answering each save when the test says so. */
let saves: Array<{ body: Body; answer: (ok: boolean) => void }>;

beforeEach(() => {
  saves = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: { body: Body }) => {
    if (name === 'getPlan') return { code: 200, data: samplePlan };
    if (name !== 'updatePlan') throw new Error(`unexpected ${name}`);
    return new Promise((resolve, reject) =>
      saves.push({
        body: args.body,
        answer: (ok) => {
          if (!ok) return reject(new ApiError('Server error', 500, undefined, undefined));
          const notes = new Map(args.body.plan_places.map((p) => [p.id, p.notes]));
          const order = args.body.plan_places.map((p) => p.id);
          const plan: PlanWithPlaces = {
            ...samplePlan,
            plan_places: order.map((id) => ({
              ...samplePlan.plan_places.find((p) => p.id === id)!,
              notes: notes.get(id)!,
            })),
          };
          resolve({ code: 200, data: plan });
        },
      }),
    );
  }) as never);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const [taipei, shilin, jiufen] = samplePlan.plan_places;
const sentNotes = (i: number) => Object.fromEntries(saves[i].body.plan_places.map((p) => [p.id, p.notes]));

async function loaded() {
  const hook = renderHook(() => usePlan(samplePlan.id as number, 'en'));
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook;
}

describe('usePlan: stop notes are never dropped', () => {
  it('stores a typed note once typing pauses, and says where it stands', async () => {
    jest.useFakeTimers();
    const { result } = await loaded();
    act(() => result.current.typeNote(shilin.id, 'pepper'));
    act(() => result.current.typeNote(shilin.id, 'pepper buns'));
    expect(result.current.noteStatus[shilin.id]).toBe('pending');
    expect(saves).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(NOTE_SAVE_DELAY_MS));
    expect(saves).toHaveLength(1);
    expect(sentNotes(0)).toEqual({ [taipei.id]: taipei.notes, [shilin.id]: 'pepper buns', [jiufen.id]: '' });
    expect(result.current.noteStatus[shilin.id]).toBe('saving');
    await act(async () => saves[0].answer(true));
    expect(result.current.noteStatus[shilin.id]).toBe('saved');
    expect(result.current.noteDrafts).toEqual({});
    expect(result.current.plan!.plan_places[1].notes).toBe('pepper buns');
  });

  it('leaving the field stores it at once; moving a stop sends the note still being typed', async () => {
    const { result } = await loaded();
    act(() => result.current.typeNote(jiufen.id, 'tea house'));
    act(() => result.current.saveNotes());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(sentNotes(0)[jiufen.id]).toBe('tea house');
    await act(async () => saves[0].answer(true));

    act(() => result.current.typeNote(taipei.id, 'go at sunset'));
    act(() => void result.current.move(taipei.id, 2));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1].body.plan_places.map((p) => p.id)).toEqual([shilin.id, jiufen.id, taipei.id]);
    expect(sentNotes(1)).toEqual({ [taipei.id]: 'go at sunset', [shilin.id]: '', [jiufen.id]: 'tea house' });
    await act(async () => saves[1].answer(true));
    expect(result.current.noteDrafts).toEqual({});
  });

  it('a failed save keeps the typed note (shown as not saved); trying again stores it', async () => {
    const { result } = await loaded();
    act(() => result.current.typeNote(shilin.id, 'pepper buns'));
    act(() => result.current.saveNotes());
    await waitFor(() => expect(saves).toHaveLength(1));
    await act(async () => saves[0].answer(false));
    expect(result.current.noteStatus[shilin.id]).toBe('error');
    expect(result.current.noteDrafts).toEqual({ [shilin.id]: 'pepper buns' });
    expect(result.current.plan!.plan_places[1].notes).toBe('');

    act(() => result.current.saveNotes());
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(sentNotes(1)[shilin.id]).toBe('pepper buns');
    await act(async () => saves[1].answer(true));
    expect(result.current.noteStatus[shilin.id]).toBe('saved');
    expect(result.current.noteDrafts).toEqual({});
  });

  it('a note typed further while a save is on its way stays a draft and goes with the next save', async () => {
    const { result } = await loaded();
    act(() => result.current.typeNote(shilin.id, 'pepper'));
    act(() => result.current.saveNotes());
    await waitFor(() => expect(saves).toHaveLength(1));
    act(() => result.current.typeNote(shilin.id, 'pepper buns'));
    await act(async () => saves[0].answer(true));
    expect(result.current.noteDrafts).toEqual({ [shilin.id]: 'pepper buns' });
    expect(result.current.noteStatus[shilin.id]).toBe('pending');

    act(() => result.current.saveNotes());
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(sentNotes(1)[shilin.id]).toBe('pepper buns');
    await act(async () => saves[1].answer(true));
    expect(result.current.noteDrafts).toEqual({});
    expect(result.current.noteStatus[shilin.id]).toBe('saved');
  });

  it('asks before the page unloads while a note is not stored', async () => {
    const { result } = await loaded();
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => result.current.typeNote(shilin.id, 'pepper buns'));
    expect(unload()).toBe(true);
    await waitFor(() => expect(saves).toHaveLength(1));
    await act(async () => saves[0].answer(true));
    expect(unload()).toBe(false);
  });
});
