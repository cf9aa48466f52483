import { exposeParcel } from 'shared';
import '../i18n';
import { HistoryPage } from '../history/HistoryPage';

export default exposeParcel('mf_profile', 'HistoryPage', HistoryPage);
