import type { StandalonePage } from 'shared';
import './i18n';
import { FavoritesPage } from './favorites/FavoritesPage';
import { HistoryPage } from './history/HistoryPage';
import { EditProfilePage } from './editProfile/EditProfilePage';
import { ChangePasswordPage } from './changePassword/ChangePasswordPage';
import { UserPostsPage } from './posts/UserPostsPage';
import { PostPage } from './post/PostPage';
import { ModerationPage } from './moderation/ModerationPage';

/** This remote's screens by route pattern (the shell's table maps the same patterns to the exposed parcels). */
export const pages: StandalonePage[] = [
  { pattern: '/my/favorites', Page: FavoritesPage },
  { pattern: '/my/history', Page: HistoryPage },
  { pattern: '/my/edit-profile', Page: EditProfilePage },
  { pattern: '/my/change-password', Page: ChangePasswordPage },
  { pattern: '/user/:userId/posts', Page: UserPostsPage },
  { pattern: '/post/:postId', Page: PostPage },
  { pattern: '/admin/moderation', Page: ModerationPage },
];
