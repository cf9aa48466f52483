import { formatStrings } from './format.strings';

/**
 * A label followed by how many things it stands for, as a chip or a filter shows it: "Taiwan (6)"; Chinese
 * writes the parentheses full-width, without a space: "台灣（6）".
 */
export function withCount(label: string, count: number, language?: string): string {
  return formatStrings.text(language ?? '', 'withCount', { label, count });
}
