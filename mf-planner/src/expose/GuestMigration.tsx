import { exposeParcel } from 'shared';
import '../i18n';
import { GuestMigration } from '../migration/GuestMigration';

export default exposeParcel('mf_planner', 'GuestMigration', GuestMigration);
