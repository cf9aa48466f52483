/** What the viewer did with an experience, and its like count, as shown on the detail page. */
export interface Reactions {
  like: boolean;
  favorite: boolean;
  likes_count: number;
}

export type ReactionKind = 'like' | 'favorite';

/** What the server answered to a toggle. */
export interface ReactionAnswer {
  like: boolean;
  favorite: boolean;
  /** present for likes */
  likes_count?: number;
}

/** The state right after the visitor pressed: favorites and likes are set optimistically, before the call returns. */
export function optimistic(r: Reactions, kind: ReactionKind, on: boolean): Reactions {
  if (r[kind] === on) return r;
  if (kind === 'favorite') return { ...r, favorite: on };
  return { ...r, like: on, likes_count: Math.max(0, r.likes_count + (on ? 1 : -1)) };
}

/**
 * Undo one optimistic change on the CURRENT state (the other toggle may have moved meanwhile): the flag goes
 * back to what it was, the count loses what the optimistic step added.
 */
export function rollback(current: Reactions, before: Reactions, kind: ReactionKind): Reactions {
  if (kind === 'favorite') return { ...current, favorite: before.favorite };
  const added = optimistic(before, 'like', !before.like).likes_count - before.likes_count;
  return { ...current, like: before.like, likes_count: Math.max(0, current.likes_count - added) };
}

/** The server's answer wins for the toggled kind (and the count, when it sent one). */
export function settle(current: Reactions, kind: ReactionKind, answer: ReactionAnswer): Reactions {
  const next = { ...current, [kind]: answer[kind] };
  if (answer.likes_count !== undefined) next.likes_count = answer.likes_count;
  return next;
}

/**
 * Toggle one reaction: show it at once, call the server, then keep the server's answer — or roll back and
 * report the failure. `update` receives state updaters (so concurrent changes of the other kind are kept).
 * Resolves true on success.
 */
export async function toggleReaction(
  before: Reactions,
  kind: ReactionKind,
  on: boolean,
  send: (kind: ReactionKind, on: boolean) => Promise<ReactionAnswer>,
  update: (updater: (r: Reactions) => Reactions) => void,
  onError: (err: unknown) => void,
): Promise<boolean> {
  update((r) => optimistic(r, kind, on));
  try {
    const answer = await send(kind, on);
    update((r) => settle(r, kind, answer));
    return true;
  } catch (err) {
    update((r) => rollback(r, before, kind));
    onError(err);
    return false;
  }
}
