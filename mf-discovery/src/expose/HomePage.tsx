import { exposeParcel } from 'shared';
import '../i18n';
import { HomePage } from '../home/HomePage';

export default exposeParcel('mf_discovery', 'HomePage', HomePage);
