import { describe, expect, it } from 'vitest';
import { canPayByCard, cardPaymentRefusal, receiptRefusal, receiptTypeOf } from './payment';

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
    // A payment that landed on a cancelled order was given back: the order says it is cancelled.
    expect(cardPaymentRefusal({ ...card, status: 'cancelled', paymentStatus: 'refunded' })).toBe('cancelled');
    expect(cardPaymentRefusal({ ...card, status: 'cancelled', paymentStatus: 'paid' })).toBe('cancelled');
    expect(canPayByCard({ ...card, status: 'cancelled' })).toBe(false);
  });
});

describe('transfer receipts', () => {
  it('are known by their first bytes, whatever they claim to be', () => {
    const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(receiptTypeOf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(receiptTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(receiptTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(receiptTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(receiptTypeOf(new TextEncoder().encode('MZ\x90\0 not a receipt'))).toBeNull();
    expect(receiptTypeOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(receiptTypeOf(new Uint8Array())).toBeNull();
  });

  it('are taken for unpaid, uncancelled bank-transfer orders only', () => {
    const order = { paymentMethod: 0, paymentStatus: 'unpaid' as const, status: 'pending' as const };
    expect(receiptRefusal(order)).toBeNull();
    expect(receiptRefusal({ ...order, paymentMethod: 1 })).toBe('notBankTransfer');
    expect(receiptRefusal({ ...order, status: 'cancelled' })).toBe('cancelled');
    expect(receiptRefusal({ ...order, paymentStatus: 'paid' })).toBe('alreadyPaid');
  });
});
