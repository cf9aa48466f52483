import { standalonePages } from 'shared';
import './i18n';
import { routes } from './routes';
import { ExperiencePage } from './detail/ExperiencePage';
import { UploadPage } from './upload/UploadPage';
import { EditPage } from './edit/EditPage';
import { PublishPage } from './publish/PublishPage';
import { MyExperiencesPage } from './mine/MyExperiencesPage';
import { UserExperiencesPage } from './user/UserExperiencesPage';

/** This remote's screens, by the routes it declares (routes.ts: the shell's table is made of the same declarations). */
export const pages = standalonePages(routes, {
  ExperiencePage,
  UploadPage,
  EditPage,
  PublishPage,
  MyExperiencesPage,
  UserExperiencesPage,
});
