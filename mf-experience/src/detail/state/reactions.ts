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
 * What the page shows: the server's state, with each kind whose call is under way shown as the visitor set it
 * (`pressed`, before the server answers). A failed call leaves `pressed`, which brings the server's state back for
 * that kind only (a press of the other kind meanwhile stays); a call that succeeds leaves it once its answer is
 * the server's state.
 */
export function withPressed(server: Reactions, pressed: Partial<Record<ReactionKind, boolean>>): Reactions {
  let shown = server;
  for (const kind of ['like', 'favorite'] as const) {
    const on = pressed[kind];
    if (on !== undefined) shown = optimistic(shown, kind, on);
  }
  return shown;
}
