import { api, bus, GUEST_PLAN_ID, type PlanWithPlaces } from 'shared';
import { readGuestPlan, writeGuestPlan, type GuestPlan } from './guestPlan';
import { insertPlace, removePlace, trimPlaces, type InsertAction } from './planOps';

export type PlanId = number | typeof GUEST_PLAN_ID;

/** Where a plan lives: browser storage (guest) or the server (signed in). Same actions either way. */
export interface PlanSource {
  readonly id: PlanId;
  load(): Promise<PlanWithPlaces>;
  insert(placeId: number, action: InsertAction, onPlaceId?: number | null): Promise<PlanWithPlaces>;
  remove(placeId: number): Promise<PlanWithPlaces>;
  /** save the whole plan (order, notes, name) */
  save(plan: PlanWithPlaces): Promise<PlanWithPlaces>;
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
 * and a new place by `GET /plan/load/place/{id}`. `defaultName` is sent when the guest has not
 * named the plan (the stored name stays empty so the default follows the language).
 */
export function guestSource(defaultName: string): PlanSource {
  const changed = () => bus.emit('plan:changed', { planId: GUEST_PLAN_ID });
  const load = async (): Promise<PlanWithPlaces> => {
    const stored = readGuestPlan() ?? EMPTY_GUEST;
    if (stored.plan_places.length === 0) return { ...stored, plan_places: [] };
    const res = await api.call('loadGuestPlan', {
      body: {
        id: GUEST_PLAN_ID,
        plan_name: stored.plan_name.trim() || defaultName,
        notes: stored.notes,
        plan_places: trimPlaces(stored.plan_places),
      },
    });
    return { ...res.data!, id: GUEST_PLAN_ID, plan_name: stored.plan_name };
  };
  return {
    id: GUEST_PLAN_ID,
    load,
    async insert(placeId, action, onPlaceId) {
      const place = (await api.call('loadPlanPlace', { params: { id: placeId } })).data!;
      guestInsert(place, action, onPlaceId);
      changed();
      return load();
    },
    async remove(placeId) {
      guestRemove(placeId);
      changed();
      return load();
    },
    async save(plan) {
      if (!writeGuestPlan({ ...plan, plan_places: trimPlaces(plan.plan_places) })) throw new Error('storage');
      changed();
      return plan;
    },
  };
}

/** A plan on the account: every action is a server call; the server answers with the new plan. */
export function serverSource(id: number): PlanSource {
  const changed = () => bus.emit('plan:changed', { planId: id });
  return {
    id,
    load: async () => (await api.call('getPlan', { params: { id } })).data!,
    async insert(placeId, action, onPlaceId) {
      const res = await api.call('insertPlanPlace', {
        params: { planId: id, placeId },
        body: { action, ...(onPlaceId != null ? { on_place_id: onPlaceId } : {}) },
      });
      changed();
      return res.data!;
    },
    async remove(placeId) {
      const res = await api.call('removePlanPlace', { params: { planId: id, placeId } });
      changed();
      return res.data!;
    },
    async save(plan) {
      const res = await api.call('updatePlan', {
        params: { id },
        body: { id, plan_name: plan.plan_name, notes: plan.notes, plan_places: trimPlaces(plan.plan_places) },
      });
      changed();
      return res.data!;
    },
  };
}
