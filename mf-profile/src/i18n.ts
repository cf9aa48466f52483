import { addTranslations } from 'shared';
import { profileStrings } from './profile.strings';

export const NS = 'profile';

addTranslations(NS, profileStrings.bundles());
