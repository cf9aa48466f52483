import { fetchApi, GUEST_PLAN_ID, runApiMutation, type PlanPlace } from 'shared';
import { clearGuestInspiration, readGuestInspiration } from '../common/guestInspiration';
import { INSPIRATION_WRITE, putAccountInspiration } from '../common/inspiration';
import { clearGuestPlan, guestPlanName, readGuestPlan, type GuestPlan } from '../common/guestPlan';
import { reconcileItinerary } from '../itinerary';
import { clearGuestItinerary, readGuestItinerary } from '../common/guestItinerary';
import { itineraryBody } from '../common/itineraryOps';
import { trimPlaces } from '../common/planOps';

/** Two 32-bit FNV-1a hashes → a stable hex key. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * The idempotency key of moving this guest plan to this account: the same user and the same local plan give
 * the same key, so a retry after a failure midway never creates a second plan on the server.
 */
export function migrationKey(userId: number, plan: Pick<GuestPlan, 'plan_name' | 'notes' | 'plan_places'>): string {
  return `guest-${userId}-${hash(JSON.stringify([plan.plan_name, plan.notes, trimPlaces(plan.plan_places)]))}`;
}

/** Whether a local plan is worth moving (it has places, a name or notes). */
export function hasGuestContent(plan: GuestPlan | null): plan is GuestPlan {
  return !!plan && (plan.plan_places.length > 0 || plan.plan_name.trim() !== '' || plan.notes.trim() !== '');
}

export interface MigrationResult {
  planId: number | null;
  poiCount: number;
}

/**
 * Move the guest's inspiration list and local plan to the signed-in account: the places go to the
 * account, the plan is created on the server with its id cleared, then its days (start date, times, stays, modes)
 * are stored on it, and browser storage is emptied only after the server confirmed all of them. Throws (leaving
 * storage untouched) if any call fails; calling again is safe (the same plan is found again, and its days are
 * written whole again).
 */
export async function migrateGuestData(userId: number, language: string): Promise<MigrationResult> {
  const poiIds = readGuestInspiration();
  const plan = readGuestPlan();
  let poiCount = 0;
  if (poiIds.length > 0) {
    // places that no longer exist would make the whole add fail: keep the ones the server knows
    const known =
      (await fetchApi('getInspirationPois', language, { query: { poiIds: poiIds.join(','), country_id: 0 } })).data ??
      [];
    const ids = known.map((p) => p.poi_id);
    if (ids.length > 0) {
      const saved = await runApiMutation('addInspirationPois', { body: { poi_ids: ids } }, INSPIRATION_WRITE);
      // the account's list is the answer (its places' lists are stale on the `inspiration:changed` that follows)
      await putAccountInspiration(userId, saved.data ?? ids);
    }
    poiCount = ids.length;
  }
  let planId: number | null = null;
  if (hasGuestContent(plan)) {
    const name = guestPlanName(plan, language);
    let places: PlanPlace[] = [];
    if (plan.plan_places.length > 0) {
      const resolved = await fetchApi('loadGuestPlan', language, {
        body: { id: GUEST_PLAN_ID, plan_name: name, notes: plan.notes, plan_places: trimPlaces(plan.plan_places) },
      });
      places = trimPlaces(resolved.data?.plan_places ?? []);
    }
    const created = await runApiMutation('createPlan', {
      body: { plan_name: name, notes: plan.notes, plan_places: places, migration_key: migrationKey(userId, plan) },
    });
    planId = created.data!.id as number;
    // the days of the places the server knows (a place gone from the site leaves its day)
    const days = reconcileItinerary(
      readGuestItinerary(places.map((p) => p.id)),
      places.map((p) => p.id),
    );
    if (days.days.length > 0 || days.start_date !== null) {
      // based on the plan just created (the guest's days never had a server version)
      await runApiMutation('savePlanItinerary', {
        params: { id: planId },
        body: { ...itineraryBody(days), base_version: created.data!.version },
      });
    }
  }
  clearGuestInspiration();
  clearGuestPlan();
  clearGuestItinerary();
  return { planId, poiCount };
}
