const { createRemoteConfig } = require('@dating/build');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'credits',
  exposes: {
    './PricingPage': './src/pages/PricingPage.tsx',
    './PremiumPage': './src/pages/PremiumPage.tsx',
    './CreditsPage': './src/pages/CreditsPage.tsx',
    './CheckoutPage': './src/pages/CheckoutPage.tsx',
    './RepeatOrderPage': './src/pages/RepeatOrderPage.tsx',
    './TransactionPage': './src/pages/TransactionPage.tsx',
  },
});
