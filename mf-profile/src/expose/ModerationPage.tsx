import { exposeParcel } from 'shared';
import '../i18n';
import { ModerationPage } from '../moderation/ModerationPage';

export default exposeParcel('mf_profile', 'ModerationPage', ModerationPage);
