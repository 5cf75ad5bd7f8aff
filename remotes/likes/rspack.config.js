const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'likes',
  exposes: { './LikesPage': './src/pages/LikesPage.tsx' },
});
