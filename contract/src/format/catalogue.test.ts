import { catalogue, placeholders } from './catalogue';

const strings = catalogue({
  brand: { en: 'Travel Inspiration', 'zh-Hant-TW': '旅遊靈感' },
  'plans.empty': { en: 'No plans yet.', 'zh-Hant-TW': '還沒有計畫。' },
  'plans.added': { en: 'Added to {{name}}.', 'zh-Hant-TW': '已加入「{{name}}」。' },
  'plans.count': {
    en: { one: '{{count}} plan', other: '{{count}} plans' },
    'zh-Hant-TW': { other: '{{count}} 份計畫' },
  },
});

describe('a catalogue', () => {
  it('gives i18next each language’s resources: dotted keys nested, plural forms as key_form', () => {
    expect(strings.resources('en')).toEqual({
      brand: 'Travel Inspiration',
      plans: {
        empty: 'No plans yet.',
        added: 'Added to {{name}}.',
        count_one: '{{count}} plan',
        count_other: '{{count}} plans',
      },
    });
    expect(strings.bundles()['zh-Hant-TW']).toEqual({
      brand: '旅遊靈感',
      plans: { empty: '還沒有計畫。', added: '已加入「{{name}}」。', count_other: '{{count}} 份計畫' },
    });
  });

  it('gives a key’s text in a language with its placeholders filled and the plural form the count takes', () => {
    expect(strings.text('en', 'plans.added', { name: 'Tainan' })).toBe('Added to Tainan.');
    expect(strings.text('zh-Hant-TW', 'plans.added', { name: '臺南' })).toBe('已加入「臺南」。');
    expect(strings.text('en', 'plans.count', { count: 1 })).toBe('1 plan');
    expect(strings.text('en', 'plans.count', { count: 3 })).toBe('3 plans');
    expect(strings.text('zh-Hant-TW', 'plans.count', { count: 1 })).toBe('1 份計畫');
    // any Chinese is answered in Traditional Chinese, anything else in English; a missing value stays visible
    expect(strings.text('zh-TW', 'brand')).toBe('旅遊靈感');
    expect(strings.text('fr', 'plans.added')).toBe('Added to {{name}}.');
  });

  it('lists the placeholders a text uses, across its plural forms', () => {
    expect(placeholders('{{b}} and {{a}} and {{ b }}')).toEqual(['a', 'b']);
    expect(placeholders({ one: 'One photo of {{place}}', other: '{{count}} photos of {{place}}' })).toEqual([
      'count',
      'place',
    ]);
  });
});
