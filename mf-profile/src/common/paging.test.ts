import { hasMorePages, shouldFetchPage } from './paging';

describe('shouldFetchPage (paging guard)', () => {
  it('always fetches page 1, even with a known maximum of 0', () => {
    expect(shouldFetchPage(1, null)).toBe(true);
    expect(shouldFetchPage(1, 0)).toBe(true);
  });
  it('fetches later pages up to the known maximum and skips above it', () => {
    expect(shouldFetchPage(2, 3)).toBe(true);
    expect(shouldFetchPage(3, 3)).toBe(true);
    expect(shouldFetchPage(4, 3)).toBe(false);
    expect(shouldFetchPage(2, 0)).toBe(false);
  });
  it('fetches a later page while the maximum is not known yet', () => {
    expect(shouldFetchPage(5, null)).toBe(true);
  });
  it('never fetches a page below 1 or a fraction', () => {
    expect(shouldFetchPage(0, 3)).toBe(false);
    expect(shouldFetchPage(1.5, 3)).toBe(false);
  });
});

describe('hasMorePages', () => {
  it('is true only below a known maximum', () => {
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
    expect(hasMorePages(1, null)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
