import { shouldScrollToTop } from './scrollRule';

describe('scroll rule', () => {
  it('scrolls to the top on every page change', () => {
    expect(shouldScrollToTop({ action: 'PUSH', from: '/', to: '/search' })).toBe(true);
    expect(shouldScrollToTop({ action: 'PUSH', from: '/search', to: '/experience/3--night-market' })).toBe(true);
    expect(shouldScrollToTop({ action: 'REPLACE', from: '/my/history', to: '/login' })).toBe(true);
    expect(shouldScrollToTop({ action: 'POP', from: '/my/plans', to: '/' })).toBe(true);
    expect(shouldScrollToTop({ action: 'POP', from: null, to: '/search' })).toBe(true);
  });

  it('leaves the position to the search page when going back from an experience detail', () => {
    expect(shouldScrollToTop({ action: 'POP', from: '/experience/3--night-market', to: '/search' })).toBe(false);
    expect(shouldScrollToTop({ action: 'POP', from: '/vlog/3--night-market', to: '/tag/food' })).toBe(false);
  });

  it('still scrolls when that transition is not a Back, or involves another page', () => {
    expect(shouldScrollToTop({ action: 'PUSH', from: '/experience/3--x', to: '/search' })).toBe(true);
    expect(shouldScrollToTop({ action: 'POP', from: '/place/4--taipei', to: '/search' })).toBe(true);
    expect(shouldScrollToTop({ action: 'POP', from: '/experience/3--x', to: '/' })).toBe(true);
    expect(shouldScrollToTop({ action: 'POP', from: '/experience/upload', to: '/search' })).toBe(true);
  });

  it('a query change on the same page is not a page change', () => {
    expect(shouldScrollToTop({ action: 'PUSH', from: '/search', to: '/search' })).toBe(false);
  });
});
