import { queryClient } from 'page-singleton';
import { bus, type BusEventName, type BusEvents } from 'page-singleton/bus';

// When cached answers go out of date: after the bus events a query names in its `meta.staleOn` (./query.ts), and
// after a declared write (./mutations.ts). Internal to the data layer (not exported from 'shared').

/** The bus events after which a cached query is out of date (its `meta.staleOn`). */
export function staleOnOf(meta: Record<string, unknown> | undefined): readonly string[] {
  return (meta?.staleOn as readonly string[] | undefined) ?? [];
}

/**
 * The bus events a copy of this module is acting on. Each module has its own copy of this code, and every copy
 * hears each event (the same `detail` object): the set is shared through the global symbol registry, so the first
 * copy to hear an event acts on it and the others leave it. It holds an event only while it is dispatched (its
 * listeners all run at once), so an object emitted again is acted on again.
 */
const actedOn: WeakSet<object> = ((globalThis as { [key: symbol]: WeakSet<object> | undefined })[
  Symbol.for('ti:api-query-events')
] ??= new WeakSet<object>());

/**
 * One listener per bus event and per copy of this module, for the life of the page: it marks stale every
 * cached query (whichever module asked it) that names the event, and asks again those a screen shows. A request
 * already under way was sent before the change the event reports: it is dropped and sent again, so the answer
 * kept is never older than the event.
 */
const watched = new Set<BusEventName>();
export function invalidateOn(event: BusEventName): void {
  // (the shell's server renders screens where no bus event comes: there is no page to listen in)
  if (typeof window === 'undefined' || watched.has(event)) return;
  watched.add(event);
  bus.on(event, (detail) => {
    if (actedOn.has(detail)) return;
    actedOn.add(detail);
    queueMicrotask(() => actedOn.delete(detail));
    void queryClient.invalidateQueries(
      { predicate: (query) => staleOnOf(query.meta).includes(event) },
      { cancelRefetch: true },
    );
  });
}

/**
 * Emit a bus event whose cached queries the caller has already marked stale: every other listener hears it, the
 * cache's listeners leave it (a query marked stale twice at once would be asked twice, the first request dropped).
 */
export function emitHandled<K extends BusEventName>(name: K, detail: BusEvents[K]): void {
  const handled = detail as object;
  actedOn.add(handled);
  try {
    bus.emit(name, detail);
  } finally {
    actedOn.delete(handled);
  }
}
