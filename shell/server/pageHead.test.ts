import type { SeoEntry } from 'contract';
import { sampleExperience, samplePlace, samplePost, sampleTag } from '../../contract/test/pageItems';
import { thumbnailUrl } from 'contract/format';
import { isoDuration, pageHead, type PageHeadInput } from './pageHead';

const SITE = 'https://travel.example.com';

const ENTRIES: Record<'en' | 'zh-Hant-TW', SeoEntry[]> = {
  en: [
    { path: '*', title: 'Travel Inspiration', description: 'Find places.', image: null },
    { path: '/', title: 'Travel Inspiration – places and travel vlogs', description: 'Home.', image: null },
    { path: '/search', title: 'Search places and videos', description: 'Search.', image: null },
    { path: '/experience/:expId--:slug', title: 'Travel video', description: 'Watch a vlog.', image: null },
    { path: '/404', title: 'Page not found', description: 'Missing.', image: null },
    { path: '/my/favorites', title: 'My favorites', description: 'Saved.', image: null },
  ],
  'zh-Hant-TW': [
    { path: '*', title: '旅遊靈感', description: '搜尋景點。', image: null },
    { path: '/experience/:expId--:slug', title: '旅遊影片', description: '觀看旅遊影片。', image: null },
    { path: '/404', title: '找不到頁面', description: '您要找的頁面不存在。', image: null },
  ],
};

const input = (over: Partial<PageHeadInput>): PageHeadInput => ({
  path: '/',
  search: '',
  language: 'en',
  siteUrl: SITE,
  entries: ENTRIES.en,
  item: null,
  notFound: false,
  ...over,
});

describe('pageHead: route + item + language → head', () => {
  it('an experience: its own title, description and thumbnail, canonical at its real slug, a VideoObject', () => {
    const head = pageHead(
      input({ path: '/vlog/12--old-slug', item: { kind: 'experience', experience: sampleExperience } }),
    );
    expect(head).toMatchObject({
      language: 'en',
      title: 'Shilin Night Market food tour | Travel Inspiration',
      description: 'Six snacks in one evening. Start at the MRT station early & bring cash!',
      canonicalUrl: `${SITE}/experience/12--shilin-night-market-food-tour`,
      image: 'https://i.ytimg.com/vi/abc123XYZ_0/hqdefault.jpg',
      ogType: 'video.other',
      siteName: 'Travel Inspiration',
      noindex: false,
      // the player's still, as the player asks for it
      leadImage: thumbnailUrl(sampleExperience.video_type, sampleExperience.video_id),
    });
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Shilin Night Market food tour',
      description: sampleExperience.description,
      thumbnailUrl: ['https://i.ytimg.com/vi/abc123XYZ_0/hqdefault.jpg'],
      uploadDate: '2026-01-11T08:00:00.000Z',
      duration: 'PT12M34S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc123XYZ_0',
      url: `${SITE}/experience/12--shilin-night-market-food-tour`,
      author: { '@type': 'Person', name: 'Taipei Eats' },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'WatchAction' },
        userInteractionCount: 15300,
      },
      keywords: 'night market',
      contentLocation: [expect.objectContaining({ '@type': 'TouristAttraction', name: 'Shilin Night Market' })],
    });
  });

  it('a Vimeo video embeds Vimeo’s player', () => {
    const experience = { ...sampleExperience, video_type: 'vimeo' as const, video_id: '76979871' };
    const head = pageHead(input({ path: '/experience/12--x', item: { kind: 'experience', experience } }));
    expect(head.jsonLd).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871',
      thumbnailUrl: ['https://vumbnail.com/76979871.jpg'],
    });
  });

  it('private, unlisted and draft videos say noindex and have no canonical address', () => {
    for (const over of [{ visible_type: 1 as const }, { visible_type: 2 as const }, { status: 'draft' as const }]) {
      const experience = { ...sampleExperience, ...over };
      const head = pageHead(input({ path: '/experience/12--x', item: { kind: 'experience', experience } }));
      expect(head.noindex).toBe(true);
      expect(head.canonicalUrl).toBeNull();
      // a link shared in a chat still gets its preview
      expect(head.title).toBe('Shilin Night Market food tour | Travel Inspiration');
      expect(head.image).not.toBeNull();
    }
  });

  it('a place: a TouristAttraction with its coordinates, area and country', () => {
    const head = pageHead(input({ path: '/place/30--x', item: { kind: 'place', place: samplePlace } }));
    expect(head.title).toBe('Shilin Night Market | Travel Inspiration');
    expect(head.canonicalUrl).toBe(`${SITE}/place/30--shilin-night-market`);
    expect(head.ogType).toBe('website');
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'Shilin Night Market',
      url: `${SITE}/place/30--shilin-night-market`,
      description: 'Travel videos, reviews and details of Shilin Night Market, Taipei, Taiwan.',
      geo: { '@type': 'GeoCoordinates', latitude: 25.088, longitude: 121.524 },
      address: { '@type': 'PostalAddress', addressRegion: 'Taipei', addressCountry: 'Taiwan' },
      containedInPlace: {
        '@type': 'AdministrativeArea',
        name: 'Taipei',
        containedInPlace: { '@type': 'Country', name: 'Taiwan' },
      },
      image: samplePlace.thumbnail,
    });
    const country = { ...samplePlace, type: 'country' as const, area: null, country: null, lat: null, lng: null };
    expect(pageHead(input({ path: '/place/1--x', item: { kind: 'place', place: country } })).jsonLd).toMatchObject({
      '@type': 'Country',
    });
  });

  it('a review: a Review of the place with its rating; its photo made absolute', () => {
    const head = pageHead(input({ path: '/post/9', item: { kind: 'post', post: samplePost } }));
    expect(head.title).toBe('Shilin Night Market: a review by Lin | Travel Inspiration');
    expect(head.image).toBe(`${SITE}/api/media/posts/a.jpg`);
    expect(head.canonicalUrl).toBe(`${SITE}/post/9`);
    expect(head.ogType).toBe('article');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Review',
      itemReviewed: {
        '@type': 'TouristAttraction',
        name: 'Shilin Night Market',
        url: `${SITE}/place/30--shilin-night-market`,
      },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: 'Lin' },
      datePublished: '2026-02-01T10:00:00.000Z',
      reviewBody: samplePost.post,
      image: [`${SITE}/api/media/posts/a.jpg`],
    });
    const plain = pageHead(input({ path: '/post/9', item: { kind: 'post', post: { ...samplePost, recommend: 0 } } }));
    expect(plain.jsonLd).toMatchObject({
      '@type': 'SocialMediaPosting',
      headline: 'Shilin Night Market: a post by Lin',
    });
  });

  it('a tag: its name, canonical at its slug', () => {
    const head = pageHead(input({ path: '/tag/night-market/', item: { kind: 'tag', tag: sampleTag } }));
    expect(head.title).toBe('night market | Travel Inspiration');
    expect(head.description).toBe('Travel videos and places tagged “night market”.');
    expect(head.canonicalUrl).toBe(`${SITE}/tag/night-market`);
    expect(head.image).toBeNull();
  });

  it('only a video’s page has a lead image: a place’s, a post’s, a tag’s and other pages show no picture first', () => {
    for (const item of [
      { kind: 'place', place: samplePlace },
      { kind: 'post', post: samplePost },
      { kind: 'tag', tag: sampleTag },
      null,
    ] as const) {
      expect(pageHead(input({ path: '/x', item })).leadImage).toBeNull();
    }
  });

  it('in Chinese: the entries and the texts of the visitor’s language', () => {
    const head = pageHead(
      input({
        language: 'zh-Hant-TW',
        entries: ENTRIES['zh-Hant-TW'],
        path: '/tag/x',
        item: { kind: 'tag', tag: { ...sampleTag, name: '夜市' } },
      }),
    );
    expect(head).toMatchObject({
      language: 'zh-Hant-TW',
      title: '夜市 | 旅遊靈感',
      description: '標籤為「夜市」的旅遊影片與景點。',
      siteName: '旅遊靈感',
    });
  });

  it('an unknown item or path: the 404 entry, noindex, no canonical, no data', () => {
    for (const i of [
      input({ path: '/experience/99--x', notFound: true }),
      input({ path: '/no/such/page', notFound: true }),
    ]) {
      const head = pageHead(i);
      expect(head).toMatchObject({
        title: 'Page not found | Travel Inspiration',
        description: 'Missing.',
        noindex: true,
      });
      expect(head.canonicalUrl).toBeNull();
      expect(head.jsonLd).toBeNull();
      expect(head.leadImage).toBeNull();
    }
  });

  it('pages without an item: their route entry, canonical without the query; searches with parameters and private routes are noindex', () => {
    expect(pageHead(input({ path: '/' }))).toMatchObject({
      title: 'Travel Inspiration – places and travel vlogs',
      canonicalUrl: `${SITE}/`,
      noindex: false,
    });
    expect(pageHead(input({ path: '/search' }))).toMatchObject({ canonicalUrl: `${SITE}/search`, noindex: false });
    expect(pageHead(input({ path: '/search', search: '?q=taipei' }))).toMatchObject({
      noindex: true,
      canonicalUrl: null,
    });
    for (const path of ['/my/favorites', '/login', '/experience/upload', '/plans/shared/abc', '/sandbox']) {
      expect(pageHead(input({ path })).noindex).toBe(true);
    }
  });

  it('without the API’s entries: the site’s own name and summary in the visitor’s language', () => {
    expect(pageHead(input({ path: '/search', entries: [] }))).toMatchObject({
      title: 'Travel Inspiration',
      description: 'Find places, watch travel vlogs tied to them, and plan your next trip.',
      siteName: 'Travel Inspiration',
    });
    expect(pageHead(input({ path: '/', entries: [], language: 'zh-Hant-TW' }))).toMatchObject({
      title: '旅遊靈感',
      description: '搜尋景點、觀看與景點相關的旅遊影片，規劃您的下一趟旅程。',
    });
  });
});

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(59)).toBe('PT59S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
  });
});
