import { act, renderHook, waitFor } from '@testing-library/react';
import { api, ApiError, bus, type PlanOp, type PlanState, type PlanWithPlaces } from 'shared';
import '../i18n';
import { samplePlan } from '../planner/components/samplePlan';
import { NOTE_SAVE_DELAY_MS, usePlan } from './usePlan';

type Body = { plan_places: Array<{ id: number; notes: string }> };

/** The account plan's server, answering each save when the test says so. */
let saves: Array<{ body: Body; answer: (ok: boolean) => void }>;
/** The operations sent, each answered when the test says so. */
let opsSent: Array<{ body: { base_version: number; ops: PlanOp[] }; answer: (result: PlanState | ApiError) => void }>;

beforeEach(() => {
  saves = [];
  opsSent = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: { body: Body }) => {
    if (name === 'getPlan') return { code: 200, data: { ...samplePlan, version: 3 } };
    if (name === 'applyPlanOps')
      return new Promise((resolve, reject) =>
        opsSent.push({
          body: args.body as never,
          answer: (result) => (result instanceof ApiError ? reject(result) : resolve({ code: 200, data: result })),
        }),
      );
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

describe("usePlan: an account plan's name and notes", () => {
  const state = (version: number, fields: Partial<PlanWithPlaces>): PlanState => ({
    version,
    plan: { ...samplePlan, ...fields, version },
    itinerary: { start_date: null, time_zone: null, days: [], unscheduled: [] },
  });
  const conflict = (now: PlanState) =>
    new ApiError('Changed meanwhile', 409, { code: 409, message: 'Changed meanwhile', data: now } as never, undefined);

  it('are sent as the operations that change them, based on the version shown', async () => {
    const { result } = await loaded();
    let done: Promise<boolean>;
    act(() => void (done = result.current.update({ plan_name: 'Taipei in May', notes: samplePlan.notes })));
    await waitFor(() => expect(opsSent).toHaveLength(1));
    expect(opsSent[0].body).toEqual({ base_version: 3, ops: [{ op: 'rename_plan', plan_name: 'Taipei in May' }] });
    expect(result.current.plan!.plan_name).toBe('Taipei in May');
    await act(async () => opsSent[0].answer(state(4, { plan_name: 'Taipei in May' })));
    expect(await done!).toBe(true);
    expect(result.current.plan!.version).toBe(4);
    expect(saves).toHaveLength(0);
  });

  it('a name a companion changed meanwhile: both names shown; keeping mine sends it over theirs', async () => {
    const { result } = await loaded();
    act(() => void result.current.update({ plan_name: 'Mine' }));
    await waitFor(() => expect(opsSent).toHaveLength(1));
    await act(async () => opsSent[0].answer(conflict(state(5, { plan_name: 'Theirs' }))));
    await waitFor(() => expect(result.current.nameConflict).not.toBeNull());
    expect(result.current.nameConflict).toMatchObject({ mine: 'Mine', theirs: 'Theirs' });
    expect(result.current.plan!.plan_name).toBe('Theirs');
    act(() => result.current.nameConflict!.keepMine());
    await waitFor(() => expect(opsSent).toHaveLength(2));
    expect(opsSent[1].body).toEqual({ base_version: 5, ops: [{ op: 'rename_plan', plan_name: 'Mine' }] });
    expect(result.current.nameConflict).toBeNull();
  });

  it('notes both changed at once: both texts are sent, merged, and the person is told', async () => {
    const shown = jest.fn();
    const stop = bus.on('message:show', shown);
    const { result } = await loaded();
    const base = samplePlan.notes;
    act(() => void result.current.update({ notes: `${base}\nPassports` }));
    await waitFor(() => expect(opsSent).toHaveLength(1));
    await act(async () => opsSent[0].answer(conflict(state(6, { notes: `${base}\nSunscreen` }))));
    await waitFor(() => expect(opsSent).toHaveLength(2));
    expect(opsSent[1].body).toEqual({
      base_version: 6,
      ops: [{ op: 'set_notes', notes: `${base}\nPassports\nSunscreen` }],
    });
    expect(shown).not.toHaveBeenCalled();
    await act(async () => opsSent[1].answer(state(7, { notes: `${base}\nPassports\nSunscreen` })));
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ type: 'info' }));
    expect(result.current.plan!.notes).toBe(`${base}\nPassports\nSunscreen`);
    stop();
  });
});
