const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'chat',
  exposes: {
    './ChatsPage': './src/pages/ChatsPage.tsx',
    './ChatPage': './src/pages/ChatPage.tsx',
    './MemberChatPage': './src/pages/MemberChatPage.tsx',
  },
});
