/**
 * The one place the API takes its password hashing from, so moving the hashing into its own
 * module changes only this import.
 */
export { hashPassword } from '../db/seed/password.js';
