import { describe, expect, it } from 'vitest';
import { OWNER_ONLY_AREAS, STAFF_AREAS, isStaffRole, staffMay } from './staff';

describe('staff roles', () => {
  it('lets owners open every area of the admin', () => {
    for (const area of [...OWNER_ONLY_AREAS, ...STAFF_AREAS]) expect(staffMay('owner', area)).toBe(true);
  });

  it('keeps staff out of staff accounts, settings and the audit log, and lets them run the rest', () => {
    for (const area of OWNER_ONLY_AREAS) expect(staffMay('staff', area)).toBe(false);
    for (const area of STAFF_AREAS) expect(staffMay('staff', area)).toBe(true);
  });

  it('knows only the two roles', () => {
    expect(isStaffRole('owner')).toBe(true);
    expect(isStaffRole('staff')).toBe(true);
    for (const other of ['manager', 'Owner', '', null, 1]) expect(isStaffRole(other)).toBe(false);
  });
});
