import { samplePlace, samplePost, sampleTag, sampleExperience } from '../../test/pageItems';
import { experienceSubject, placeSubject, postSubject, summaryText, tagSubject } from './pageSubject';

describe('summaryText', () => {
  it('puts the text on one line and cuts it at the limit with an ellipsis', () => {
    expect(summaryText('  One\n\ntwo\tthree  ')).toBe('One two three');
    expect(summaryText('abcdefghij', 5)).toBe('abcd…');
    expect(summaryText('abcde', 5)).toBe('abcde');
  });

  it('counts characters, not UTF-16 units, and is null for nothing', () => {
    expect(summaryText('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
    expect(summaryText('  \n ')).toBeNull();
    expect(summaryText(null)).toBeNull();
  });
});

describe('page subjects', () => {
  it('a video: its title, its description on one line, its thumbnail', () => {
    expect(experienceSubject(sampleExperience)).toEqual({
      name: 'Shilin Night Market food tour',
      description: 'Six snacks in one evening. Start at the MRT station early & bring cash!',
      image: 'https://i.ytimg.com/vi/abc123XYZ_0/hqdefault.jpg',
    });
    expect(experienceSubject({ ...sampleExperience, description: '' }).description).toBeNull();
  });

  it('a place: its name, where it is, in both languages', () => {
    expect(placeSubject(samplePlace, 'en')).toEqual({
      name: 'Shilin Night Market',
      description: 'Travel videos, reviews and details of Shilin Night Market, Taipei, Taiwan.',
      image: samplePlace.thumbnail,
    });
    const zh = {
      ...samplePlace,
      place_name: '士林夜市',
      area: { id: 5, area_name: '台北' },
      country: { id: 1, country_name: '台灣' },
    };
    expect(placeSubject(zh, 'zh-Hant-TW').description).toBe('士林夜市（台北，台灣）的旅遊影片、評論與詳細資訊。');
  });

  it('a country names nothing around it', () => {
    const country = {
      ...samplePlace,
      type: 'country' as const,
      place_name: 'Taiwan',
      area: null,
      country: null,
      thumbnail: null,
    };
    expect(placeSubject(country, 'en').description).toBe('Travel videos, reviews and details of Taiwan.');
    expect(placeSubject({ ...country, place_name: '台灣' }, 'zh-Hant-TW').description).toBe(
      '台灣的旅遊影片、評論與詳細資訊。',
    );
    expect(placeSubject(country, 'en').image).toBeNull();
  });

  it('a post: who wrote about which place, review or post, in both languages; its text; its first photo', () => {
    expect(postSubject(samplePost, 'en')).toEqual({
      name: 'Shilin Night Market: a review by Lin',
      description: 'Worth every minute — come early and stay for sunset.',
      image: '/api/media/posts/a.jpg',
    });
    expect(postSubject(samplePost, 'zh-Hant-TW').name).toBe('Lin對Shilin Night Market的評論');
    const post = { ...samplePost, recommend: 0, media: [] };
    expect(postSubject(post, 'en').name).toBe('Shilin Night Market: a post by Lin');
    expect(postSubject(post, 'zh-Hant-TW').name).toBe('Lin關於Shilin Night Market的貼文');
    expect(postSubject(post, 'en').image).toBe(samplePlace.thumbnail);
    expect(postSubject({ ...post, place: undefined }, 'en').name).toBe('A post by Lin');
  });

  it('a tag: its name and what the page lists, in both languages', () => {
    expect(tagSubject(sampleTag, 'en')).toEqual({
      name: 'night market',
      description: 'Travel videos and places tagged “night market”.',
      image: null,
    });
    expect(tagSubject({ ...sampleTag, name: '夜市' }, 'zh-Hant-TW').description).toBe(
      '標籤為「夜市」的旅遊影片與景點。',
    );
  });
});
