/**
 * Customer sign-in sessions. A token is 32 random bytes (base64url) given to the customer once;
 * the database keeps only its SHA-256, so a leaked table cannot sign anyone in. A session lives one
 * day and ends earlier when revoked (logout, password change, password reset).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { customerSessions, customers } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';

/** How long a sign-in token is valid (the storefront's cookie lives as long). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The SHA-256 of a token, hex: what is stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opens a session for the customer and answers its token (shown once, never stored). */
export async function createSession(db: Executor, customerId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(customerSessions).values({
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export interface SignedInCustomer {
  customerId: number;
  sessionId: number;
}

/** Tokens are base64url text of a bounded length; anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The customer a token signs in: the session must exist, be unexpired and unrevoked, and the
 * customer active. Null otherwise.
 */
export async function customerForToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SignedInCustomer | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ sessionId: customerSessions.id, customerId: customerSessions.customerId })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
        eq(customers.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Executor, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/**
 * Ends every live session of a customer (password reset), or every one but `keepSessionId`
 * (a password change keeps nothing either: the caller opens a fresh one).
 */
export async function revokeCustomerSessions(
  db: Executor,
  customerId: number,
  now = new Date(),
  keepSessionId?: number,
): Promise<void> {
  const live = and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt));
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(keepSessionId === undefined ? live : and(live, ne(customerSessions.id, keepSessionId)));
}
