/**
 * One Idempotency-Key per checkout attempt (docs/decisions.md, Idempotency keys): the key is made
 * when an order is first sent and kept for as long as the same order is sent again, so a double
 * click, a retry after a lost answer or a second tab's resend places one order. Any change of the
 * order (address, coupon, payment method, quantities) is a new attempt with a new key; a placed
 * order ends the attempt.
 */

/** A random version 4 UUID; crypto.randomUUID exists only on https and localhost. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeeper {
  /** The key for this payload: the previous one while the payload is unchanged, else a new one. */
  keyFor(payload: unknown): string;
  /** Ends the attempt (the order was placed): the next order gets a new key. */
  reset(): void;
}

export function createIdempotencyKeeper(make: () => string = newKey): IdempotencyKeeper {
  let attempt: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload);
      if (attempt?.payload !== text) attempt = { payload: text, key: make() };
      return attempt.key;
    },
    reset() {
      attempt = null;
    },
  };
}
