import { diff3Merge } from 'node-diff3';

/**
 * Notes two people changed from the same text, merged line by line (a three-way merge from the text both started
 * from): a line only one of them changed takes the change, and where both changed the same lines differently both
 * are kept, mine first, then theirs — neither person's text is lost.
 */
export function mergeNotes(base: string, mine: string, theirs: string): string {
  if (mine === theirs || theirs === base) return mine;
  if (mine === base) return theirs;
  const lines = (text: string) => text.split('\n');
  return diff3Merge(lines(mine), lines(base), lines(theirs), { excludeFalseConflicts: true })
    .flatMap((region) => region.ok ?? [...region.conflict!.a, ...region.conflict!.b])
    .join('\n');
}
