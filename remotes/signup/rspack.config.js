const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'signup',
  exposes: {
    './SignupPage': './src/pages/SignupPage.tsx',
    './CompleteSignupPage': './src/pages/CompleteSignupPage.tsx',
    './MemberSignupPage': './src/pages/MemberSignupPage.tsx',
    './ActivateDonePage': './src/pages/ActivateDonePage.tsx',
    './ActivateErrorPage': './src/pages/ActivateErrorPage.tsx',
    './SignupForm': './src/pages/SignupFormModule.tsx',
  },
});
