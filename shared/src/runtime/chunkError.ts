/**
 * Whether an error is a script (or CSS) chunk that failed to load: webpack's ChunkLoadError after the
 * chunk load timeout (spec §9: 120 s) or a missing file, or the same failure reported by the Module
 * Federation runtime. These get a friendly "retry" instead of a generic crash message.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [^\s]+ failed/i.test(message);
}
