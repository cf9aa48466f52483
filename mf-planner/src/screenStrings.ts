import { addTranslations } from 'shared';
import { NS } from './i18n';
import { plannerScreenStrings } from './plannerScreens.strings';
import { togetherStrings } from './together/together.strings';

// The planner's screens register their strings when they load, each importing this beside ./i18n, so the small
// widgets other pages embed (add to plan, save to inspiration) come without them.
addTranslations(NS, plannerScreenStrings.bundles());
addTranslations(NS, togetherStrings.bundles());
