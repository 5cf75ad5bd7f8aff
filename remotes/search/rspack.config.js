const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'search',
  exposes: {
    './SearchPage': './src/pages/SearchPage.tsx',
    './MemberPage': './src/pages/MemberPage.tsx',
    './HomePage': './src/pages/HomePage.tsx',
    './MemberOverview': './src/pages/MemberOverview.tsx',
  },
});
