import { useEffect, useLayoutEffect, useRef } from 'react';

/** A layout effect in the browser; where there is no document (the shell's server renders a page) a plain effect. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Styles computed from data (a bar's width, a member's colour), set through the element's style object: the site's
 * CSP forbids style attributes in markup — a page rendered on the server would carry them as attributes, which the
 * browser refuses and hydration never sets again — while setting them through the CSSOM is allowed.
 */
export function useInlineStyle<T extends HTMLElement>(style: Record<string, string>) {
  const ref = useRef<T>(null);
  const key = JSON.stringify(style);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [property, value] of Object.entries(JSON.parse(key) as Record<string, string>))
      element.style.setProperty(property, value);
  }, [key]);
  return ref;
}
