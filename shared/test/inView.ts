/**
 * Every observed element is in view at once (jsdom has no layout, and no IntersectionObserver): what is loaded when it
 * comes into view — the open map — loads in a test. Returns what puts jsdom back as it was.
 */
export function everythingInView(): () => void {
  class InView {
    constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      this.report([{ isIntersecting: true }]);
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: InView });
  return () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  };
}
