const { appConfig } = require('build-config/webpack');

module.exports = appConfig({
  name: 'mf_auth',
  dir: __dirname,
  exposes: {
    './UserFormPage': './src/expose/UserFormPage.tsx',
    './EmailVerifyPage': './src/expose/EmailVerifyPage.tsx',
    './LoginPopup': './src/expose/LoginPopup.tsx',
  },
});
