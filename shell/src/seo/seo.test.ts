import type { SeoEntry } from 'shared';
import { applyPageMeta, seoFor } from './seo';

const entries: SeoEntry[] = [
  { path: '*', title: 'Travel Inspiration', description: 'Default description', image: '/og.png' },
  { path: '/', title: 'Travel Inspiration – places', description: 'Home description', image: null },
  { path: '/search', title: 'Search places and videos', description: 'Search description', image: null },
  { path: '/tag/:slug', title: 'Videos by tag', description: 'Tag description', image: '/tag.png' },
  { path: '/404', title: 'Page not found', description: 'Missing', image: null },
];
const fallback = { title: 'Fallback', description: 'Fallback description', image: null };

describe('SEO mapping (keyed by the route path)', () => {
  it('uses the entry of the matching route pattern, titled "<page> | <site>"', () => {
    expect(seoFor('/search', entries, fallback)).toEqual({
      title: 'Search places and videos | Travel Inspiration',
      description: 'Search description',
      image: '/og.png',
    });
    expect(seoFor('/tag/night-market', entries, fallback)).toEqual({
      title: 'Videos by tag | Travel Inspiration',
      description: 'Tag description',
      image: '/tag.png',
    });
  });

  it('gives the home page its own title without the suffix', () => {
    expect(seoFor('/', entries, fallback).title).toBe('Travel Inspiration – places');
  });

  it('maps unknown paths to the 404 entry', () => {
    expect(seoFor('/no/such/page', entries, fallback).title).toBe('Page not found | Travel Inspiration');
  });

  it('falls back to the default entry, then to the built-in default', () => {
    expect(seoFor('/my/plans', entries, fallback)).toEqual({
      title: 'Travel Inspiration',
      description: 'Default description',
      image: '/og.png',
    });
    expect(seoFor('/search', [], fallback)).toEqual(fallback);
  });

  it('titles a page about an item with its own name, its description and image', () => {
    const subject = { name: 'Taipei 101', description: 'A tower.', image: 'https://img/101.jpg' };
    expect(seoFor('/tag/towers', entries, fallback, { subject })).toEqual({
      title: 'Taipei 101 | Travel Inspiration',
      description: 'A tower.',
      image: 'https://img/101.jpg',
    });
    // what the item lacks comes from its route's entry
    expect(
      seoFor('/tag/towers', entries, fallback, { subject: { ...subject, description: null, image: null } }),
    ).toEqual({ title: 'Taipei 101 | Travel Inspiration', description: 'Tag description', image: '/tag.png' });
  });

  it('an item that does not exist: the 404 entry, whatever its route', () => {
    const subject = { name: 'Gone', description: 'x', image: null };
    expect(seoFor('/tag/gone', entries, fallback, { subject, notFound: true })).toEqual({
      title: 'Page not found | Travel Inspiration',
      description: 'Missing',
      image: '/og.png',
    });
  });

  it('writes the title and the description and Open Graph meta tags', () => {
    applyPageMeta({ title: 'A | B', description: 'Desc', image: null });
    expect(document.title).toBe('A | B');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Desc');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'A | B');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    applyPageMeta({ title: 'C', description: 'Other', image: '/x.png' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Other');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', '/x.png');
  });
});
