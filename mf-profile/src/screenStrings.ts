import { addTranslations } from 'shared';
import { NS } from './i18n';
import { profileScreenStrings } from './profileScreens.strings';

// The profile's screens register their strings when they load, each importing this beside ./i18n, so the posts
// wall other pages embed comes without them.
addTranslations(NS, profileScreenStrings.bundles());
