import { createParcel } from 'shared';
import '../i18n';
import { GuestMigration } from '../migration/GuestMigration';

export default createParcel(GuestMigration);
