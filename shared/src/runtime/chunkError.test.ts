import { isChunkLoadError, needsNewerPage } from './chunkError';

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures (timeout or missing file)', () => {
    const timeout = Object.assign(new Error('Loading chunk 512 failed.\n(timeout: http://x/512.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(timeout)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk src_pages_Home_tsx failed. (missing: /a.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true);
  });

  it('leaves every other error to the generic message', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('chunk'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});

describe('needsNewerPage', () => {
  // the Module Federation runtime's words when a strict singleton's loaded version is outside a remote's range
  const refused = new Error(
    '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module page-singleton does not satisfy the requirement of mf_discovery which needs ^1.1.0)',
  );

  it('recognises a remote refused for needing a newer page singleton', () => {
    expect(needsNewerPage(refused)).toBe(true);
    expect(needsNewerPage(refused.message)).toBe(true);
  });

  it('leaves a remote that is down, a failed chunk and anything else to the other messages', () => {
    expect(needsNewerPage(new Error('Loading chunk 42 failed.'))).toBe(false);
    expect(needsNewerPage(new Error('Failed to fetch http://localhost:8082/mf-manifest.json'))).toBe(false);
    expect(needsNewerPage(undefined)).toBe(false);
  });
});
