/**
 * The answers each public route shows on its first screen, read by the server before it renders
 * the page (settings for the header on every page, then the route's own). Private pages read
 * nothing here: they render their shell and load in the browser.
 */
import { PAGE_IDS } from '@shop/contract';
import { reads, type Read } from '../shared/query/reads';
import { blogListReads, blogPostReads } from '../features/blog/first-screen';
import { categoryReads, productCategoryReads, shopReads } from '../features/catalogue/first-screen';
import { productReads } from '../features/product/first-screen';
import type { RouteId } from './routes';

type Params = Record<string, string | undefined>;

function ownReads(id: RouteId, params: Params, search: URLSearchParams): Read[] {
  switch (id) {
    case 'home':
      return [reads.home()];
    case 'about':
      return [reads.page(PAGE_IDS.about), reads.aboutItems(), reads.home()];
    case 'terms':
      return [reads.page(PAGE_IDS.terms)];
    case 'policy':
      return [reads.page(PAGE_IDS.policy)];
    case 'blogs':
      return blogListReads(search);
    case 'blog':
      return blogPostReads(params.id);
    case 'shop':
      return shopReads(search);
    case 'category':
    case 'saudiCategory':
      return categoryReads(params.id);
    case 'productCategory':
    case 'productCategoryNamed':
    case 'saudiProductCategory':
      return productCategoryReads(params.id, search);
    case 'product':
      return productReads(params.id);
    default:
      return [];
  }
}

export function firstScreenReads(id: RouteId, params: Params, search: URLSearchParams): Read[] {
  return [reads.settings(), ...ownReads(id, params, search)];
}
