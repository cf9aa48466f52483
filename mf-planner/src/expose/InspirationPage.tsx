import { createParcel } from 'shared';
import '../i18n';
import { InspirationPage } from '../inspiration/InspirationPage';

export default createParcel(InspirationPage);
