import { createParcel } from 'shared';
import '../i18n';
import { PublishPage } from '../publish/PublishPage';

export default createParcel(PublishPage);
