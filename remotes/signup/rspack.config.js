const { createRemoteConfig, createServerRenderConfig } = require('@dating/build');

module.exports = [
  createRemoteConfig({
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
  }),
  // the signup form as HTML before any script (docs/architecture.md, Server HTML)
  createServerRenderConfig({ dir: __dirname, name: 'signup', entry: './src/server-render/render.tsx' }),
];
