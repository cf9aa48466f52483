import { addTranslations } from 'shared';
import { authStrings } from './auth.strings';

export const NS = 'auth';

addTranslations(NS, authStrings.bundles());
