import { exposeParcel } from 'shared';
import '../i18n';
import { ExperiencePage } from '../detail/ExperiencePage';

export default exposeParcel('mf_experience', 'ExperiencePage', ExperiencePage);
