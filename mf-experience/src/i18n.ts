import { addTranslations } from 'shared';
import { experienceStrings } from './experience.strings';

export const NS = 'experience';

addTranslations(NS, experienceStrings.bundles());
