import { hasMorePages } from './paging';

describe('hasMorePages', () => {
  it('is true only below a known maximum', () => {
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
    expect(hasMorePages(1, null)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
