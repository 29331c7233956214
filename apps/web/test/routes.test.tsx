/**
 * The route table is built from @shop/contract's STOREFRONT_ROUTES, the patterns the server matches
 * too: every pattern reaches a page, matching ignores case, and anything else is the 404 page.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { STOREFRONT_ROUTES } from '@shop/contract';
import { pageRoutes, routes } from '../src/app/routes';

const matchedPattern = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('storefront routes', () => {
  it.each([
    ['/', STOREFRONT_ROUTES.home],
    ['/Cart', STOREFRONT_ROUTES.cart],
    ['/cart', STOREFRONT_ROUTES.cart],
    ['/policy', STOREFRONT_ROUTES.policy],
    ['/blogs/4', STOREFRONT_ROUTES.blog],
    ['/category/5/Work-wear', STOREFRONT_ROUTES.category],
    ['/category/made-in-saudi/5/Work-wear', STOREFRONT_ROUTES.saudiCategory],
    ['/Product-category/3', STOREFRONT_ROUTES.productCategory],
    ['/product-category/3/Medical-scrubs', STOREFRONT_ROUTES.productCategoryNamed],
    ['/Product-category/made-in-saudi/3/Medical-scrubs', STOREFRONT_ROUTES.saudiProductCategory],
    ['/product/7', STOREFRONT_ROUTES.product],
    ['/auth', STOREFRONT_ROUTES.auth],
    ['/auth/reset-password', STOREFRONT_ROUTES.resetPassword],
    ['/account', STOREFRONT_ROUTES.account],
    ['/account/orders', STOREFRONT_ROUTES.account],
    ['/Account/address/new', STOREFRONT_ROUTES.account],
    ['/auth/elsewhere', '*'],
    ['/checkout', STOREFRONT_ROUTES.checkout],
    ['/bill/12', STOREFRONT_ROUTES.bill],
    ['/bills', STOREFRONT_ROUTES.bills],
    ['/nowhere/at/all', '*'],
  ])('%s is %s', (url, pattern) => {
    expect(matchedPattern(url)).toBe(pattern);
  });

  it('gives every storefront pattern a lazily loaded page', () => {
    for (const pattern of Object.values(STOREFRONT_ROUTES)) {
      const route = pageRoutes.find((child) => child.path === pattern);
      expect(route?.preload, pattern).toBeTypeOf('function');
      expect(route?.handle.module, pattern).toMatch(/^src\/features\/.+Page\.tsx$/);
    }
  });
});
