/** The codes orders are known by: on the bill, in mails, in the dashboard. */
import { randomInt } from 'node:crypto';
import { shopDay } from '@shop/domain';
import { isUniqueViolationOf } from '../sql-rows.js';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or retyped stays right. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How every order code begins. */
export const ORDER_CODE_PREFIX = 'UA-';

/**
 * A human-readable order code: "UA-" + the order's date in Riyadh (YYMMDD) + "-" + 6 random
 * base32 characters (about a billion per day, so a clash is rare; the unique index catches it and
 * the order is retried with a new code).
 */
export function newOrderCode(now: Date): string {
  const day = shopDay(now).slice(2).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${ORDER_CODE_PREFIX}${day}-${tail}`;
}

/** True when an order's code was already taken (the order is retried with a new one). */
export function isCodeClash(err: unknown): boolean {
  return isUniqueViolationOf(err, 'orders_code_uq');
}
