import { catalogue } from 'contract/format';

/** What the shell's server says itself (the API's own answers carry the API's messages). */
export const serverStrings = catalogue({
  apiUnavailable: {
    en: "The site's server cannot be reached right now. Please try again in a moment.",
    'zh-Hant-TW': '目前無法連線到網站的伺服器，請稍後再試。',
  },
  /** the installed app's name under its icon (a home screen shows about 12 characters) */
  appShortName: { en: 'Travel Ideas', 'zh-Hant-TW': '旅遊靈感' },
});
