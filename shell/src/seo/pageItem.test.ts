import { pageItemRequest } from './pageItem';

describe('pageItemRequest: the item a page shows', () => {
  it('a video (also at /vlog/), a place, a post, a tag', () => {
    expect(pageItemRequest('/experience/12--night-market')).toEqual({ kind: 'experience', id: 12 });
    expect(pageItemRequest('/vlog/12--x')).toEqual({ kind: 'experience', id: 12 });
    expect(pageItemRequest('/place/30--shilin')).toEqual({ kind: 'place', id: 30 });
    expect(pageItemRequest('/post/9')).toEqual({ kind: 'post', id: 9 });
    expect(pageItemRequest('/tag/%E5%A4%9C%E5%B8%82')).toEqual({ kind: 'tag', slug: '夜市' });
  });

  it('none for pages without one: search, edit and publish screens, unknown paths', () => {
    for (const path of ['/', '/search', '/experience/edit/12', '/experience/publish/12--x', '/my/plans/3', '/nope']) {
      expect(pageItemRequest(path)).toBeNull();
    }
  });
});
