import type { Language, User } from 'contract';

export type DrawerName = 'profile' | 'menu' | 'filter' | 'search' | 'inspiration' | 'planner';
export type MessageType = 'info' | 'success' | 'warning' | 'error';
/** A button in a message box that undoes what the message reports ("Undo"); it closes the message. */
export interface MessageAction {
  label: string;
  onAction: () => void;
}

/** Every event modules exchange. Commands and notifications only; state lives in shared atoms. */
export interface BusEvents {
  /** command: open the login popup (mf-auth shows it). `reason` says why, for the popup's heading. */
  'auth:open-login': { reason?: string };
  /** notification: a user signed in (any path: form, popup, social) */
  'auth:signed-in': { user: User };
  /** notification: a NEW account was created and is signed in (the planner moves the guest plan and list) */
  'auth:signed-up': { user: User };
  /** notification: the guest plan/list moved to the account after sign-up (planId: the new plan, if one was saved) */
  'planner:guest-migrated': { planId: number | null; poiCount: number };
  /** notification: the user signed out */
  'auth:signed-out': Record<string, never>;
  /** notification: the interface language changed */
  'language:changed': { language: Language };
  /** notification: the inspiration list changed (ids of saved places) */
  'inspiration:changed': { poiIds: number[] };
  /** notification: the signed-in viewer liked or favorited an experience, or took it back (id: the experience) */
  'experience:reacted': { id: number };
  /** notification: its owner created, saved, published, changed the visibility of or deleted an experience (id) */
  'experience:changed': { id: number };
  /** notification: a plan changed */
  'plan:changed': { planId: number | 'guest' };
  /** command: show a message box */
  'message:show': { message: string; type?: MessageType; html?: string; dismiss?: boolean; action?: MessageAction };
  /**
   * command: open a modal (the shell shows it with the shared Modal; Esc or a click outside closes it).
   * `body` is plain text; `html` is sanitised before it is shown. `heading` is optional.
   */
  'modal:open': { heading?: string; body?: string; html?: string; label?: string };
  /** command: open or close a drawer (the shell owns the frame) */
  'drawer:open': { drawer: DrawerName; backToList?: boolean };
  'drawer:close': { drawer?: DrawerName };
  /** command: replace the current route with the 404 page, passing the original path */
  'route:not-found': { path: string };
  /** command: navigate the shell's router (for modules without a router context, e.g. widgets) */
  'route:navigate': { to: string; replace?: boolean };
}
export type BusEventName = keyof BusEvents;

const PREFIX = 'ti:';

/**
 * The typed event bus, backed by `window` so that it works even if a module ever ends up with its own
 * copy of `shared`.
 */
export const bus = {
  emit<K extends BusEventName>(name: K, detail: BusEvents[K]): void {
    window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
  },
  on<K extends BusEventName>(name: K, handler: (detail: BusEvents[K]) => void): () => void {
    const listener = (e: Event) => handler((e as CustomEvent<BusEvents[K]>).detail);
    window.addEventListener(PREFIX + name, listener);
    return () => window.removeEventListener(PREFIX + name, listener);
  },
};
