/**
 * Which admin area each resource belongs to: the role check (domain's staffMay) for the menu and
 * the pages. Kept apart from the screens so the auth provider loads without them.
 */
import { adminResources as adminApiResources, adminRoutes } from '@shop/contract';
import type { AdminArea } from '@shop/domain';

export const resourceAreas = {
  staff: 'staff',
  audit: 'audit',
  orders: adminRoutes.orderList.area,
  customers: adminApiResources.customers.list.area,
  // Pages of their own (not resources), checked the same way for the menu and the route.
  settings: adminRoutes.settings.area,
  dashboard: adminRoutes.dashboard.area,
} as const satisfies Record<string, AdminArea>;

export type ResourceName = keyof typeof resourceAreas;

export function areaOf(resource: string): AdminArea | undefined {
  return Object.hasOwn(resourceAreas, resource) ? resourceAreas[resource as ResourceName] : undefined;
}
