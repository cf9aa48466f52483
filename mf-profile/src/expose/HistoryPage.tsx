import { createParcel } from 'shared';
import '../i18n';
import { HistoryPage } from '../history/HistoryPage';

export default createParcel(HistoryPage);
