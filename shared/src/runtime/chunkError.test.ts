import { isChunkLoadError } from './chunkError';

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
