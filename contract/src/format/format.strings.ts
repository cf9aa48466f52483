import { catalogue } from './catalogue';

/** What the formatters write around the values they format (counts, distances, page subjects). */
export const formatStrings = catalogue({
  // views and likes: English counts in thousands and millions, Chinese in 萬 (10⁴) and 億 (10⁸)
  'count.smallUnit': { en: '{{count}}k', 'zh-Hant-TW': '{{count}} 萬' },
  'count.largeUnit': { en: '{{count}}m', 'zh-Hant-TW': '{{count}} 億' },
  'count.view': { en: { one: 'view', other: 'views' }, 'zh-Hant-TW': { other: '次觀看' } },
  'count.like': { en: { one: 'like', other: 'likes' }, 'zh-Hant-TW': { other: '個讚' } },
  withCount: { en: '{{label}} ({{count}})', 'zh-Hant-TW': '{{label}}（{{count}}）' },
  'distance.metres': { en: '{{distance}} m', 'zh-Hant-TW': '{{distance}} 公尺' },
  'distance.kilometres': { en: '{{distance}} km', 'zh-Hant-TW': '{{distance}} 公里' },
  'video.attribution': { en: 'From {{author}} (YouTube)', 'zh-Hant-TW': '來自 {{author}}（YouTube）' },
  // page subjects (titles and descriptions of pages)
  'place.description': {
    en: 'Travel videos, reviews and details of {{place}}.',
    'zh-Hant-TW': '{{place}}的旅遊影片、評論與詳細資訊。',
  },
  'place.within': { en: '{{place}}, {{around}}', 'zh-Hant-TW': '{{place}}（{{around}}）' },
  'place.aroundSeparator': { en: ', ', 'zh-Hant-TW': '，' },
  'post.review': { en: 'A review by {{author}}', 'zh-Hant-TW': '{{author}}的評論' },
  'post.post': { en: 'A post by {{author}}', 'zh-Hant-TW': '{{author}}的貼文' },
  'post.reviewOfPlace': { en: '{{place}}: a review by {{author}}', 'zh-Hant-TW': '{{author}}對{{place}}的評論' },
  'post.postAboutPlace': { en: '{{place}}: a post by {{author}}', 'zh-Hant-TW': '{{author}}關於{{place}}的貼文' },
  'tag.description': {
    en: 'Travel videos and places tagged “{{tag}}”.',
    'zh-Hant-TW': '標籤為「{{tag}}」的旅遊影片與景點。',
  },
  'sharedPlan.label': { en: 'shared plan', 'zh-Hant-TW': '分享的計畫' },
  'sharedPlan.name': { en: '{{name}} — {{label}}', 'zh-Hant-TW': '{{name}}——{{label}}' },
});
