import { createParcel } from 'shared';
import '../i18n';
import { LoginPopup, type LoginPopupProps } from '../popup/LoginPopup';

export default createParcel<LoginPopupProps>(LoginPopup);
