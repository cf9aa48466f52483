import type { StandalonePage } from 'shared';
import './i18n';
import { ExperiencePage } from './detail/ExperiencePage';
import { UploadPage } from './upload/UploadPage';
import { EditPage } from './edit/EditPage';
import { PublishPage } from './publish/PublishPage';
import { MyExperiencesPage } from './mine/MyExperiencesPage';
import { UserExperiencesPage } from './user/UserExperiencesPage';

/** This remote's screens by route pattern (the shell's table maps the same patterns to the exposed parcels). */
export const pages: StandalonePage[] = [
  { pattern: '/experience/:expId--:slug', Page: ExperiencePage },
  { pattern: '/vlog/:expId--:slug', Page: ExperiencePage },
  { pattern: '/experience/upload', Page: UploadPage },
  { pattern: '/experience/edit/:expId', Page: EditPage },
  { pattern: '/experience/publish/:expId--:slug', Page: PublishPage },
  { pattern: '/my/experiences', Page: MyExperiencesPage },
  { pattern: '/user/:userId/experiences', Page: UserExperiencesPage },
];
