/**
 * Whether an error is a script (or CSS) chunk that failed to load: webpack's ChunkLoadError when a
 * chunk load takes longer than 120 s or its file is missing, or the same failure reported by the Module
 * Federation runtime. These get a friendly "retry" instead of a generic crash message.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [^\s]+ failed/i.test(message);
}

/**
 * Whether a remote failed because it needs a newer page singleton than the page has: the Module Federation runtime
 * refuses a strict-version singleton whose loaded version is outside the remote's range ("… of shared singleton
 * module page-singleton does not satisfy the requirement of mf_x which needs ^1.1.0"). Reloading the page
 * gets the newer page when it has been deployed.
 */
export function needsNewerPage(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /shared singleton module .* does not satisfy the requirement/.test(message);
}
