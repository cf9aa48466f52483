import { exposeParcel } from 'shared';
import '../i18n';
import { EditPage } from '../edit/EditPage';

export default exposeParcel('mf_experience', 'EditPage', EditPage);
