import { describe, expect, it } from 'vitest';
import {
  OWNER_ONLY_AREAS,
  STAFF_AREAS,
  STAFF_ROLES,
  isStaffRole,
  staffMay,
  staffMayMoveOrderTo,
} from './staff';

const ALL_AREAS = [...OWNER_ONLY_AREAS, ...STAFF_AREAS];
const areasOf = (role: (typeof STAFF_ROLES)[number]) => ALL_AREAS.filter((area) => staffMay(role, area));

describe('staff roles', () => {
  it('lets owners open every area of the admin', () => {
    expect(areasOf('owner')).toEqual(ALL_AREAS);
  });

  it('keeps staff out of staff accounts, settings and the audit log, and lets them run the rest', () => {
    expect(areasOf('staff')).toEqual([...STAFF_AREAS]);
  });

  it('gives sales the orders, customers and their figures, warehouse only the goods, content only the content', () => {
    expect(areasOf('sales').sort()).toEqual(
      ['commerce', 'customers', 'dashboard', 'engagement', 'exports', 'fulfilment', 'mail', 'orders'].sort(),
    );
    expect(areasOf('warehouse')).toEqual(['fulfilment']);
    expect(areasOf('content')).toEqual(['content']);
    // No role but the owner's reaches the owner's areas.
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner'))
      for (const area of OWNER_ONLY_AREAS) expect(staffMay(role, area)).toBe(false);
  });

  it('lets the warehouse move orders along but not cancel them', () => {
    for (const status of ['processing', 'shipped', 'completed'])
      expect(staffMayMoveOrderTo('warehouse', status)).toBe(true);
    expect(staffMayMoveOrderTo('warehouse', 'cancelled')).toBe(false);
    expect(staffMayMoveOrderTo('warehouse', 'on_hold')).toBe(false);
    expect(staffMayMoveOrderTo('sales', 'cancelled')).toBe(true);
    expect(staffMayMoveOrderTo('content', 'shipped')).toBe(false);
  });

  it('knows only its roles', () => {
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true);
    for (const other of ['manager', 'Owner', '', null, 1]) expect(isStaffRole(other)).toBe(false);
  });
});
