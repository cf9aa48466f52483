import { addTranslations } from 'shared';
import { SITE_TEXT } from './seo/siteText';

export const NS = 'shell';

addTranslations(NS, {
  en: {
    brand: SITE_TEXT.en.brand,
    skipToContent: 'Skip to content',
    nav: {
      label: 'Main',
      home: 'Home',
      search: 'Search',
      inspiration: 'Inspiration',
      plans: 'My plans',
      favorites: 'Favorites',
    },
    // the name starts with the text the button shows (Label in Name), then says what it does
    language: { switchTo: '繁體中文', label: '繁體中文 (Switch language to Traditional Chinese)' },
    account: {
      login: 'Log in',
      signup: 'Sign up',
      logout: 'Log out',
      profile: 'Profile',
      profileOf: 'Profile: {{name}}',
    },
    notFound: { title: 'Page not found', body: 'We could not find {{path}}.', home: 'Back to Home' },
    screen: { sandbox: 'Sandbox (UI gallery)', terms: 'Terms and conditions', privacy: 'Privacy policy' },
    footer: { text: '© 2026 Travel Inspiration', nav: 'Site information' },
    updating: 'A new version of the site is available. Reloading…',
    drawer: {
      profile: 'Profile',
      menu: 'Menu',
      filter: 'Filters',
      search: 'Search',
      inspiration: 'Inspiration',
      planner: 'Planner',
    },
    openMenu: 'Open menu',
    openInspiration: 'Open the inspiration list',
    openPlanner: 'Open the planner',
    openSearch: 'Search places and videos',
    seo: { description: SITE_TEXT.en.description },
    menu: { main: 'Main menu', more: 'More' },
    cookie: {
      label: 'Cookie notice',
      text: 'We use cookies to keep you signed in and to remember your choices.',
      more: 'Read the privacy policy',
      accept: 'Accept cookies',
    },
    static: {
      error: 'This page could not be loaded.',
      retry: 'Try again',
    },
  },
  'zh-Hant-TW': {
    brand: SITE_TEXT['zh-Hant-TW'].brand,
    skipToContent: '跳至主要內容',
    nav: {
      label: '主選單',
      home: '首頁',
      search: '搜尋',
      inspiration: '靈感清單',
      plans: '我的計畫',
      favorites: '我的最愛',
    },
    language: { switchTo: 'English', label: 'Switch language to English' },
    account: { login: '登入', signup: '註冊', logout: '登出', profile: '個人資料', profileOf: '個人資料：{{name}}' },
    notFound: { title: '找不到頁面', body: '找不到 {{path}}。', home: '回到首頁' },
    screen: { sandbox: '沙盒（元件展示）', terms: '使用條款', privacy: '隱私權政策' },
    footer: { text: '© 2026 旅遊靈感', nav: '網站資訊' },
    updating: '網站有新版本，正在重新載入…',
    drawer: {
      profile: '個人選單',
      menu: '選單',
      filter: '篩選條件',
      search: '搜尋',
      inspiration: '靈感清單',
      planner: '計畫規劃',
    },
    openMenu: '開啟選單',
    openInspiration: '開啟靈感清單',
    openPlanner: '開啟計畫規劃',
    openSearch: '搜尋景點與影片',
    seo: { description: SITE_TEXT['zh-Hant-TW'].description },
    menu: { main: '主選單', more: '更多' },
    cookie: {
      label: 'Cookie 使用說明',
      text: '我們使用 Cookie 讓您保持登入，並記住您的偏好設定。',
      more: '閱讀隱私權政策',
      accept: '接受 Cookie',
    },
    static: {
      error: '無法載入這個頁面。',
      retry: '再試一次',
    },
  },
});
