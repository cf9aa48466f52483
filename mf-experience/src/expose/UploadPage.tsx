import { createParcel } from 'shared';
import '../i18n';
import { UploadPage } from '../upload/UploadPage';

export default createParcel(UploadPage);
