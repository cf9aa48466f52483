import { addTranslations } from 'shared';
import { NS } from './i18n';
import { publishingStrings } from './publishing.strings';

// The publishing screens (upload, edit, publish, my experiences) register their strings when they load, each
// importing this beside ./i18n, so the video page comes without them.
addTranslations(NS, publishingStrings.bundles());
