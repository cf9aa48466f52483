import { addTranslations } from 'shared';
import { discoveryStrings } from './discovery.strings';

export const NS = 'discovery';

addTranslations(NS, discoveryStrings.bundles());
