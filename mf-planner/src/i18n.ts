import { addTranslations } from 'shared';
import { plannerStrings } from './planner.strings';

export const NS = 'planner';

addTranslations(NS, plannerStrings.bundles());
