/**
 * Which admin area each resource belongs to: the role check (domain's staffMay) for the menu and
 * the pages. Kept apart from the screens so the auth provider loads without them, and written out
 * rather than read from the contract's routes, which carry their schemas: the dashboard's home is
 * drawn before those load. `test/resource-areas.test.ts` holds each entry to its route's area.
 */
import { staffMay, type AdminArea, type StaffRole } from '@shop/domain';

export const resourceAreas = {
  staff: 'staff',
  audit: 'audit',
  orders: 'fulfilment',
  quotes: 'orders',
  customers: 'customers',
  reports: 'dashboard',
  // Pages of their own (not resources), checked the same way for the menu and the route.
  settings: 'settings',
  einvoicing: 'settings',
  dashboard: 'dashboard',
  countries: 'commerce',
  cities: 'commerce',
  areas: 'commerce',
  coupons: 'commerce',
  reviews: 'engagement',
  subscribers: 'engagement',
  messages: 'engagement',
  mail: 'mail',
  sponsors: 'content',
  'blog-categories': 'content',
  'home-sections': 'content',
  categories: 'catalogue',
  pages: 'content',
  slides: 'content',
  'vision-items': 'content',
  'blog-posts': 'content',
  colors: 'catalogue',
  sizes: 'catalogue',
  products: 'catalogue',
} as const satisfies Record<string, AdminArea>;

export type ResourceName = keyof typeof resourceAreas;

/** Actions of a resource that need another area than its list: making an order is the sales desk's. */
export const actionAreas: Partial<Record<string, AdminArea>> = {
  'orders.create': 'orders',
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
