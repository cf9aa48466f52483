import { addTranslations } from 'shared';

export const NS = 'discovery';

addTranslations(NS, {
  en: {
    home: { title: 'Find your next trip', experiences: 'Featured travel videos', places: 'Places to explore', empty: 'Nothing here yet.' },
    screen: { search: 'Experience search', place: 'Place detail' },
  },
  'zh-Hant-TW': {
    home: { title: '找到你的下一趟旅程', experiences: '精選旅遊影片', places: '探索景點', empty: '目前還沒有內容。' },
    screen: { search: '影片搜尋', place: '景點介紹' },
  },
});
