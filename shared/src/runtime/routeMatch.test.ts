import { compilePattern, matchPattern, queryToObject } from './routeMatch';

describe('route patterns', () => {
  it('matches params inside a segment ({id}--{slug})', () => {
    expect(matchPattern(compilePattern('/experience/:expId--:slug'), '/experience/12--taipei-101')).toEqual({
      expId: '12',
      slug: 'taipei-101',
    });
  });

  it('takes id params as digits only', () => {
    const p = compilePattern('/experience/:expId--:slug');
    expect(matchPattern(p, '/experience/upload')).toBeNull();
    expect(matchPattern(p, '/experience/x1--slug')).toBeNull();
  });

  it('accepts guest as a plan id', () => {
    const p = compilePattern('/my/plans/:planId');
    expect(matchPattern(p, '/my/plans/guest')).toEqual({ planId: 'guest' });
    expect(matchPattern(p, '/my/plans/42')).toEqual({ planId: '42' });
    expect(matchPattern(p, '/my/plans/other')).toBeNull();
  });

  it('allows a trailing slash and nothing more', () => {
    const p = compilePattern('/search');
    expect(matchPattern(p, '/search/')).toEqual({});
    expect(matchPattern(p, '/search/more')).toBeNull();
  });

  it('decodes params and tolerates bad encoding', () => {
    const p = compilePattern('/tag/:slug');
    expect(matchPattern(p, '/tag/%E5%A4%9C%E5%B8%82')).toEqual({ slug: '夜市' });
    expect(matchPattern(p, '/tag/%E5%A4')).toEqual({ slug: '%E5%A4' });
  });

  it('escapes regex characters in the literal parts', () => {
    expect(matchPattern(compilePattern('/a.b'), '/axb')).toBeNull();
  });

  it('turns a query string into an object', () => {
    expect(queryToObject('?planId=guest&action=insert_after&onPlaceId=3')).toEqual({
      planId: 'guest',
      action: 'insert_after',
      onPlaceId: '3',
    });
  });
});
