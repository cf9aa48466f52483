import { standalonePages } from 'shared';
import './i18n';
import { routes } from './routes';
import { FavoritesPage } from './favorites/FavoritesPage';
import { HistoryPage } from './history/HistoryPage';
import { EditProfilePage } from './editProfile/EditProfilePage';
import { ChangePasswordPage } from './changePassword/ChangePasswordPage';
import { UserPostsPage } from './posts/UserPostsPage';
import { PostPage } from './post/PostPage';
import { ModerationPage } from './moderation/ModerationPage';

/** This remote's screens, by the routes it declares (routes.ts: the shell's table is made of the same declarations). */
export const pages = standalonePages(routes, {
  FavoritesPage,
  HistoryPage,
  EditProfilePage,
  ChangePasswordPage,
  UserPostsPage,
  PostPage,
  ModerationPage,
});
