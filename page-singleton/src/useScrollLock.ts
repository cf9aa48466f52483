import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  locks += 1;
  if (locks !== 1 || typeof document === 'undefined') return;
  const { body, documentElement } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // keep the page from shifting sideways when the scrollbar disappears
  const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.setAttribute('data-ti-scroll-locked', '');
}

function unlock(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks !== 0 || typeof document === 'undefined') return;
  const { body } = document;
  body.style.overflow = saved?.overflow ?? '';
  body.style.paddingRight = saved?.paddingRight ?? '';
  body.removeAttribute('data-ti-scroll-locked');
  saved = null;
}

/** How many open drawers/modals currently hold the page scroll lock. */
export function scrollLockCount(): number {
  return locks;
}

/**
 * Locks page scrolling while `locked` is true (drawers and modals hold it while open). Reference
 * counted: the page scrolls again only when the last holder lets go, and the body's own styles are restored.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    lock();
    return unlock;
  }, [locked]);
}
