/**
 * Who may do what in the admin dashboard. Owners do everything; staff run the catalogue, the
 * content, orders and customers, but not the staff accounts, the shop's settings or the audit log.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The areas of the admin that only owners may open. */
export const OWNER_ONLY_AREAS = ['staff', 'settings', 'audit'] as const;
export type OwnerOnlyArea = (typeof OWNER_ONLY_AREAS)[number];

/** The areas every staff member may open. */
export const STAFF_AREAS = [
  'catalogue',
  'content',
  'commerce',
  'orders',
  'customers',
  'engagement',
  'mail',
  'dashboard',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export type AdminArea = OwnerOnlyArea | StaffArea;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when a staff member with `role` may read and change `area`. */
export function staffMay(role: StaffRole, area: AdminArea): boolean {
  if (role === 'owner') return true;
  return !(OWNER_ONLY_AREAS as readonly string[]).includes(area);
}
