/**
 * The contract's routes behind each of the dashboard's resources, by react-admin's resource name
 * (its path below /admin/api). The data provider looks a resource up here, so every request it
 * makes is to a route the contract declares; a resource without a route for an action (the audit
 * log has no record page, orders are not created) cannot be asked for it.
 */
import { adminResources, adminRoutes, type AdminRouteContract } from '@shop/contract';
import type { ResourceName } from '../resources/areas';

export interface ResourceRoutes {
  list: AdminRouteContract;
  one?: AdminRouteContract;
  create?: AdminRouteContract;
  update?: AdminRouteContract;
  remove?: AdminRouteContract;
}

/** The dashboard's own pages (settings, e-invoicing, reports, dashboard home) are not resources. */
export type DashboardResource = Exclude<ResourceName, 'settings' | 'einvoicing' | 'reports' | 'dashboard'>;

export const resourceRoutes = {
  orders: { list: adminRoutes.orderList, one: adminRoutes.orderOne },
  quotes: { list: adminRoutes.quoteList, one: adminRoutes.quoteOne },
  staff: {
    list: adminRoutes.staffList,
    one: adminRoutes.staffOne,
    create: adminRoutes.staffCreate,
    update: adminRoutes.staffUpdate,
    remove: adminRoutes.staffDelete,
  },
  audit: { list: adminRoutes.auditList },
  customers: adminResources.customers,
  countries: adminResources.countries,
  cities: adminResources.cities,
  areas: adminResources.areas,
  coupons: adminResources.coupons,
  reviews: adminResources.reviews,
  subscribers: adminResources.subscribers,
  messages: adminResources.messages,
  mail: adminResources.mail,
  sponsors: adminResources.sponsors,
  'blog-categories': adminResources.blogCategories,
  'home-sections': adminResources.homeSections,
  categories: adminResources.categories,
  pages: adminResources.pages,
  slides: adminResources.slides,
  'vision-items': adminResources.visionItems,
  'blog-posts': adminResources.blogPosts,
  colors: adminResources.colors,
  sizes: adminResources.sizes,
  products: adminResources.products,
} as const satisfies Record<DashboardResource, ResourceRoutes>;

export type ResourceRoutesOf<N extends DashboardResource> = (typeof resourceRoutes)[N];

/** The routes of a resource react-admin names; an unknown name is a mistake in the dashboard. */
export function routesOf(resource: string): ResourceRoutesOf<DashboardResource> {
  if (!Object.hasOwn(resourceRoutes, resource)) throw new Error(`No staff API resource "${resource}"`);
  return resourceRoutes[resource as DashboardResource];
}
