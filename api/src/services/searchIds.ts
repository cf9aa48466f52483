/** Row ids packed by `string_agg(int4send(id), '')` (4 bytes each, big-endian). */
export function unpackIds(packed: Uint8Array | null): Int32Array {
  if (!packed) return new Int32Array(0);
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const ids = new Int32Array(packed.byteLength / 4);
  for (let i = 0; i < ids.length; i++) ids[i] = view.getInt32(i * 4);
  return ids;
}

/**
 * The ids in every list (each list: the rows one word of a term matches — the posting lists of its keys, where a
 * row holding two of the word's keys appears twice), each once. Linear in the total length; lists are unsorted.
 */
export function commonIds(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  let max = 0;
  for (const list of lists) for (let i = 0; i < list.length; i++) if (list[i] > max) max = list[i];
  // seen[id] = how many lists (in order) have had the id so far; fewer than 256 lists (MAX_WORDS)
  const seen = new Uint8Array(max + 1);
  for (let w = 0; w < lists.length; w++) {
    const list = lists[w];
    for (let i = 0; i < list.length; i++) if (seen[list[i]] === w) seen[list[i]] = w + 1;
  }
  const last = lists[lists.length - 1];
  const out = new Int32Array(last.length);
  let n = 0;
  for (let i = 0; i < last.length; i++) {
    if (seen[last[i]] === lists.length) {
      out[n++] = last[i];
      seen[last[i]] = 0;
    }
  }
  return out.subarray(0, n);
}
