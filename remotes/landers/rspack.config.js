const { createRemoteConfig, createServerRenderConfig } = require('@dating/build');
const { LanderContentPlugin } = require('./content-plugin');

module.exports = [
  createRemoteConfig({
    dir: __dirname,
    name: 'landers',
    exposes: {
      './IndexPage': './src/pages/IndexPage.tsx',
      './StaticPage': './src/pages/StaticPage.tsx',
      './LanderPage': './src/pages/LanderPage.tsx',
      './MemberLandingPage': './src/pages/MemberLandingPage.tsx',
      './MemberLanding2Page': './src/pages/MemberLanding2Page.tsx',
      './MemberLanding3Page': './src/pages/MemberLanding3Page.tsx',
      './MatchFinderPage': './src/pages/MatchFinderPage.tsx',
      './SignupMatchesPage': './src/pages/SignupMatchesPage.tsx',
    },
    plugins: [new LanderContentPlugin(__dirname)],
  }),
  // the public pages as HTML before any script (docs/architecture.md, Server HTML)
  createServerRenderConfig({ dir: __dirname, name: 'landers', entry: './src/server-render/render.tsx' }),
];
