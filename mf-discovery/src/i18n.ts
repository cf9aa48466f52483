import { addTranslations } from 'shared';

export const NS = 'discovery';

addTranslations(NS, {
  en: {
    home: {
      title: 'Find your next trip',
      experiences: 'Featured travel videos',
      places: 'Places to explore',
      loading: { experiences: 'Loading travel videos…', places: 'Loading places…' },
      empty: {
        experiences: 'No travel videos to show yet. Come back soon.',
        places: 'No places to show yet. Come back soon.',
      },
      error: {
        experiences: 'The travel videos could not be loaded.',
        places: 'The places could not be loaded.',
      },
    },
    screen: { search: 'Experience search', place: 'Place detail', filter: 'Filters', popupSearch: 'Search' },
  },
  'zh-Hant-TW': {
    home: {
      title: '找到你的下一趟旅程',
      experiences: '精選旅遊影片',
      places: '探索景點',
      loading: { experiences: '正在載入旅遊影片…', places: '正在載入景點…' },
      empty: {
        experiences: '目前還沒有旅遊影片，敬請期待。',
        places: '目前還沒有景點，敬請期待。',
      },
      error: {
        experiences: '無法載入旅遊影片。',
        places: '無法載入景點。',
      },
    },
    screen: { search: '影片搜尋', place: '景點介紹', filter: '篩選條件', popupSearch: '搜尋' },
  },
});
