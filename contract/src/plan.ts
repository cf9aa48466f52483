import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { Id, IdParam, Int, List, Place, Plan, PlanWithPlaces, Text } from './models';
import { GUEST_PLAN_ID } from './constants';

/** A plan place as sent (trimmed to id, type and notes). */
export const PlanPlaceInput = Type.Object({
  id: Id,
  type: Text({ maxLength: 30 }),
  notes: Text({ maxLength: 2000 }),
});
const PlanFields = {
  plan_name: Text({ minLength: 1, maxLength: 200 }),
  plan_places: List(PlanPlaceInput, { maxItems: 500 }),
  notes: Text({ maxLength: 5000 }),
};
/**
 * `POST /plan/` body. `migration_key` (optional, beyond the original API): a client-generated key for the
 * guest → account move after sign-up; creating again with the same key returns the plan made the first time
 * (no duplicate).
 */
export const PlanCreateBody = Type.Object({
  ...PlanFields,
  migration_key: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', maxLength: 64 })),
});
/** The whole plan, as `POST /plan/{id}` and `POST /plan/load` send it (id may be absent or 'guest'). */
export const PlanBody = Type.Object({
  id: Type.Optional(Type.Union([Id, Type.Literal(GUEST_PLAN_ID), Type.Null()])),
  ...PlanFields,
  /**
   * beyond the original API: the version of the plan this one was edited from (`version` of the plan read). Required
   * by `POST /plan/{id}` (428 without it); a write that would overwrite what changed since is a 409.
   */
  base_version: Type.Optional(Int({ minimum: 1, maximum: 2_147_483_647 })),
});
/** How to insert a place: `insert` appends, never twice. insert_after / insert_before need on_place_id. */
export const PlanInsertAction = Type.Union([
  Type.Literal('insert'),
  Type.Literal('insert_after'),
  Type.Literal('insert_before'),
]);

const PlanId = Type.Object({ id: IdParam });
/** A share token: 32 random bytes, base64url (43 characters). */
export const ShareToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 });
/** What a read-only share link shows: the plan's name, notes and places, nothing about its owner. */
export const SharedPlan = Type.Object({
  plan_name: Type.String(),
  notes: Type.String(),
  plan_places: Type.Index(PlanWithPlaces, ['plan_places']),
});
export type SharedPlan = Static<typeof SharedPlan>;
const PlanPlaceIds = Type.Object({ planId: IdParam, placeId: IdParam });

export const planRoutes = {
  getPlans: defineRoute({
    ...endpoints.getPlans,
    summary: 'My plans (a guest loads the local plan with POST /plan/load instead)',
    auth: true,
    data: Type.Array(Plan),
  }),
  getPlan: defineRoute({
    ...endpoints.getPlan,
    summary: 'One of my plans with its places',
    auth: true,
    params: PlanId,
    data: PlanWithPlaces,
  }),
  createPlan: defineRoute({
    ...endpoints.createPlan,
    summary: 'Create a plan (also the local plan after sign-up, with its id cleared)',
    auth: true,
    body: PlanCreateBody,
    data: PlanWithPlaces,
  }),
  updatePlan: defineRoute({
    ...endpoints.updatePlan,
    summary: 'Save one of my plans (the whole plan)',
    auth: true,
    params: PlanId,
    body: PlanBody,
    data: PlanWithPlaces,
  }),
  deletePlan: defineRoute({
    ...endpoints.deletePlan,
    summary: 'Delete one of my plans',
    auth: true,
    params: PlanId,
  }),
  insertPlanPlace: defineRoute({
    ...endpoints.insertPlanPlace,
    summary: 'Add a place to a plan (no duplicates): insert, or insert_after / insert_before on_place_id',
    auth: true,
    params: PlanPlaceIds,
    body: Type.Object({ on_place_id: Type.Optional(Type.Union([Id, Type.Null()])), action: PlanInsertAction }),
    data: PlanWithPlaces,
  }),
  removePlanPlace: defineRoute({
    ...endpoints.removePlanPlace,
    summary: 'Remove a place from a plan',
    auth: true,
    params: PlanPlaceIds,
    data: PlanWithPlaces,
  }),
  loadGuestPlan: defineRoute({
    ...endpoints.loadGuestPlan,
    summary: "Resolve a guest's local plan (kept in browser storage) into a plan with its places",
    body: PlanBody,
    data: PlanWithPlaces,
  }),
  sharePlan: defineRoute({
    ...endpoints.sharePlan,
    summary:
      'Added to the original API: create a read-only share link for one of my plans (a new token each time; the previous link stops working)',
    auth: true,
    params: PlanId,
    data: Type.Object({ token: ShareToken }),
  }),
  unsharePlan: defineRoute({
    ...endpoints.unsharePlan,
    summary: 'Added to the original API: revoke the share link of one of my plans',
    auth: true,
    params: PlanId,
  }),
  getSharedPlan: defineRoute({
    ...endpoints.getSharedPlan,
    summary: 'Added to the original API: a shared plan, read-only, for anyone with the link (404 once revoked)',
    params: Type.Object({ token: ShareToken }),
    data: SharedPlan,
  }),
  loadPlanPlace: defineRoute({
    ...endpoints.loadPlanPlace,
    summary: 'The data of one place for adding to a (guest) plan',
    params: Type.Object({ id: IdParam }),
    data: Place,
  }),
};
