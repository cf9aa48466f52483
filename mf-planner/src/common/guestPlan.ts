import { GUEST_PLAN_ID, GUEST_PLAN_STORAGE_KEY, type Language, type PlanPlace } from 'shared';
import { plannerStrings } from '../planner.strings';

/** The guest's local plan as kept in browser storage (its id is always 'guest'). */
export interface GuestPlan {
  id: typeof GUEST_PLAN_ID;
  /** empty when the guest never named it: the default name is then derived per language at render time */
  plan_name: string;
  notes: string;
  plan_places: PlanPlace[];
}

/** Default guest plan name: the English one in English, the Chinese one otherwise. */
export function defaultGuestPlanName(language: Language | string): string {
  return plannerStrings.text(language === 'en' ? 'en' : 'zh-Hant-TW', 'guestPlan.defaultName');
}

/** The name to show: the guest's own name if set, else the default for the current language. */
export function guestPlanName(plan: Pick<GuestPlan, 'plan_name'>, language: Language | string): string {
  const name = plan.plan_name.trim();
  return name !== '' ? name : defaultGuestPlanName(language);
}

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // storage can be disabled (privacy settings, sandboxed frames)
    return null;
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function toPlanPlace(x: unknown): PlanPlace | null {
  if (!isRecord(x)) return null;
  const id = typeof x.id === 'string' ? Number(x.id) : x.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  return {
    id,
    type: typeof x.type === 'string' ? x.type : 'poi',
    notes: typeof x.notes === 'string' ? x.notes : '',
  };
}

/**
 * Turn whatever is stored into a GuestPlan, tolerating missing or wrong-typed fields (older builds,
 * hand edits). Returns null when it is not a plan at all.
 */
export function parseGuestPlan(raw: string | null): GuestPlan | null {
  if (raw == null || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const places = Array.isArray(value.plan_places) ? value.plan_places.map(toPlanPlace) : [];
  return {
    id: GUEST_PLAN_ID,
    plan_name: typeof value.plan_name === 'string' ? value.plan_name : '',
    notes: typeof value.notes === 'string' ? value.notes : '',
    plan_places: places.filter((p): p is PlanPlace => p !== null),
  };
}

/** Read the guest plan; null when there is none, it is unreadable, or storage is unavailable. */
export function readGuestPlan(storage: Storage | null = defaultStorage()): GuestPlan | null {
  if (!storage) return null;
  try {
    return parseGuestPlan(storage.getItem(GUEST_PLAN_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Write the guest plan (always with id 'guest'). Returns false when storage is unavailable or full. */
export function writeGuestPlan(
  plan: Omit<GuestPlan, 'id'> & { id?: unknown },
  storage: Storage | null = defaultStorage(),
): boolean {
  if (!storage) return false;
  const value: GuestPlan = {
    id: GUEST_PLAN_ID,
    plan_name: plan.plan_name,
    notes: plan.notes,
    plan_places: plan.plan_places.map(({ id, type, notes }) => ({ id, type, notes })),
  };
  try {
    storage.setItem(GUEST_PLAN_STORAGE_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Remove the guest plan (after sign-up moves it to the account). */
export function clearGuestPlan(storage: Storage | null = defaultStorage()): void {
  try {
    storage?.removeItem(GUEST_PLAN_STORAGE_KEY);
  } catch {
    /* storage may be unavailable */
  }
}
