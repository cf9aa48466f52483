// This remote's routes, declared once (shared/route): the shell's route table and server, the standalone dev page
// (pages.ts) and the screens read them. A light entry (the `mf-profile/routes` export): no React, no screens.
import { MODERATION_PAGE } from 'contract/constants';
import { declareRoute, idParam, routeRead } from 'shared/route';

/** One post's page. */
export const postRoute = declareRoute({
  pattern: '/post/:postId',
  remote: { remote: 'mf_profile', module: 'PostPage' },
  reads: {
    post: routeRead('getPost', ({ params }) => {
      const id = idParam(params.postId);
      return id === null ? null : { params: { id } };
    }),
  },
  status: 'post',
  head: {
    read: 'post',
    item: (post, { params }) => (post?.post_id === idParam(params.postId) ? { kind: 'post', post } : null),
  },
});

/** A traveller's wall: a traveller the API does not know (their experiences say so) is a 404. */
export const userPostsRoute = declareRoute({
  pattern: '/user/:userId/posts',
  remote: { remote: 'mf_profile', module: 'UserPostsPage' },
  reads: {
    // the shell's server reads it for the page's status only: the wall's screen reads the traveller's posts
    traveller: routeRead(
      'getUserExperiences',
      ({ params }) => {
        const userId = idParam(params.userId);
        return userId === null ? null : { params: { userId } };
      },
      { inPage: false },
    ),
  },
  status: 'traveller',
});

/** A screen of one's own account: signed-out visitors sign in first. */
const ownPage = (
  pattern: string,
  module: 'FavoritesPage' | 'HistoryPage' | 'EditProfilePage' | 'ChangePasswordPage' | 'ModerationPage',
  footer?: 'yellow' | 'green',
) => declareRoute({ pattern, remote: { remote: 'mf_profile', module }, loginRequired: true, footer });

export const routes = [
  ownPage('/my/favorites', 'FavoritesPage', 'green'),
  ownPage('/my/history', 'HistoryPage', 'yellow'),
  ownPage('/my/edit-profile', 'EditProfilePage', 'green'),
  ownPage('/my/change-password', 'ChangePasswordPage', 'green'),
  userPostsRoute,
  postRoute,
  // the admin's; anyone else signed in gets the 404 page from the screen itself, as for a path that does not exist
  ownPage(MODERATION_PAGE, 'ModerationPage'),
];
