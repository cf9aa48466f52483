const { appConfig } = require('build-config/webpack');

module.exports = appConfig({
  name: 'mf_discovery',
  dir: __dirname,
  exposes: {
    './HomePage': './src/expose/HomePage.tsx',
    './SearchPage': './src/expose/SearchPage.tsx',
    './PlacePage': './src/expose/PlacePage.tsx',
    './FilterDrawer': './src/expose/FilterDrawer.tsx',
    './PopupSearch': './src/expose/PopupSearch.tsx',
  },
  // the pages whose first screen the shell's server renders (their modules export `Screen`)
  serverScreens: ['./HomePage', './SearchPage', './PlacePage'],
});
