import { exposeParcel } from 'shared';
import '../i18n';
import { UploadPage } from '../upload/UploadPage';

export default exposeParcel('mf_experience', 'UploadPage', UploadPage);
