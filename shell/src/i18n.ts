import { addTranslations } from 'shared';
import { shellStrings } from './shell.strings';

export const NS = 'shell';

addTranslations(NS, shellStrings.bundles());
