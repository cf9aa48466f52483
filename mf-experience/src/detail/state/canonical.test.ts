import { canonicalRedirect } from './canonical';

const exp = { id: 12, slug: 'shilin-night-market' };
const canonical = '/experience/12--shilin-night-market';

describe('canonicalRedirect', () => {
  it('stays when id and slug are right', () => {
    expect(canonicalRedirect({ expId: '12', slug: 'shilin-night-market' }, exp, canonical)).toBeNull();
  });

  it('keeps the /vlog alias when id and slug are right', () => {
    // the decision only looks at params: the route prefix is not a reason to move
    expect(canonicalRedirect({ expId: '12', slug: 'shilin-night-market' }, exp, canonical, { search: '' })).toBeNull();
  });

  it('goes to the canonical link when the slug is wrong', () => {
    expect(canonicalRedirect({ expId: '12', slug: 'old-title' }, exp, canonical)).toBe(canonical);
  });

  it('goes to the canonical link when the slug differs only in case', () => {
    expect(canonicalRedirect({ expId: '12', slug: 'Shilin-Night-Market' }, exp, canonical)).toBe(canonical);
  });

  it('goes to the canonical link when the id is written differently', () => {
    expect(canonicalRedirect({ expId: '012', slug: 'shilin-night-market' }, exp, canonical)).toBe(canonical);
  });

  it('goes to the canonical link when the slug is missing', () => {
    expect(canonicalRedirect({ expId: '12' }, exp, canonical)).toBe(canonical);
  });

  it('carries the query string and hash over', () => {
    expect(canonicalRedirect({ expId: '12', slug: 'x' }, exp, canonical, { search: '?t=30', hash: '#places' })).toBe(
      `${canonical}?t=30#places`,
    );
  });

  it('compares decoded non-ASCII slugs', () => {
    const zh = { id: 5, slug: '九份老街' };
    expect(canonicalRedirect({ expId: '5', slug: '九份老街' }, zh, '/experience/5--九份老街')).toBeNull();
    expect(canonicalRedirect({ expId: '5', slug: '九份' }, zh, '/experience/5--九份老街')).toBe(
      '/experience/5--九份老街',
    );
  });
});
