/**
 * The services behind the staff API's plain resources (packages/contract admin-resources.ts), one
 * per resource name, so the routes are registered from the contract's map in one loop.
 */
import type { AdminResourceName } from '@shop/contract';
import { categoryResource, colorResource, productResource, sizeResource } from './catalogue.js';
import { areaResource, cityResource, countryResource, couponResource } from './commerce.js';
import { blogCategoryResource, homeSectionResource, sponsorResource } from './content.js';
import { customerResource } from './customers.js';
import { blogPostResource, pageResource, slideResource, visionItemResource } from './rich-content.js';
import { contactMessageResource, mailResource, reviewResource, subscriberResource } from './engagement.js';
import type { ResourceService } from './resource.js';

export type { ResourceService } from './resource.js';

export const adminResourceServices: Record<
  AdminResourceName,
  ResourceService<unknown, unknown, never, never, never>
> = {
  categories: categoryResource,
  colors: colorResource,
  sizes: sizeResource,
  products: productResource,
  countries: countryResource,
  cities: cityResource,
  areas: areaResource,
  coupons: couponResource,
  customers: customerResource,
  reviews: reviewResource,
  subscribers: subscriberResource,
  messages: contactMessageResource,
  sponsors: sponsorResource,
  blogCategories: blogCategoryResource,
  homeSections: homeSectionResource,
  pages: pageResource,
  slides: slideResource,
  visionItems: visionItemResource,
  blogPosts: blogPostResource,
  mail: mailResource,
} as Record<AdminResourceName, ResourceService<unknown, unknown, never, never, never>>;
