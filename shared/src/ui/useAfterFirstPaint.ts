import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser has painted its next frame: in a task queued from the next animation frame, which
 * the browser runs after that frame's paint. Returns a function that cancels it.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False until the frame that shows the component's first render has been painted, then true for the rest of its
 * life. What a screen needs but does not paint first (counting a view, lists far below, a provider's keys) starts
 * when this turns true, so the browser paints the screen before it sends those requests and handles their answers.
 * A page in a background tab paints no frame: such work starts when the visitor turns to it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
