import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element (`ref`) has come within `marginPx` (CSS px, above and below) of the viewport; it stays true
 * once it has. True at once when not `enabled`; where the browser can't tell (no IntersectionObserver), `unknown`.
 */
export function useNearViewport(enabled: boolean, marginPx: number, unknown = true) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || (typeof IntersectionObserver === 'undefined' && unknown));
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, marginPx]);
  return { ref, near };
}
