/** Joins class names, skipping falsy values. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Where a control sits in a group of joined controls: its corners are rounded accordingly. */
export type FieldPosition = 'first' | 'last' | 'alone';
