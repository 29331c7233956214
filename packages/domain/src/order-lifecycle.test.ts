import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCapture,
  creditedSaleHalalas,
  decideCapture,
  decideMove,
  decideRefund,
  decideTransferConfirmation,
  decideTransferReversal,
  netPaidHalalas,
  paymentStatusOf,
  type OrderMoneyState,
} from './order-lifecycle';
import { allowedMoves, ORDER_STATUSES, type OrderStatus } from './order-status';

const order = (over: Partial<OrderMoneyState> = {}): OrderMoneyState => ({
  status: 'pending',
  paymentMethod: 0,
  totalHalalas: 10_000,
  capturedHalalas: 0,
  refundedHalalas: 0,
  ...over,
});
const paid = (over: Partial<OrderMoneyState> = {}) => order({ capturedHalalas: 10_000, ...over });

describe('the payment status read from the ledger', () => {
  it('is unpaid before a capture, paid while money is held, refunded once all of it went back', () => {
    expect(paymentStatusOf(order())).toBe('unpaid');
    expect(paymentStatusOf(paid())).toBe('paid');
    expect(paymentStatusOf(paid({ refundedHalalas: 4_000 }))).toBe('paid');
    expect(paymentStatusOf(paid({ refundedHalalas: 10_000 }))).toBe('refunded');
    expect(netPaidHalalas(paid({ refundedHalalas: 4_000 }))).toBe(6_000);
  });
});

describe('moves', () => {
  it('follow the workflow: every refusal of the workflow is moveNotAllowed', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const decision = decideMove(paid({ status: from }), to);
        expect(decision.ok, `${from} → ${to}`).toBe(allowedMoves(from).includes(to));
        if (!decision.ok) expect(decision.refusal).toBe('moveNotAllowed');
      }
  });

  it('ship an unpaid order only with an override and its reason, and say it was overridden', () => {
    const processing = order({ status: 'processing' });
    expect(decideMove(processing, 'shipped')).toEqual({ ok: false, refusal: 'unpaidNeedsOverride' });
    expect(decideMove(processing, 'shipped', { reason: '   ' })).toEqual({
      ok: false,
      refusal: 'reasonRequired',
    });
    expect(decideMove(processing, 'shipped', { reason: 'Net 30 terms' })).toEqual({
      ok: true,
      overridden: true,
      closesOpenAttempts: false,
    });
    // A part given back (a returned item) leaves it paid; everything given back does not.
    expect(decideMove(paid({ status: 'processing', refundedHalalas: 1 }), 'shipped').ok).toBe(true);
    expect(decideMove(paid({ status: 'processing', refundedHalalas: 10_000 }), 'shipped').ok).toBe(false);
    expect(decideMove(paid({ status: 'processing' }), 'shipped')).toEqual({
      ok: true,
      overridden: false,
      closesOpenAttempts: false,
    });
    // Work before payment needs no override; only sending the goods does.
    expect(decideMove(order(), 'processing').ok).toBe(true);
  });

  it('close the open payment attempts when cancelling', () => {
    for (const from of ['pending', 'on_hold', 'processing'] as OrderStatus[])
      expect(decideMove(order({ status: from }), 'cancelled')).toMatchObject({
        ok: true,
        closesOpenAttempts: true,
      });
  });
});

describe('transfers', () => {
  it('are confirmed only on an unpaid, uncancelled bank-transfer order', () => {
    expect(decideTransferConfirmation(order()).ok).toBe(true);
    expect(decideTransferConfirmation(order({ paymentMethod: 1 }))).toEqual({
      ok: false,
      refusal: 'notBankTransfer',
    });
    expect(decideTransferConfirmation(order({ status: 'cancelled' }))).toEqual({
      ok: false,
      refusal: 'orderCancelled',
    });
    expect(decideTransferConfirmation(paid())).toEqual({ ok: false, refusal: 'alreadyPaid' });
    // A refund after payment does not make the order ask for a transfer again.
    expect(decideTransferConfirmation(paid({ refundedHalalas: 1_050 }))).toEqual({
      ok: false,
      refusal: 'alreadyPaid',
    });
    expect(decideTransferConfirmation(paid({ refundedHalalas: 10_000 })).ok).toBe(false);
  });

  it('are reversed only by an owner, with a reason, when nothing of them was refunded', () => {
    expect(decideTransferReversal(paid(), 'owner', 'Wrong order').ok).toBe(true);
    expect(decideTransferReversal(paid(), 'staff', 'Wrong order')).toEqual({
      ok: false,
      refusal: 'ownerOnly',
    });
    expect(decideTransferReversal(paid(), 'owner', '')).toEqual({ ok: false, refusal: 'reasonRequired' });
    expect(decideTransferReversal(order(), 'owner', 'x')).toEqual({ ok: false, refusal: 'nothingToReverse' });
    expect(decideTransferReversal(paid({ paymentMethod: 1 }), 'owner', 'x').ok).toBe(false);
    expect(decideTransferReversal(paid({ refundedHalalas: 1 }), 'owner', 'x').ok).toBe(false);
  });
});

describe('refunds', () => {
  it('are an owner’s, of more than 0 and at most what is held, with a reason', () => {
    const held = paid({ refundedHalalas: 3_000 });
    expect(decideRefund(held, 'owner', 7_000, 'Returned').ok).toBe(true);
    expect(decideRefund(held, 'owner', 7_001, 'Returned')).toEqual({
      ok: false,
      refusal: 'refundAboveNetPaid',
    });
    expect(decideRefund(held, 'owner', 0, 'Returned')).toEqual({ ok: false, refusal: 'refundNotPositive' });
    expect(decideRefund(held, 'owner', 1.5, 'Returned')).toEqual({ ok: false, refusal: 'refundNotPositive' });
    expect(decideRefund(held, 'staff', 100, 'Returned')).toEqual({ ok: false, refusal: 'ownerOnly' });
    expect(decideRefund(held, 'owner', 100, ' ')).toEqual({ ok: false, refusal: 'reasonRequired' });
    expect(decideRefund(order(), 'owner', 100, 'x')).toEqual({ ok: false, refusal: 'nothingToRefund' });
  });
});

describe('captures', () => {
  it('are kept by an order that owes them, and refunded on a cancelled or already paid order', () => {
    expect(decideCapture(order(), 10_000)).toEqual({ keepHalalas: 10_000, refundHalalas: 0, why: null });
    expect(decideCapture(order({ status: 'cancelled' }), 10_000)).toEqual({
      keepHalalas: 0,
      refundHalalas: 10_000,
      why: 'refundCancelled',
    });
    expect(decideCapture(paid(), 10_000)).toEqual({
      keepHalalas: 0,
      refundHalalas: 10_000,
      why: 'refundDuplicate',
    });
    // A page opened before part was refunded: the order keeps what it owes, the rest goes back.
    expect(decideCapture(paid({ refundedHalalas: 2_500 }), 10_000)).toEqual({
      keepHalalas: 2_500,
      refundHalalas: 7_500,
      why: 'refundDuplicate',
    });
  });
});

/** Any sequence of what providers and owners may do to one order. */
const event = fc.oneof(
  fc.record({ kind: fc.constant('capture' as const) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: -5, max: 30_000 }) }),
  fc.record({ kind: fc.constant('confirm' as const) }),
);

describe('whatever happens to an order', () => {
  it('net paid is never below 0 nor above the total, and no capture stays on a cancelled order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.array(event, { maxLength: 25 }),
        (total, events) => {
          let state = order({ totalHalalas: total, paymentMethod: 1 });
          for (const e of events) {
            const heldBefore = netPaidHalalas(state);
            if (e.kind === 'capture') state = applyCapture(state, total);
            else if (e.kind === 'cancel') {
              if (decideMove(state, 'cancelled').ok) state = { ...state, status: 'cancelled' };
            } else if (e.kind === 'confirm') {
              const transfer = { ...state, paymentMethod: 0 as const };
              if (decideTransferConfirmation(transfer).ok)
                state = { ...state, capturedHalalas: state.capturedHalalas + total - netPaidHalalas(state) };
            } else if (decideRefund(state, 'owner', e.amount, 'reason').ok) {
              state = { ...state, refundedHalalas: state.refundedHalalas + e.amount };
            }
            const net = netPaidHalalas(state);
            expect(net).toBeGreaterThanOrEqual(0);
            expect(net).toBeLessThanOrEqual(state.totalHalalas);
            expect(state.refundedHalalas).toBeLessThanOrEqual(state.capturedHalalas);
            // A capture that arrives on a cancelled order goes back at once: nothing more is held.
            if (e.kind === 'capture' && state.status === 'cancelled') expect(net).toBe(heldBefore);
          }
        },
      ),
    );
  });
});

describe('the sale a tax invoice has credited back', () => {
  it('is all of it once cancelled, whatever was paid or refunded', () => {
    for (const state of [
      order(),
      paid(),
      paid({ refundedHalalas: 3_000 }),
      paid({ capturedHalalas: 20_000 }),
    ])
      expect(creditedSaleHalalas({ ...state, status: 'cancelled' })).toBe(10_000);
  });

  it('is what was refunded of a paid order, and nothing of an overpayment given back', () => {
    expect(creditedSaleHalalas(order())).toBe(0);
    expect(creditedSaleHalalas(paid({ refundedHalalas: 2_500 }))).toBe(2_500);
    expect(creditedSaleHalalas(paid({ refundedHalalas: 10_000 }))).toBe(10_000);
    // Paid twice: the first 10,000 given back is the second payment.
    expect(creditedSaleHalalas(paid({ capturedHalalas: 20_000, refundedHalalas: 10_000 }))).toBe(0);
    expect(creditedSaleHalalas(paid({ capturedHalalas: 20_000, refundedHalalas: 13_000 }))).toBe(3_000);
  });

  it('never exceeds the total nor falls below nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.constantFrom(...ORDER_STATUSES),
        (total, captured, refunded, status) => {
          const credited = creditedSaleHalalas({
            status,
            totalHalalas: total,
            capturedHalalas: captured,
            refundedHalalas: refunded,
          });
          expect(credited).toBeGreaterThanOrEqual(0);
          expect(credited).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});
