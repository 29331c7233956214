/**
 * Staff accounts and their sessions. The public entry of services/staff: callers import from here,
 * not from its files.
 */
export { actorOf, OWNER_ROLE, staffAnswer, type SignedInStaff } from './account.js';
export {
  createStaff,
  deleteStaff,
  ensureFirstOwner,
  getStaff,
  listStaff,
  setStaffLang,
  updateStaff,
  type FirstOwnerResult,
} from './management.js';
export {
  changeStaffPassword,
  revokeStaffSession,
  revokeStaffSessions,
  STAFF_SESSION_TTL_MS,
  staffForToken,
  staffSignIn,
} from './sessions.js';
