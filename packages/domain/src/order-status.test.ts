import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_TEXT,
  allowedMoves,
  canMoveOrder,
  isFinalOrderStatus,
  isOrderStatus,
  type OrderStatus,
} from './order-status';

/** Every allowed move, written out: anything not listed here must be refused. */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['pending', 'on_hold'],
  ['pending', 'processing'],
  ['pending', 'cancelled'],
  ['on_hold', 'processing'],
  ['on_hold', 'cancelled'],
  ['processing', 'shipped'],
  ['processing', 'cancelled'],
  ['shipped', 'completed'],
];

describe('order status workflow', () => {
  it('has the six statuses in workflow order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'on_hold', 'processing', 'shipped', 'completed', 'cancelled']);
  });

  it('allows exactly the listed moves', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const listed = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(listed);
      }
      expect(allowedMoves(from)).toEqual(ALLOWED.filter(([a]) => a === from).map(([, b]) => b));
    }
  });

  it('treats completed and cancelled as final, and a shipped order cannot be cancelled', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['completed', 'cancelled']);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('pending', 'pending')).toBe(false);
  });

  it('refuses unknown statuses', () => {
    expect(isOrderStatus('on hold')).toBe(false);
    expect(isOrderStatus('on_hold')).toBe(true);
    expect(allowedMoves('refunded' as OrderStatus)).toEqual([]);
    expect(canMoveOrder('refunded' as OrderStatus, 'pending')).toBe(false);
    expect(canMoveOrder('pending', 'refunded' as OrderStatus)).toBe(false);
  });

  it('has a text per status in both languages; the English one drives the storefront colour', () => {
    for (const lang of ['ar', 'en'] as const)
      for (const s of ORDER_STATUSES) expect(ORDER_STATUS_TEXT[lang][s]).not.toBe('');
    expect(ORDER_STATUS_TEXT.en.on_hold.toLowerCase()).toBe('on hold');
    expect(ORDER_STATUS_TEXT.en.completed.toLowerCase()).toBe('completed');
    expect(ORDER_STATUS_TEXT.en.pending.toLowerCase()).toBe('pending');
  });
});
