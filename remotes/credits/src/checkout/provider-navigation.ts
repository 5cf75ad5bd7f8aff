/**
 * Leaving the site for the payment provider's page (a full navigation: it is another site, which returns the
 * buyer to /transactions/{id}). One object so a test, where jsdom cannot navigate, can see where it would go.
 */
export const providerNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
