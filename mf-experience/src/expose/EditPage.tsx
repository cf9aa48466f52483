import { createParcel } from 'shared';
import '../i18n';
import { EditPage } from '../edit/EditPage';

export default createParcel(EditPage);
