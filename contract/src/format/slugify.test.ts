import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Taipei 101 Observatory', 'taipei-101-observatory'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Café Déjà Vu', 'cafe-deja-vu'],
    ['台北 101 夜市!', '台北-101-夜市'],
    ['士林夜市', '士林夜市'],
    ['九份老街 Jiufen Old Street', '九份老街-jiufen-old-street'],
    ['がっこう', 'がっこう'],
    ['서울 타워', '서울-타워'],
    ['ＦＵＬＬ　ｗｉｄｔｈ', 'full-width'],
    ['a---b__c', 'a-b-c'],
    ['!!!', ''],
    ['', ''],
  ])('%p → %p', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('handles null and cuts long slugs at a code point without a trailing dash', () => {
    expect(slugify(null)).toBe('');
    expect(slugify('abc def ghi', 4)).toBe('abc');
    expect(slugify('台北夜市好好吃', 3)).toBe('台北夜');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });
});
