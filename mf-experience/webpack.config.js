const { appConfig } = require('build-config/webpack');

module.exports = appConfig({
  name: 'mf_experience',
  dir: __dirname,
  exposes: {
    './ExperiencePage': './src/expose/ExperiencePage.tsx',
    './UploadPage': './src/expose/UploadPage.tsx',
    './EditPage': './src/expose/EditPage.tsx',
    './PublishPage': './src/expose/PublishPage.tsx',
    './MyExperiencesPage': './src/expose/MyExperiencesPage.tsx',
    './UserExperiencesPage': './src/expose/UserExperiencesPage.tsx',
  },
});
