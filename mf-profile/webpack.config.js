const { appConfig } = require('build-config/webpack');

module.exports = appConfig({
  name: 'mf_profile',
  dir: __dirname,
  exposes: {
    './FavoritesPage': './src/expose/FavoritesPage.tsx',
    './HistoryPage': './src/expose/HistoryPage.tsx',
    './EditProfilePage': './src/expose/EditProfilePage.tsx',
    './ChangePasswordPage': './src/expose/ChangePasswordPage.tsx',
    './UserPostsPage': './src/expose/UserPostsPage.tsx',
    './PostPage': './src/expose/PostPage.tsx',
    './ModerationPage': './src/expose/ModerationPage.tsx',
    './ProfileDrawer': './src/expose/ProfileDrawer.tsx',
    './PlacePosts': './src/expose/PlacePosts.tsx',
  },
});
