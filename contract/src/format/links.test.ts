import { experienceLink, placeLink, postLink, tagLink } from './links';

describe('links', () => {
  it('builds /experience/{id}--{slug}', () => {
    expect(experienceLink({ id: 42, slug: 'night-market-tour' })).toBe('/experience/42--night-market-tour');
    expect(experienceLink(7, 'jiufen')).toBe('/experience/7--jiufen');
  });

  it('encodes CJK slugs and unsafe characters', () => {
    expect(experienceLink({ id: 3, slug: '士林夜市' })).toBe(`/experience/3--${encodeURIComponent('士林夜市')}`);
    expect(experienceLink({ id: 3, slug: 'a/b?c' })).toBe('/experience/3--a%2Fb%3Fc');
  });

  it('keeps the separator when there is no slug', () => {
    expect(experienceLink({ id: 5 })).toBe('/experience/5--');
  });

  it('builds /place/{id}--{slug}', () => {
    expect(placeLink({ id: 9, slug: 'taipei-101' })).toBe('/place/9--taipei-101');
    expect(placeLink(9, 'taipei-101')).toBe('/place/9--taipei-101');
  });

  it('builds /tag/{slug} and /post/{id}, encoded', () => {
    expect(tagLink('night-market')).toBe('/tag/night-market');
    expect(tagLink('夜市 a/b')).toBe(`/tag/${encodeURIComponent('夜市 a/b')}`);
    expect(postLink(12)).toBe('/post/12');
  });
});
