import { createParcel } from 'shared';
import '../i18n';
import { ExperiencePage } from '../detail/ExperiencePage';

export default createParcel(ExperiencePage);
