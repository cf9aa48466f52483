import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { Id, IdParam, Int, List, PlanWithPlaces, Text } from './models';
import { Email } from './user';
import { CalendarDate, ClockTime, Itinerary, TimeZoneName, TravelModeSchema } from './itinerary';
import { MAX_ITINERARY_DAYS, MAX_PLAN_OPS, MAX_STAY_MINUTES } from './constants';

// Plans together, beyond the original API: a plan's companions (its owner, editors and viewers), invitations by
// link, small operations based on a version of the plan (a conflict is answered 409 with the plan as it is), and the
// record of who changed what.

/** What a member may do: the owner everything; an editor change the plan and invite viewers; a viewer read it. */
export const PlanRole = Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('viewer')]);
export type PlanRole = Static<typeof PlanRole>;
/** The roles an invitation or a change of role grants (a plan has one owner). */
export const PlanMemberRole = Type.Union([Type.Literal('editor'), Type.Literal('viewer')]);
export type PlanMemberRole = Static<typeof PlanMemberRole>;

/** A version of a plan, as a write says which one it was based on. */
export const PlanVersion = Int({ minimum: 1, maximum: 2_147_483_647 });

export const PlanMember = Type.Object({
  user_id: Id,
  display_name: Type.String(),
  /** the member's colour (#rrggbb), to mark their changes and presence */
  profile_color: Type.String(),
  role: PlanRole,
});
export type PlanMember = Static<typeof PlanMember>;

/** An invitation token: 32 random bytes, base64url (43 characters); stored hashed. */
export const InviteToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 });

export const PlanInvite = Type.Object({
  id: Id,
  role: PlanMemberRole,
  /** the address it was mailed to; null: a link handed over by its maker */
  email: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  /** open: it still works; used: someone joined with it (it works once) */
  status: Type.Union([Type.Literal('open'), Type.Literal('used'), Type.Literal('revoked'), Type.Literal('expired')]),
});
export type PlanInvite = Static<typeof PlanInvite>;

/** The most days an invitation link works (the default: 7). */
export const MAX_INVITE_DAYS = 30;

const DayIndex = Int({ minimum: 0, maximum: MAX_ITINERARY_DAYS - 1 });
const StopIndex = Int({ minimum: 0, maximum: 500 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One small change of a plan. Days are counted from 0 (the itinerary's `days` index); `day: null` is "in no day"
 * (the plan's unscheduled places); `index` is the place in the day (absent: at its end).
 */
export const PlanOp = Type.Union([
  Type.Object({ op: Type.Literal('rename_plan'), plan_name: Text({ minLength: 1, maxLength: 200 }) }),
  Type.Object({ op: Type.Literal('set_notes'), notes: Text({ maxLength: 5000 }) }),
  Type.Object({ op: Type.Literal('set_place_notes'), place_id: Id, notes: Text({ maxLength: 2000 }) }),
  Type.Object({
    op: Type.Literal('set_dates'),
    start_date: Nullable(CalendarDate),
    time_zone: Nullable(TimeZoneName),
  }),
  Type.Object({
    op: Type.Literal('add_stop'),
    place_id: Id,
    day: Type.Optional(Nullable(DayIndex)),
    index: Type.Optional(StopIndex),
  }),
  Type.Object({
    op: Type.Literal('move_stop'),
    place_id: Id,
    day: Nullable(DayIndex),
    index: Type.Optional(StopIndex),
  }),
  Type.Object({ op: Type.Literal('remove_stop'), place_id: Id }),
  Type.Object({
    op: Type.Literal('set_stop'),
    place_id: Id,
    start_time: Type.Optional(Nullable(ClockTime)),
    stay_minutes: Type.Optional(Nullable(Int({ minimum: 0, maximum: MAX_STAY_MINUTES }))),
    travel_mode: Type.Optional(Nullable(TravelModeSchema)),
  }),
  Type.Object({
    op: Type.Literal('add_day'),
    name: Type.Optional(Text({ maxLength: 100 })),
    travel_mode: Type.Optional(TravelModeSchema),
    index: Type.Optional(DayIndex),
  }),
  Type.Object({ op: Type.Literal('remove_day'), day: DayIndex }),
  Type.Object({ op: Type.Literal('rename_day'), day: DayIndex, name: Text({ maxLength: 100 }) }),
  Type.Object({ op: Type.Literal('set_day_mode'), day: DayIndex, travel_mode: TravelModeSchema }),
  Type.Object({ op: Type.Literal('move_day'), day: DayIndex, to: DayIndex }),
]);
export type PlanOp = Static<typeof PlanOp>;

/** A plan as its members see it after a write (or in a 409's `data`: as it is now). */
export const PlanState = Type.Object({
  version: Type.Integer(),
  plan: PlanWithPlaces,
  itinerary: Itinerary,
});
export type PlanState = Static<typeof PlanState>;

const Day = Type.Integer({ minimum: 0 });
const OptionalDay = Type.Union([Day, Type.Null()]);
const PlaceRef = { place_id: Id, place_name: Type.String() };
const Who = { user_id: Id, display_name: Type.String() };
/**
 * One change of a plan as phrased data: what a client needs to say "Ana moved Senso-ji to day 2" in the reader's
 * language (place names are in the caller's language; days counted from 0).
 */
export const PlanChange = Type.Union([
  Type.Object({ kind: Type.Literal('rename_plan'), from: Type.String(), to: Type.String() }),
  Type.Object({ kind: Type.Literal('set_notes') }),
  Type.Object({ kind: Type.Literal('set_place_notes'), ...PlaceRef }),
  Type.Object({
    kind: Type.Literal('set_dates'),
    start_date: Type.Union([Type.String(), Type.Null()]),
    time_zone: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({ kind: Type.Literal('add_stop'), ...PlaceRef, day: OptionalDay }),
  Type.Object({ kind: Type.Literal('move_stop'), ...PlaceRef, from_day: OptionalDay, to_day: OptionalDay }),
  Type.Object({ kind: Type.Literal('remove_stop'), ...PlaceRef }),
  Type.Object({
    kind: Type.Literal('set_stop'),
    ...PlaceRef,
    field: Type.Union([Type.Literal('start_time'), Type.Literal('stay_minutes'), Type.Literal('travel_mode')]),
    value: Type.Union([Type.String(), Type.Integer(), Type.Null()]),
  }),
  Type.Object({ kind: Type.Literal('add_day'), day: Day, name: Type.String() }),
  Type.Object({ kind: Type.Literal('remove_day'), day: Day, name: Type.String() }),
  Type.Object({ kind: Type.Literal('rename_day'), day: Day, from: Type.String(), to: Type.String() }),
  Type.Object({ kind: Type.Literal('set_day_mode'), day: Day, travel_mode: TravelModeSchema }),
  Type.Object({ kind: Type.Literal('move_day'), from: Day, to: Day }),
  Type.Object({ kind: Type.Literal('member_joined'), ...Who, role: PlanMemberRole }),
  Type.Object({ kind: Type.Literal('member_role'), ...Who, role: PlanMemberRole }),
  Type.Object({ kind: Type.Literal('member_removed'), ...Who }),
  Type.Object({ kind: Type.Literal('member_left'), ...Who }),
]);
export type PlanChange = Static<typeof PlanChange>;

/** One version of a plan: who made it (null: an account since deleted), when, and its changes. */
export const PlanActivityEntry = Type.Object({
  version: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Union([
    Type.Object({ user_id: Id, display_name: Type.String(), profile_color: Type.String() }),
    Type.Null(),
  ]),
  changes: Type.Array(PlanChange),
});
export type PlanActivityEntry = Static<typeof PlanActivityEntry>;

/** The most entries one activity call answers. */
export const MAX_ACTIVITY_ENTRIES = 100;

/** A member who has the plan open now. */
export const PlanPresent = Type.Object({ user_id: Id, display_name: Type.String(), profile_color: Type.String() });
export type PlanPresent = Static<typeof PlanPresent>;

/**
 * What the live feed of a plan sends (Server-Sent Events). `change` (its event id is the plan's version, so a
 * browser reconnecting sends it back as Last-Event-ID and gets what it missed): one version of the plan, as the
 * activity call tells it. `presence`: every member who has the plan open now, the listener included.
 */
export const PlanLiveEvent = Type.Union([
  Type.Object({ event: Type.Literal('change'), id: Type.String(), data: PlanActivityEntry }),
  Type.Object({ event: Type.Literal('presence'), data: Type.Object({ here: Type.Array(PlanPresent) }) }),
]);
export type PlanLiveEvent = Static<typeof PlanLiveEvent>;

const PlanId = Type.Object({ id: IdParam });
const Token = Type.Object({ token: InviteToken });

export const planTogetherRoutes = {
  getPlanMembers: defineRoute({
    ...endpoints.getPlanMembers,
    summary: "Added to the original API: a plan's members (its owner first), for any member",
    auth: true,
    params: PlanId,
    data: Type.Array(PlanMember),
  }),
  setPlanMemberRole: defineRoute({
    ...endpoints.setPlanMemberRole,
    summary: "Added to the original API: the owner changes a member's role (editor or viewer)",
    auth: true,
    params: Type.Object({ id: IdParam, userId: IdParam }),
    body: Type.Object({ role: PlanMemberRole }),
    data: Type.Array(PlanMember),
  }),
  removePlanMember: defineRoute({
    ...endpoints.removePlanMember,
    summary: 'Added to the original API: the owner removes a member from the plan',
    auth: true,
    params: Type.Object({ id: IdParam, userId: IdParam }),
    data: Type.Array(PlanMember),
  }),
  leavePlan: defineRoute({
    ...endpoints.leavePlan,
    summary: 'Added to the original API: a member (not the owner) leaves a plan shared with them',
    auth: true,
    params: PlanId,
  }),
  getPlanInvites: defineRoute({
    ...endpoints.getPlanInvites,
    summary: "Added to the original API: a plan's invitations, newest first (for its owner and editors)",
    auth: true,
    params: PlanId,
    data: Type.Array(PlanInvite),
  }),
  createPlanInvite: defineRoute({
    ...endpoints.createPlanInvite,
    summary:
      'Added to the original API: a new invitation link (the owner invites editors or viewers, an editor viewers); the token is returned once, stored hashed, works once until it expires or is revoked; with `email`, it is also mailed there',
    auth: true,
    params: PlanId,
    body: Type.Object({
      role: PlanMemberRole,
      email: Type.Optional(Email),
      expires_in_days: Type.Optional(Int({ minimum: 1, maximum: MAX_INVITE_DAYS })),
    }),
    data: Type.Object({ token: InviteToken, invite: PlanInvite }),
  }),
  revokePlanInvite: defineRoute({
    ...endpoints.revokePlanInvite,
    summary: 'Added to the original API: revoke an invitation (its maker or the owner)',
    auth: true,
    params: Type.Object({ id: IdParam, inviteId: IdParam }),
    data: Type.Array(PlanInvite),
  }),
  getPlanInvitation: defineRoute({
    ...endpoints.getPlanInvitation,
    summary:
      'Added to the original API: what an invitation link offers (the plan’s name, the role, who invited), for anyone holding it',
    params: Token,
    data: Type.Object({
      plan_name: Type.String(),
      role: PlanMemberRole,
      invited_by: Type.Union([Type.String(), Type.Null()]),
      expires_at: Type.String({ format: 'date-time' }),
    }),
  }),
  acceptPlanInvite: defineRoute({
    ...endpoints.acceptPlanInvite,
    summary: 'Added to the original API: the signed-in user joins the plan with the invitation’s role',
    auth: true,
    params: Token,
    data: Type.Object({ plan_id: Id, role: PlanRole }),
  }),
  applyPlanOps: defineRoute({
    ...endpoints.applyPlanOps,
    summary:
      'Added to the original API: apply small operations to a plan, based on `base_version`: operations on what nobody changed since then apply; one that changes what another changed since then is a 409 whose `data` is the plan as it is (PlanState), and nothing is changed',
    auth: true,
    params: PlanId,
    body: Type.Object({ base_version: PlanVersion, ops: List(PlanOp, { minItems: 1, maxItems: MAX_PLAN_OPS }) }),
    data: PlanState,
  }),
  getPlanActivity: defineRoute({
    ...endpoints.getPlanActivity,
    summary:
      "Added to the original API: a plan's changes, newest first (`after`: only those after that version, oldest first, to catch up)",
    auth: true,
    params: PlanId,
    query: Type.Object({
      after: Type.Optional(Int({ minimum: 0, maximum: 2_147_483_647 })),
      limit: Type.Optional(Int({ minimum: 1, maximum: MAX_ACTIVITY_ENTRIES })),
    }),
    data: Type.Array(PlanActivityEntry),
  }),
  getPlanEvents: defineRoute({
    ...endpoints.getPlanEvents,
    summary:
      "Added to the original API: a plan's changes as they are made and who has it open (Server-Sent Events), for its members. It first sends the changes after `after` (or after the Last-Event-ID header, which takes precedence: the last version the client saw), then each new version, and `presence` whenever who is here changes",
    auth: true,
    stream: true,
    params: PlanId,
    query: Type.Object({ after: Type.Optional(Int({ minimum: 0, maximum: 2_147_483_647 })) }),
    data: PlanLiveEvent,
  }),
};
