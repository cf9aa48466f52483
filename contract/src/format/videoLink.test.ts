import { isValidVideoId, parseVideoLink } from './videoLink';
import { slugify } from './slugify';

const YT = 'dQw4w9WgXcQ';

describe('parseVideoLink: YouTube forms', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `http://youtube.com/watch?v=${YT}`,
    `youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/watch?v=${YT}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${YT}&list=PL123&index=2`,
    `https://www.youtube.com/watch?v=${YT}#t=1m30s`,
    `https://m.youtube.com/watch?v=${YT}`,
    `https://music.youtube.com/watch?v=${YT}&feature=share`,
    `https://WWW.YouTube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?t=90`,
    `https://youtu.be/${YT}?si=abcDEF123`,
    `youtu.be/${YT}`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/embed/${YT}?start=30&autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtube-nocookie.com/embed/${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://youtube.com/shorts/${YT}?feature=share`,
    `https://www.youtube.com/live/${YT}?si=x`,
    `https://www.youtube.com/v/${YT}`,
    `  https://www.youtube.com/watch?v=${YT}  `,
    YT,
    ` ${YT} `,
  ])('%s', (input) => {
    expect(parseVideoLink(input)).toEqual({ type: 'youtube', id: YT });
  });

  it('keeps ids with - and _ and their case', () => {
    expect(parseVideoLink('https://youtu.be/a-B_c1D2e3F')).toEqual({ type: 'youtube', id: 'a-B_c1D2e3F' });
    expect(parseVideoLink('_-_-_-_-_-_')).toEqual({ type: 'youtube', id: '_-_-_-_-_-_' });
  });
});

describe('parseVideoLink: Vimeo forms', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['http://www.vimeo.com/76979871', '76979871'],
    ['vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871?share=copy', '76979871'],
    ['https://vimeo.com/76979871#t=30s', '76979871'],
    ['https://vimeo.com/76979871/5f3c2a1b9e', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871'],
    ['https://vimeo.com/album/12345/video/76979871', '76979871'],
    ['https://vimeo.com/showcase/12345/video/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=5f3c2a1b9e&autoplay=1', '76979871'],
    ['76979871', '76979871'],
    ['1', '1'],
    ['123456789012', '123456789012'],
  ])('%s → %s', (input, id) => {
    expect(parseVideoLink(input)).toEqual({ type: 'vimeo', id });
  });
});

describe('parseVideoLink: rejects everything else', () => {
  it.each([
    '',
    '   ',
    'hello world',
    'dQw4w9WgXc', // 10 characters
    'dQw4w9WgXcQQ', // 12 characters
    'dQw4w9WgXc!',
    '1234567890123', // 13 digits
    '0',
    `javascript:alert(1)//youtube.com/watch?v=${YT}`,
    `javascript://youtube.com/watch?v=${YT}`,
    `data:text/html,youtube.com/watch?v=${YT}`,
    `ftp://youtube.com/watch?v=${YT}`,
    `file:///youtube.com/watch?v=${YT}`,
    `https://youtube.com.evil.com/watch?v=${YT}`,
    `https://evil.com/youtube.com/watch?v=${YT}`,
    `https://evilyoutube.com/watch?v=${YT}`,
    `https://youtube.evil.com/watch?v=${YT}`,
    `https://youtube.com@evil.com/watch?v=${YT}`,
    `https://user:pw@youtube.com/watch?v=${YT}`,
    `https://youtube.com:8443/watch?v=${YT}`,
    `https://youtu.be.evil.com/${YT}`,
    `https://notyoutu.be/${YT}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${YT}x`,
    `https://www.youtube.com/watch`,
    `https://www.youtube.com/channel/UC1234567890`,
    `https://www.youtube.com/@someone`,
    `https://www.youtube.com/playlist?list=PL${YT}`,
    `https://www.youtube.com/embed/${YT}/extra`,
    `https://youtu.be/`,
    `https://youtu.be/${YT}/more`,
    `https://www.google.com/url?q=https://youtu.be/${YT}`,
    'https://vimeo.com.evil.com/76979871',
    'https://evilvimeo.com/76979871',
    'https://vimeo.com/',
    'https://vimeo.com/staffpicks',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/not-a-hash!',
    'https://vimeo.com/1234567890123',
    'https://player.vimeo.com/76979871',
    'https://player.vimeo.com/video/abc',
    'https://example.com/76979871',
    'http://127.0.0.1/watch?v=dQw4w9WgXcQ',
    `https://www.youtube.com/watch?v=${YT} https://evil.com`,
  ])('%p → null', (input) => {
    expect(parseVideoLink(input)).toBeNull();
  });

  it('handles null and undefined', () => {
    expect(parseVideoLink(null)).toBeNull();
    expect(parseVideoLink(undefined)).toBeNull();
  });
});

describe('isValidVideoId', () => {
  it.each([
    ['youtube', YT, true],
    ['youtube', 'a-B_c1D2e3F', true],
    ['youtube', '12345678901', true],
    ['youtube', 'dQw4w9WgXc', false],
    ['youtube', 'dQw4w9WgXcQQ', false],
    ['youtube', 'dQw4w9WgXc.', false],
    ['youtube', 'dQw4w9WgXc ', false],
    ['youtube', '', false],
    ['vimeo', '1', true],
    ['vimeo', '76979871', true],
    ['vimeo', '123456789012', true],
    ['vimeo', '1234567890123', false],
    ['vimeo', '0', false],
    ['vimeo', '12a', false],
    ['vimeo', '', false],
    ['vimeo', '-1', false],
    ['dailymotion', '76979871', false],
    ['', YT, false],
  ])('%p %p → %p', (type, id, ok) => {
    expect(isValidVideoId(type, id)).toBe(ok);
  });

  it('refuses non-strings', () => {
    expect(isValidVideoId('youtube', null)).toBe(false);
    expect(isValidVideoId('vimeo', undefined)).toBe(false);
  });
});

describe('slugify for experience titles', () => {
  it.each([
    ['台北一日遊：士林夜市與象山', '台北一日遊-士林夜市與象山'],
    ['九份老街｜紅燈籠之夜', '九份老街-紅燈籠之夜'],
    ['【台南】美食 Vlog #3', '台南-美食-vlog-3'],
  ])('%p → %p (usable: non-empty, no separators, safe in a path segment)', (title, slug) => {
    const s = slugify(title);
    expect(s).toBe(slug);
    expect(s).not.toMatch(/[\s/?#%：｜【】]/);
    expect(decodeURIComponent(encodeURIComponent(s))).toBe(s);
  });
});
