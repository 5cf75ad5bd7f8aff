const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'profile',
  exposes: {
    './ProfilePage': './src/pages/ProfilePage.tsx',
    './AccountDeletedPage': './src/pages/AccountDeletedPage.tsx',
    './ResetPasswordPage': './src/pages/ResetPasswordPage.tsx',
    './ResetPasswordDoPage': './src/pages/ResetPasswordDoPage.tsx',
    './MailChangePage': './src/pages/MailChangePage.tsx',
    './ComplaintsPage': './src/pages/ComplaintsPage.tsx',
    './NotificationsPage': './src/pages/NotificationsPage.tsx',
  },
});
