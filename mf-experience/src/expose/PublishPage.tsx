import { exposeParcel } from 'shared';
import '../i18n';
import { PublishPage } from '../publish/PublishPage';

export default exposeParcel('mf_experience', 'PublishPage', PublishPage);
