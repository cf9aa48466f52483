import { addTranslations } from 'shared';
import { NS } from '../i18n';
import { sandboxStrings } from './sandbox.strings';

// The sandbox's own strings travel with its lazily loaded page, not in every page's first download.
addTranslations(NS, sandboxStrings.bundles());
