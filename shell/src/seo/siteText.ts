import type { Language } from 'shared';

/**
 * The site's name and one-line summary in each language: the shell's `brand` and `seo.description`, and
 * what the shell's server writes into a page head when the API cannot give its SEO entries.
 */
export const SITE_TEXT: Record<Language, { brand: string; description: string }> = {
  en: {
    brand: 'Travel Inspiration',
    description: 'Find places, watch travel vlogs tied to them, and plan your next trip.',
  },
  'zh-Hant-TW': {
    brand: '旅遊靈感',
    description: '搜尋景點、觀看與景點相關的旅遊影片，規劃您的下一趟旅程。',
  },
};
