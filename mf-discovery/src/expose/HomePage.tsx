import { createParcel } from 'shared';
import '../i18n';
import { HomePage } from '../home/HomePage';

export default createParcel(HomePage);
