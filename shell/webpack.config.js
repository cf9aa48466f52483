const { appConfig } = require('build-config/webpack');

module.exports = appConfig({
  name: 'shell',
  dir: __dirname,
  host: true,
  // the build id the page loaded with (the app-update check reloads the page when the server reports another);
  // scripts/build.mjs sets APP_JS
  define: { __APP_JS__: process.env.APP_JS || 'dev' },
});
