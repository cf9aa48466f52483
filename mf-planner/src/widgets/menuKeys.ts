/**
 * The item a key moves to in an open menu (WAI-ARIA menu button pattern): ↓ / ↑ go to the next / previous
 * item and wrap around, Home / End go to the first / last, and a printable character goes to the next item
 * whose label starts with it. `null`: the key does not move within the menu.
 */
export function menuIndexForKey(key: string, current: number, labels: string[]): number | null {
  const count = labels.length;
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  if ([...key].length !== 1 || key.trim() === '') return null;
  const wanted = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const i = (current + step) % count;
    if (labels[i].trim().toLocaleLowerCase().startsWith(wanted)) return i;
  }
  return null;
}
