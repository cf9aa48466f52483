import { queryClient, useMutation, type UseMutationResult } from 'page-singleton';
import type { Endpoints, ParamsOf, ApiRoutes, RouteName } from 'contract';
import type { BusEventName, BusEvents } from 'page-singleton/bus';
import { api } from './pageApi';
import type { CallArgs, CallResponse } from './client';
import { emitHandled, staleOnOf } from './staleness';

// Every write to the server, declared once: what it sends, which cached reads it changes, which bus events it
// announces. A screen writes with `useApiMutation(name)` (code outside components with `runApiMutation`); the
// cache's part after the write (marking reads stale, announcing) is the declaration's, never the screen's.

/** A read: a route asked with GET, whose answers the page's one cache keeps (./query.ts). */
export type ReadRouteName = { [N in RouteName]: Endpoints[N]['method'] extends 'GET' ? N : never }[RouteName];
/** A write: every route not asked with GET. Each has its declaration in `apiMutations`. */
export type WriteRouteName = Exclude<RouteName, ReadRouteName>;
/** GET routes that change something on the server (a view counted, a link used): declared like writes. */
export type WritingReadName = 'viewExperience' | 'verifyEmail' | 'logout';
/** Every route a screen may call through `useApiMutation`. */
export type MutationName = WriteRouteName | WritingReadName;

/**
 * What a write sends: the route's path parameters, query string and body (no abort signal: a write runs to its end).
 * A kept write also says which write it `follows`: the idempotency key of the write of the same call (same route,
 * same parameters) made before it and not sent yet when it was made, whose result it was made on top of.
 */
export type MutationVariables<N extends RouteName> = Omit<CallArgs<N>, 'signal'> & { follows?: string };

/**
 * A cached read a write changes: every cached answer of the route (any parameters, any language, single or paged),
 * or only those whose path parameters include what `params` gives for this write.
 */
export type ChangedRead<N extends RouteName> =
  | ReadRouteName
  | {
      [R in ReadRouteName]: {
        read: R;
        params: (variables: MutationVariables<N>, answer: CallResponse<N>) => Partial<ParamsOf<ApiRoutes[R]>>;
      };
    }[ReadRouteName];

/** A bus event a write announces (`announce(name, detail)` writes one). */
export type Announcement = { [K in BusEventName]: { event: K; detail: BusEvents[K] } }[BusEventName];

export function announce<K extends BusEventName>(event: K, detail: BusEvents[K]): Announcement {
  return { event, detail } as Announcement;
}

export interface MutationDeclaration<N extends RouteName> {
  /** the cached reads this write changes: after it succeeds they are stale (asked again at once where shown) */
  changes: readonly ChangedRead<N>[];
  /**
   * the bus events it announces after it succeeds, for the screens and remotes that listen to them (every query
   * stale on one of them is marked stale with the declared reads, once)
   */
  announces?: (variables: MutationVariables<N>, answer: CallResponse<N>) => readonly Announcement[];
  /**
   * true: a write a person makes wherever they are (their plans, days, notes, inspiration list). Made offline or
   * failing for want of a connection, it waits (paused, kept in the persisted cache, ./offlineCache.ts) and is
   * sent when the connection is back, after the kept writes made before it, with the Idempotency-Key it got when
   * it was made: sent twice, it is applied once. Other writes fail at once offline, with their message.
   */
  keptOffline?: true;
}

/** The declaration table's type: the compiler asks for an entry for every write of the contract. */
export type MutationDeclarations = { [N in WriteRouteName]: MutationDeclaration<N> } & {
  [N in WritingReadName]: MutationDeclaration<N>;
};

/**
 * The answers of `read` about the thing a write on `…/:key` changes (the read's `:id` is the write's `:key`).
 * (Typed by what it reads of the variables: it fits every write whose path has that parameter.)
 */
function sameId<R extends ReadRouteName>(read: R, key: 'id' | 'planId' = 'id') {
  return {
    read,
    params: (variables: { params?: Record<string, unknown> }) =>
      ({ id: variables.params?.[key] ?? variables.params?.id }) as Partial<ParamsOf<ApiRoutes[R]>>,
  };
}
const experienceId = (variables: { params?: { id: number } }) => variables.params!.id;

/** Every list or detail that shows experiences' content, visibility or counts is stale on this event. */
const experienceChanged = (id: number) => [announce('experience:changed', { id })];
const experienceReacted = (id: number) => [announce('experience:reacted', { id })];

/** What a like or a favorite changes: the viewer's status for the experience, its counts, the favorites list. */
const REACTION_READS = [sameId('getExperienceStatus'), sameId('getExperience'), 'getFavorites'] as const;
/** What the owner's change of an experience changes: the experience, the owner's lists, the lists it shows in. */
const EXPERIENCE_READS = [
  sameId('getExperience'),
  'getMyExperiences',
  'getUserExperiences',
  'getFavorites',
  'getHistory',
] as const;
/** What a change of a plan changes (the planner's reads of it; the planner announces `plan:changed` itself). */
const PLAN_READS = [
  sameId('getPlan', 'planId'),
  sameId('getPlanItinerary', 'planId'),
  sameId('getPlanActivity', 'planId'),
  'getPlans',
  'getSharedPlan',
  'getSharedPlanItinerary',
] as const;
/** What a change of a plan's members changes: its members, its activity, the lists of plans it is in. */
const PLAN_MEMBER_READS = [sameId('getPlanMembers'), sameId('getPlanActivity'), 'getPlans'] as const;
/** What a share link made or revoked changes: whether the plan is shared, and what its links show; not its days. */
const SHARE_READS = [sameId('getPlan'), 'getPlans', 'getSharedPlan', 'getSharedPlanItinerary'] as const;
/** What a moderation action changes: the queue and the log, and the post or experience it hid or put back. */
const MODERATION_READS = ['getModerationQueue', 'getModerationLog', 'getPosts', 'getPost', 'getExperience'] as const;

/**
 * Every write of the API, once. A check (is this address taken, is this reset link valid) or a sign-in changes no
 * cached read: what depends on who asks is stale on `auth:signed-in`, which the sign-in flow announces once it has
 * finished (a sign-up announces `auth:signed-up` instead, after the guest's plan has moved).
 */
export const apiMutations: MutationDeclarations = {
  // Global and misc
  uploadMedia: {
    changes: ['getMyExperiences', 'getUserExperiences'],
    announces: (_, answer) => experienceChanged(answer.data!.id),
  },
  // Account
  emailLogin: { changes: [] },
  userExists: { changes: [] },
  emailSignUp: { changes: [] },
  changePassword: { changes: [] },
  resendVerifyEmail: { changes: [] },
  forgotPassword: { changes: [] },
  resetPassword: { changes: [] },
  checkResetToken: { changes: [] },
  updateMe: { changes: ['getMe'] },
  facebookSignIn: { changes: [] },
  googleSignIn: { changes: [] },
  twitterSignIn: { changes: [] },
  twitterGetAuthUrl: { changes: [] },
  // Passkeys: a ceremony's options keep a challenge on the server and change no cached read; a sign-in or sign-up
  // with one announces like the other sign-ins (by the sign-in flow)
  passkeySignInOptions: { changes: [] },
  passkeySignIn: { changes: [] },
  passkeySignUpOptions: { changes: [] },
  passkeySignUp: { changes: [] },
  addPasskeyOptions: { changes: [] },
  addPasskey: { changes: ['getPasskeys'] },
  removePasskey: { changes: ['getPasskeys'] },
  verifyEmail: { changes: ['getMe'] },
  // (the session's end: shared/src/session.ts clears what was the account's and announces `auth:signed-out`)
  logout: { changes: [] },
  // The signed-in user's favorites, likes, history and reports
  addFavorite: { changes: REACTION_READS, announces: (v) => experienceReacted(experienceId(v)) },
  removeFavorite: { changes: REACTION_READS, announces: (v) => experienceReacted(experienceId(v)) },
  restoreFavorite: { changes: REACTION_READS, announces: (v) => experienceReacted(experienceId(v)) },
  likeExperience: { changes: REACTION_READS, announces: (v) => experienceReacted(experienceId(v)) },
  unlikeExperience: { changes: REACTION_READS, announces: (v) => experienceReacted(experienceId(v)) },
  deleteHistoryEntry: { changes: ['getHistory'] },
  restoreHistoryEntry: { changes: ['getHistory'] },
  clearHistory: { changes: ['getHistory'] },
  setHistorySettings: { changes: ['getHistorySettings'] },
  viewExperience: { changes: ['getHistory'] },
  reportExperience: { changes: [] },
  // Inspiration list (the planner announces `inspiration:changed` with the whole list)
  addInspirationPois: { changes: ['getMyInspirationPois', 'getMyInspirationCountries'], keptOffline: true },
  removeInspirationPoi: { changes: ['getMyInspirationPois', 'getMyInspirationCountries'], keptOffline: true },
  // Places: finding a Google place makes our record of it the first time; every read by id finds it
  findOrCreatePlace: { changes: [] },
  // Experience videos
  deleteExperience: { changes: EXPERIENCE_READS, announces: (v) => experienceChanged(experienceId(v)) },
  updateExperience: { changes: EXPERIENCE_READS, announces: (v) => experienceChanged(experienceId(v)) },
  publishExperience: { changes: EXPERIENCE_READS, announces: (v) => experienceChanged(experienceId(v)) },
  // Posts
  createPost: { changes: ['getPosts'] },
  updatePost: {
    changes: ['getPosts', { read: 'getPost', params: (v) => ({ id: (v.body as { post_id: number }).post_id }) }],
  },
  deletePost: { changes: ['getPosts', sameId('getPost')] },
  likePost: { changes: ['getPosts', sameId('getPost')] },
  unlikePost: { changes: ['getPosts', sameId('getPost')] },
  uploadPostMedia: { changes: [] },
  deletePostMedia: { changes: [] },
  rotatePostMedia: { changes: [sameId('getPostMedia')] },
  // Reports on posts and the admin's moderation
  reportPost: { changes: [] },
  dismissReports: { changes: MODERATION_READS },
  hideItem: { changes: MODERATION_READS },
  restoreItem: { changes: MODERATION_READS },
  // Plans
  createPlan: { changes: ['getPlans'], keptOffline: true },
  updatePlan: { changes: PLAN_READS, keptOffline: true },
  deletePlan: { changes: PLAN_READS, keptOffline: true },
  insertPlanPlace: { changes: PLAN_READS, keptOffline: true },
  removePlanPlace: { changes: PLAN_READS, keptOffline: true },
  // (a guest plan resolved into places, sent as POST for its size: it changes nothing)
  loadGuestPlan: { changes: [] },
  sharePlan: { changes: SHARE_READS },
  unsharePlan: { changes: SHARE_READS },
  // A plan's itinerary
  savePlanItinerary: { changes: PLAN_READS, keptOffline: true },
  // Plans together
  applyPlanOps: { changes: PLAN_READS, keptOffline: true },
  setPlanMemberRole: { changes: PLAN_MEMBER_READS },
  removePlanMember: { changes: PLAN_MEMBER_READS },
  leavePlan: { changes: [...PLAN_MEMBER_READS, sameId('getPlan')] },
  createPlanInvite: { changes: [sameId('getPlanInvites')] },
  revokePlanInvite: { changes: [sameId('getPlanInvites')] },
  acceptPlanInvite: {
    changes: [
      'getPlans',
      'getPlanInvitation',
      { read: 'getPlanMembers', params: (_, answer) => ({ id: answer.data!.plan_id }) },
    ],
  },
  // (the travel times between stops, sent as POST for its size: it changes nothing)
  getTravelLegs: { changes: [] },
};

/** A write's key in the page's one cache: its defaults (what it sends, what it changes) are registered under it. */
export function apiMutationKey<N extends MutationName>(name: N) {
  return ['api', name] as const;
}

export interface ApiMutationOptions {
  /**
   * The declared reads the screen takes care of itself: it puts the write's answer into them (its query's
   * `replace`), or leaves the screen that shows them. They are not marked stale by this write nor by the events it
   * announces (asking again would be a wasted request).
   */
  updatedHere?: readonly ReadRouteName[];
}

/** Whether a cached answer's path parameters include `wanted` (numbers and their digits alike: a path is text). */
function includesParams(cached: unknown, wanted: Record<string, unknown>): boolean {
  if (typeof cached !== 'object' || cached === null) return false;
  return Object.entries(wanted).every(
    ([name, value]) => value === undefined || String((cached as Record<string, unknown>)[name]) === String(value),
  );
}

/**
 * After a write succeeded: its declared reads and every query stale on an event it announces are marked stale
 * in one pass (each shown one asked again once; one already under way was sent before the write, so it is dropped
 * and sent again), except those the screen updated itself; then the events are announced.
 */
function afterWrite<N extends MutationName>(
  name: N,
  variables: MutationVariables<N>,
  answer: CallResponse<N>,
  updatedHere: readonly string[],
): void {
  const declaration = apiMutations[name] as MutationDeclaration<N>;
  const announcements = declaration.announces?.(variables, answer) ?? [];
  const events: readonly string[] = announcements.map((a) => a.event);
  const changed = declaration.changes.map((read) =>
    typeof read === 'string'
      ? { read, params: undefined }
      : { read: read.read, params: read.params(variables, answer) },
  );
  void queryClient.invalidateQueries(
    {
      predicate: ({ queryKey: [root, read, , params], meta }) =>
        root === 'api' &&
        !updatedHere.includes(read as string) &&
        (changed.some((c) => c.read === read && (!c.params || includesParams(params, c.params))) ||
          staleOnOf(meta).some((event) => events.includes(event))),
    },
    { cancelRefetch: true },
  );
  for (const { event, detail } of announcements) emitHandled(event, detail as never);
}

function updatedHereOf(meta: Record<string, unknown> | undefined): readonly string[] {
  return (meta?.updatedHere as readonly string[] | undefined) ?? [];
}

/**
 * Register every declared write's defaults with the page's one cache, under `apiMutationKey(name)`: it sends
 * `api.call(name, variables)`, and after success marks stale what the declaration says and announces its events.
 * A write is thus known to the cache by its key and variables alone (what persisting, queueing and replaying a
 * write later needs). Run at start by the shell (before a kept write is restored) and by the hooks, so a remote's
 * module registers its declarations when one of its screens first writes — a screen that only reads carries none
 * of this. Each module has its own copy of this code and the cache is the page's: the first registration of an
 * endpoint stays, later ones (the same declarations) leave it.
 */
let registered = false;
export function registerApiMutations(): void {
  if (registered) return;
  registered = true;
  for (const name of Object.keys(apiMutations) as MutationName[]) {
    const key = apiMutationKey(name);
    if (queryClient.getMutationDefaults(key).mutationFn) continue;
    queryClient.setMutationDefaults<CallResponse<typeof name>, Error, MutationVariables<typeof name>>(key, {
      mutationFn: ({ follows, ...call } = {}) => api.call(name, basedOnWhatItFollows(call, follows)),
      onSuccess: (answer, variables, _onMutate, { meta }) => {
        keepVersionMade(variables, answer);
        afterWrite(name, variables ?? {}, answer, updatedHereOf(meta));
      },
      ...(isKeptOffline(name)
        ? {
            // waits while offline, and is tried again (paused when the browser goes offline) while nothing comes back
            networkMode: 'online' as const,
            retry: (_failures: number, error: Error) => answeredNothing(error),
            // the kept writes are sent one after another in the order they were made, after a wait as before
            scope: { id: KEPT_WRITES_SCOPE },
          }
        : // another write asked while offline is sent at once and fails with its message, as a call does
          { networkMode: 'always' as const }),
    });
  }
}

/** The scope of the kept writes: TanStack runs the writes of one scope one at a time, in order. */
export const KEPT_WRITES_SCOPE = 'kept-writes';

export function isKeptOffline(name: MutationName): boolean {
  return (apiMutations[name] as MutationDeclaration<typeof name>).keptOffline === true;
}

/** Whether a write got no answer at all (the connection dropped or timed out): sending it again may succeed. */
function answeredNothing(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 0;
}

/** The version each kept write made (its answer's `version`), by its idempotency key, for the writes that follow it. */
const versionMadeBy = new Map<string, number>();

function keepVersionMade(variables: MutationVariables<MutationName> | undefined, answer: unknown): void {
  const version = (answer as { data?: { version?: unknown } } | undefined)?.data?.version;
  if (variables?.idempotencyKey && typeof version === 'number') versionMadeBy.set(variables.idempotencyKey, version);
}

/**
 * A write based on a version (`base_version`, the conflict rule of editing together) that follows another write of
 * the same call is based on the version that write made, once it is sent: it was made on top of that write's result,
 * so what that write changed is no change someone else made meanwhile (sent with the version both were made from,
 * a second change of the same field, say a stop's time changed twice offline, would be refused as a conflict with
 * itself). A change someone else made after the earlier write still conflicts.
 */
function basedOnWhatItFollows<N extends MutationName>(call: CallArgs<N>, follows: string | undefined): CallArgs<N> {
  const made = follows === undefined ? undefined : versionMadeBy.get(follows);
  const body = call.body as { base_version?: unknown } | FormData | undefined;
  if (made === undefined || !body || body instanceof FormData || typeof body.base_version !== 'number') return call;
  return made > body.base_version ? { ...call, body: { ...body, base_version: made } as CallArgs<N>['body'] } : call;
}

/** The idempotency key of the last write of the same call (route and parameters) that is not sent yet, if any. */
function unsentWriteOfSameCall<N extends MutationName>(name: N, variables: MutationVariables<N>): string | undefined {
  const params = JSON.stringify(variables.params ?? null);
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: apiMutationKey(name), exact: true, status: 'pending' })
    .map((write) => write.state.variables as MutationVariables<N> | undefined)
    .filter((earlier) => JSON.stringify(earlier?.params ?? null) === params)
    .at(-1)?.idempotencyKey;
}

/** A key for one write, made once when the write is made (a UUID where the browser makes them). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The variables a write is made with: a kept write gets its Idempotency-Key here, once, so every send of it (a
 * retry, a resend after the tab was closed) carries the same key, and the key of the write of the same call it
 * follows (see `basedOnWhatItFollows`). The version its screen based it on is in its body.
 */
export function madeWrite<N extends MutationName>(name: N, variables: MutationVariables<N>): MutationVariables<N> {
  if (!isKeptOffline(name) || variables.idempotencyKey) return variables;
  const follows = unsentWriteOfSameCall(name, variables);
  return { ...variables, idempotencyKey: newIdempotencyKey(), ...(follows ? { follows } : {}) };
}

/**
 * A declared write for a screen: TanStack Query's `useMutation` on the page's one cache, keyed by the endpoint
 * (its function and what it changes come from the registered defaults). `mutateAsync(variables)` resolves with
 * the answer's envelope or rejects with the ApiError, like `api.call`; a screen's own follow-up goes in
 * `mutate(variables, { onSuccess })` or after `await mutateAsync(…)` (options given here would replace the
 * declared ones).
 */
export function useApiMutation<N extends MutationName>(
  name: N,
  { updatedHere = [] }: ApiMutationOptions = {},
): UseMutationResult<CallResponse<N>, Error, MutationVariables<N>> {
  registerApiMutations();
  const mutation = useMutation<CallResponse<N>, Error, MutationVariables<N>>(
    { mutationKey: apiMutationKey(name), meta: { updatedHere } },
    queryClient,
  );
  if (!isKeptOffline(name)) return mutation;
  return {
    ...mutation,
    mutate: (variables, options) => mutation.mutate(madeWrite(name, variables), options),
    mutateAsync: (variables, options) => mutation.mutateAsync(madeWrite(name, variables), options),
  };
}

/** A declared write from code outside components (an effect's step, a store): the same as `useApiMutation`'s. */
export function runApiMutation<N extends MutationName>(
  name: N,
  variables: MutationVariables<N> = {},
  { updatedHere = [] }: ApiMutationOptions = {},
): Promise<CallResponse<N>> {
  registerApiMutations();
  return queryClient
    .getMutationCache()
    .build<CallResponse<N>, Error, MutationVariables<N>, unknown>(queryClient, {
      mutationKey: apiMutationKey(name),
      meta: { updatedHere },
    })
    .execute(madeWrite(name, variables));
}
