const { appConfig } = require('build-config/webpack');

module.exports = appConfig({
  name: 'mf_planner',
  dir: __dirname,
  exposes: {
    './InspirationPage': './src/expose/InspirationPage.tsx',
    './PlansPage': './src/expose/PlansPage.tsx',
    './PlannerPage': './src/expose/PlannerPage.tsx',
    './InspirationDrawer': './src/expose/InspirationDrawer.tsx',
    './PlannerDrawer': './src/expose/PlannerDrawer.tsx',
    './SaveToInspiration': './src/expose/SaveToInspiration.tsx',
    './AddToPlan': './src/expose/AddToPlan.tsx',
    './GuestMigration': './src/expose/GuestMigration.tsx',
    './SharedPlanPage': './src/expose/SharedPlanPage.tsx',
    './InvitationPage': './src/expose/InvitationPage.tsx',
    './AddExperienceToPlan': './src/expose/AddExperienceToPlan.tsx',
  },
});
