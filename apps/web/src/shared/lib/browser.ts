/**
 * Leaving the storefront for another site (a payment provider's hosted page). One place, so tests
 * can watch where the browser was sent instead of navigating away.
 */
export const externalNavigation = {
  assign(url: string) {
    location.assign(url);
  },
};
