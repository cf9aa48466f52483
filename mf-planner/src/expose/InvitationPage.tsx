import { exposeParcel } from 'shared';
import '../i18n';
import { InvitationPage } from '../together/InvitationPage';

export default exposeParcel('mf_planner', 'InvitationPage', InvitationPage);
