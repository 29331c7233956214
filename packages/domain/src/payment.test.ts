import { describe, expect, it } from 'vitest';
import { canPayByCard, cardPaymentRefusal } from './payment';

describe('card payment rule', () => {
  const card = { paymentMethod: 1, paymentStatus: 'unpaid', status: 'pending' } as const;

  it('an unpaid card order that is not cancelled can be paid, in any working status', () => {
    for (const status of ['pending', 'on_hold', 'processing', 'shipped', 'completed'] as const) {
      expect(canPayByCard({ ...card, status })).toBe(true);
    }
  });

  it('refuses bank orders, paid or refunded orders and cancelled orders, saying why', () => {
    expect(cardPaymentRefusal({ ...card, paymentMethod: 0 })).toBe('notCard');
    expect(cardPaymentRefusal({ ...card, paymentStatus: 'paid' })).toBe('alreadyPaid');
    expect(cardPaymentRefusal({ ...card, paymentStatus: 'refunded' })).toBe('alreadyPaid');
    expect(cardPaymentRefusal({ ...card, status: 'cancelled' })).toBe('cancelled');
    expect(canPayByCard({ ...card, status: 'cancelled' })).toBe(false);
  });
});
