import {
  ApiError,
  bus,
  fetchApi,
  GUEST_PLAN_ID,
  runApiMutation,
  type CallResponse,
  type PlanOp,
  type PlanState,
  type PlanWithPlaces,
} from 'shared';
import { readGuestPlan, writeGuestPlan, type GuestPlan } from './guestPlan';
import { insertPlace, removePlace, trimPlaces, type InsertAction } from './planOps';
import { changeCachedPlan, putGuestPlan, putPlan, type PlanId } from './planCache';

export type { PlanId } from './planCache';

/**
 * Where a plan lives: browser storage (guest) or the server (signed in). Same actions either way; each puts the plan
 * it leads to into the page's one cache (what the planner shows) and answers with it.
 */
export interface PlanSource {
  readonly id: PlanId;
  load(): Promise<PlanWithPlaces>;
  insert(placeId: number, action: InsertAction, onPlaceId?: number | null): Promise<PlanWithPlaces>;
  remove(placeId: number): Promise<PlanWithPlaces>;
  /** save the whole plan (order, notes, name) */
  save(plan: PlanWithPlaces): Promise<PlanWithPlaces>;
  /**
   * An account plan's small operations, based on a version of it (`POST /plan/{id}/ops`). Refused as a conflict,
   * it throws a `PlanConflict` whose plan, as it is now, is already in the cache.
   */
  applyOps?(ops: PlanOp[], baseVersion: number): Promise<PlanWithPlaces>;
}

/** Operations refused: someone changed the same thing since their version. `state` is the plan as it is now. */
export class PlanConflict extends Error {
  constructor(readonly state: PlanState) {
    super('plan_conflict');
    this.name = 'PlanConflict';
  }
}

/** The plan as it is now, from a write's 409 answer (null: another refusal). */
export function conflictState(err: unknown): PlanState | null {
  const data = err instanceof ApiError && err.status === 409 ? (err.body?.data as PlanState | undefined) : undefined;
  return data?.plan ? data : null;
}

const EMPTY_GUEST: GuestPlan = { id: GUEST_PLAN_ID, plan_name: '', notes: '', plan_places: [] };

/** Insert into the stored guest plan (creating it if needed); returns the stored plan. */
export function guestInsert(
  place: { id: number; type: string },
  action: InsertAction,
  onPlaceId?: number | null,
  storage?: Storage | null,
): GuestPlan {
  const plan = readGuestPlan(storage) ?? EMPTY_GUEST;
  const next = { ...plan, plan_places: insertPlace(plan.plan_places, { ...place, notes: '' }, action, onPlaceId) };
  writeGuestPlan(next, storage);
  return next;
}

export function guestRemove(placeId: number, storage?: Storage | null): GuestPlan {
  const plan = readGuestPlan(storage) ?? EMPTY_GUEST;
  const next = { ...plan, plan_places: removePlace(plan.plan_places, placeId) };
  writeGuestPlan(next, storage);
  return next;
}

/**
 * The guest's local plan: kept in browser storage under `plan`; its places are resolved by `POST /plan/load`
 * and a new place by `GET /plan/load/place/{id}`, both read through the page's one cache in `language`.
 * `defaultName` is sent when the guest has not named the plan (the stored name stays empty so the default follows
 * the language).
 */
export function guestSource(defaultName: string, language: string): PlanSource {
  const changed = () => bus.emit('plan:changed', { planId: GUEST_PLAN_ID });
  const load = async (): Promise<PlanWithPlaces> => {
    const stored = readGuestPlan() ?? EMPTY_GUEST;
    if (stored.plan_places.length === 0) return { ...stored, plan_places: [] };
    // the question is the places alone (their details are what the server adds): a note or the name changed, even
    // offline, asks nothing new, and the plan's own words are put in from browser storage
    const res = await fetchApi('loadGuestPlan', language, {
      body: {
        id: GUEST_PLAN_ID,
        plan_name: defaultName,
        notes: '',
        plan_places: trimPlaces(stored.plan_places).map((p) => ({ ...p, notes: '' })),
      },
    });
    const notes = new Map(stored.plan_places.map((p) => [p.id, p.notes]));
    return {
      ...res.data!,
      id: GUEST_PLAN_ID,
      plan_name: stored.plan_name,
      notes: stored.notes,
      plan_places: res.data!.plan_places.map((p) => ({ ...p, notes: notes.get(p.id) ?? '' })),
    };
  };
  const loaded = async () => putGuestPlan(await load(), language);
  return {
    id: GUEST_PLAN_ID,
    load,
    async insert(placeId, action, onPlaceId) {
      const place = (await fetchApi('loadPlanPlace', language, { params: { id: placeId } })).data!;
      guestInsert(place, action, onPlaceId);
      changed();
      return loaded();
    },
    async remove(placeId) {
      guestRemove(placeId);
      changed();
      return loaded();
    },
    async save(plan) {
      if (!writeGuestPlan({ ...plan, plan_places: trimPlaces(plan.plan_places) })) throw new Error('storage');
      changed();
      return putGuestPlan(plan, language);
    },
  };
}

/**
 * What a change of an account plan's places, name or notes leaves alone: the plan is put into the cache from the
 * write's answer, and its days are not changed by it (a place added is in no day, a removed one leaves its day).
 */
export const PLAN_WRITE = { updatedHere: ['getPlan', 'getPlanItinerary'] } as const;

/**
 * A plan on the account: every action is a declared write (the other reads it changes, the list of plans say, are
 * asked again); the server answers with the new plan.
 */
export function serverSource(id: number, language: string): PlanSource {
  const changed = (answer: CallResponse<'getPlan'>) => {
    const plan = putPlan(answer, language);
    bus.emit('plan:changed', { planId: id });
    return plan;
  };
  return {
    id,
    load: async () => (await fetchApi('getPlan', language, { params: { id } })).data!,
    async insert(placeId, action, onPlaceId) {
      const res = await runApiMutation(
        'insertPlanPlace',
        {
          params: { planId: id, placeId },
          body: { action, ...(onPlaceId != null ? { on_place_id: onPlaceId } : {}) },
        },
        PLAN_WRITE,
      );
      return changed(res);
    },
    async remove(placeId) {
      const res = await runApiMutation('removePlanPlace', { params: { planId: id, placeId } }, PLAN_WRITE);
      return changed(res);
    },
    async save(plan) {
      const res = await runApiMutation(
        'updatePlan',
        {
          params: { id },
          body: {
            id,
            plan_name: plan.plan_name,
            notes: plan.notes,
            plan_places: trimPlaces(plan.plan_places),
            // the version this plan was read at: a save that would overwrite a companion's later change is refused
            ...(plan.version ? { base_version: plan.version } : {}),
          },
        },
        PLAN_WRITE,
      );
      return changed(res);
    },
    async applyOps(ops, baseVersion) {
      try {
        const res = await runApiMutation(
          'applyPlanOps',
          { params: { id }, body: { base_version: baseVersion, ops } },
          PLAN_WRITE,
        );
        return changed({ ...res, data: res.data!.plan });
      } catch (err) {
        const now = conflictState(err);
        if (!now) throw err;
        changeCachedPlan(id, language, () => now.plan);
        bus.emit('plan:changed', { planId: id });
        throw new PlanConflict(now);
      }
    },
  };
}
