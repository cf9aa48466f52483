import { i18n } from 'page-singleton';
import { commonStrings } from './common.strings';

// The strings of shared's library code (UI kit, remote fallbacks), from this module's own copy of shared: a remote
// built on a newer shared brings the strings the page's older copy lacks. Strings the page has already are kept.
for (const [language, resources] of Object.entries(commonStrings.bundles()))
  i18n.addResourceBundle(language, 'common', resources, true, false);
