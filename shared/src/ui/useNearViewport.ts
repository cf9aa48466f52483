import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element (`ref`) has come within `marginPx` (CSS px, above and below) of the viewport; it stays true
 * once it has. True at once when not `enabled`; where the browser can't tell (no IntersectionObserver), `unknown`.
 * The first render is the same wherever it runs — the shell's server renders the page the browser then hydrates —
 * so what the browser can tell is asked in an effect.
 */
export function useNearViewport(enabled: boolean, marginPx: number, unknown = true) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      if (unknown) setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, marginPx, unknown]);
  return { ref, near };
}
