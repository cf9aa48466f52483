const { appConfig } = require('shared/build/webpack');

module.exports = appConfig({
  name: 'shell',
  dir: __dirname,
  host: true,
  // the build id the page loaded with (spec §4 app-update check); scripts/build.mjs sets APP_JS
  define: { __APP_JS__: process.env.APP_JS || 'dev' },
});
