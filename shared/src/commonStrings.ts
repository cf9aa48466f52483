import { i18n } from 'page-singleton';
import { commonEn, commonZh } from './i18n-common';

// The strings of shared's library code (UI kit, remote fallbacks), from this module's own copy of shared: a remote
// built on a newer shared brings the strings the page's older copy lacks. Strings the page has already are kept.
i18n.addResourceBundle('en', 'common', commonEn, true, false);
i18n.addResourceBundle('zh-Hant-TW', 'common', commonZh, true, false);
