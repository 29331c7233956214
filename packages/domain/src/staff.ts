/**
 * Who may do what in the admin dashboard. Every admin route names the area it belongs to (in the
 * contract); a role opens a fixed set of areas, checked by the server on each request and followed
 * by the menu:
 *
 * - owner: everything, the staff accounts, the shop's settings and the audit log included;
 * - staff: the whole shop but those three;
 * - sales: orders (payments and refunds too), customers, coupons, messages, mail, the dashboard's
 *   figures and the CSV exports;
 * - warehouse: the orders to fulfil (the list, an order, its status moves, picking sheets), and
 *   nothing about revenue, no exports, no deletes;
 * - content: the home page, pages, blog and sponsors.
 */
export const STAFF_ROLES = ['owner', 'staff', 'sales', 'warehouse', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The areas of the admin that only owners may open. */
export const OWNER_ONLY_AREAS = ['staff', 'settings', 'audit'] as const;
export type OwnerOnlyArea = (typeof OWNER_ONLY_AREAS)[number];

/** The areas a role other than owner may be given. */
export const STAFF_AREAS = [
  'catalogue',
  'content',
  'commerce',
  // Orders as money: payments confirmed, reversed, refunded.
  'orders',
  // Orders as goods: the list, one order, its status moves, picking sheets.
  'fulfilment',
  'customers',
  'engagement',
  'mail',
  // The dashboard's sales figures.
  'dashboard',
  // CSV files of orders and subscribers.
  'exports',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export type AdminArea = OwnerOnlyArea | StaffArea;

const AREAS_OF: Record<Exclude<StaffRole, 'owner'>, readonly StaffArea[]> = {
  staff: STAFF_AREAS,
  sales: ['orders', 'fulfilment', 'customers', 'commerce', 'engagement', 'mail', 'dashboard', 'exports'],
  warehouse: ['fulfilment'],
  content: ['content'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when a staff member with `role` may read and change `area`. */
export function staffMay(role: StaffRole, area: AdminArea): boolean {
  if (role === 'owner') return true;
  return (AREAS_OF[role] as readonly string[]).includes(area);
}

/** The order statuses that follow the goods: the fulfilment area moves an order to these. */
const GOODS_STATUSES: readonly string[] = ['processing', 'shipped', 'completed'];

/**
 * Whether `role` may move an order to `status`. The goods' moves (processing, shipped, completed)
 * need fulfilment; the others are about money (on hold for a payment, cancelled with its bill
 * voided and any payment handed back) and need the orders' money area.
 */
export function staffMayMoveOrderTo(role: StaffRole, status: string): boolean {
  return staffMay(role, GOODS_STATUSES.includes(status) ? 'fulfilment' : 'orders');
}
