const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'profile',
  exposes: { './ProfilePage': './src/pages/ProfilePage.tsx' },
});
