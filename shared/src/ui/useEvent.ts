import { useCallback, useRef } from 'react';
import { useBrowserLayoutEffect } from './inlineStyle';

/** A layout effect in the browser; where a page is rendered to HTML (no effects run there), a plain one. */

/**
 * A function that stays the same object for the component's life and, when called, runs the `handler` of the
 * latest render (its props and state as they are now). For what an effect does when something happens (a bus
 * event, an answer coming back): the effect lists it as a dependency without running again on every render,
 * so it runs only when what it really depends on changes. Not for calling during render.
 */
export function useEvent<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  // (before any effect of this render runs, so an effect calling it gets this render's handler)
  useBrowserLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
