/**
 * Which admin area each resource belongs to: the role check (domain's staffMay) for the menu and
 * the pages. Kept apart from the screens so the auth provider loads without them.
 */
import { adminResources as apiResources, adminRoutes } from '@shop/contract';
import { staffMay, type AdminArea, type StaffRole } from '@shop/domain';

export const resourceAreas = {
  staff: 'staff',
  audit: 'audit',
  orders: adminRoutes.orderList.area,
  quotes: adminRoutes.quoteList.area,
  customers: apiResources.customers.list.area,
  reports: adminRoutes.salesReport.area,
  // Pages of their own (not resources), checked the same way for the menu and the route.
  settings: adminRoutes.settings.area,
  einvoicing: adminRoutes.einvoicing.area,
  dashboard: adminRoutes.dashboard.area,
  countries: apiResources.countries.list.area,
  cities: apiResources.cities.list.area,
  areas: apiResources.areas.list.area,
  coupons: apiResources.coupons.list.area,
  reviews: apiResources.reviews.list.area,
  subscribers: apiResources.subscribers.list.area,
  messages: apiResources.messages.list.area,
  mail: apiResources.mail.list.area,
  sponsors: apiResources.sponsors.list.area,
  'blog-categories': apiResources.blogCategories.list.area,
  'home-sections': apiResources.homeSections.list.area,
  categories: apiResources.categories.list.area,
  pages: apiResources.pages.list.area,
  slides: apiResources.slides.list.area,
  'vision-items': apiResources.visionItems.list.area,
  'blog-posts': apiResources.blogPosts.list.area,
  colors: apiResources.colors.list.area,
  sizes: apiResources.sizes.list.area,
  products: apiResources.products.list.area,
} as const satisfies Record<string, AdminArea>;

export type ResourceName = keyof typeof resourceAreas;

/** Actions of a resource that need another area than its list: making an order is the sales desk's. */
const actionAreas: Partial<Record<string, AdminArea>> = {
  'orders.create': adminRoutes.staffOrderCreate.area,
};

export function areaOf(resource: string, action?: string): AdminArea | undefined {
  const ofAction = action === undefined ? undefined : actionAreas[`${resource}.${action}`];
  if (ofAction) return ofAction;
  return Object.hasOwn(resourceAreas, resource) ? resourceAreas[resource as ResourceName] : undefined;
}

/** The first page of the menu that `role` may open: where a role without the dashboard starts. */
export function startPageOf(role: StaffRole): string {
  const pages = Object.entries(resourceAreas) as [ResourceName, AdminArea][];
  const first = pages.find(([page, area]) => page !== 'dashboard' && staffMay(role, area));
  return first ? `/${first[0]}` : '/account';
}
