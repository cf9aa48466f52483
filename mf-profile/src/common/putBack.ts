/** An item of a list ordered newest first by `at`, then by id (the order of favorites and history). */
export interface TimedItem {
  id: number;
  at: string;
}

const comesBefore = (a: TimedItem, b: TimedItem) => {
  const ta = Date.parse(a.at);
  const tb = Date.parse(b.at);
  return ta !== tb ? ta > tb : a.id > b.id;
};

/** `items` with `item` back at its place in the order (once: an item already there is left as it is). */
export function putBack<T extends TimedItem>(items: T[], item: T): T[] {
  if (items.some((i) => i.id === item.id)) return items;
  const at = items.findIndex((i) => comesBefore(item, i));
  return at < 0 ? [...items, item] : [...items.slice(0, at), item, ...items.slice(at)];
}
