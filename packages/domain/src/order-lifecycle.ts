/**
 * One state machine for an order's fulfilment and its money together. The fulfilment status moves
 * as order-status.ts allows; this module adds what money says about each move, and what staff and
 * payment providers may do to the money. Every decision is a pure function of the order's state:
 * the API runs it inside the transaction that locks the order, then writes what it decided.
 *
 * Money is a ledger: captures (card payments the provider confirmed, bank transfers staff
 * confirmed) and refunds. What the shop holds is captures − refunds, never below 0 and never above
 * what was captured; the order's payment status is read from those two sums.
 */
import type { ArtworkStatus } from './artwork';
import type { OrderPaymentStatus } from './payment';
import { canMoveOrder, type OrderStatus } from './order-status';
import type { StaffRole } from './staff';

/** 0: bank transfer, 1: card. */
export type OrderPaymentMethod = 0 | 1;

/** What the machine needs to know about an order, all amounts in halalas. */
export interface OrderMoneyState {
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  totalHalalas: number;
  /** Sum of the captures that went through. */
  capturedHalalas: number;
  /** Sum of the refunds that went through. */
  refundedHalalas: number;
  /** Where staff are with the order's logos (null or absent: it has none). */
  artworkStatus?: ArtworkStatus | null;
}

/** What the shop holds for the order: captures − refunds, never below 0. */
export function netPaidHalalas(state: Pick<OrderMoneyState, 'capturedHalalas' | 'refundedHalalas'>): number {
  return Math.max(0, state.capturedHalalas - state.refundedHalalas);
}

/**
 * Whether the order counts as paid for its work to go on: it was paid in full and still holds
 * money (a part given back for a returned item leaves it paid; all given back does not).
 */
function isPaidForWork(state: OrderMoneyState): boolean {
  return state.capturedHalalas >= state.totalHalalas && netPaidHalalas(state) > 0;
}

/**
 * The order's payment status from its ledger: unpaid before any capture; refunded once every
 * captured halala went back; paid otherwise (a part refunded shows as the refunded amount beside
 * it, not as another status).
 */
export function paymentStatusOf(
  state: Pick<OrderMoneyState, 'capturedHalalas' | 'refundedHalalas'>,
): OrderPaymentStatus {
  if (state.capturedHalalas <= 0) return 'unpaid';
  if (netPaidHalalas(state) === 0) return 'refunded';
  return 'paid';
}

/** Why a staff action is refused; each is a translated message of the admin. */
export type OrderActionRefusal =
  | 'moveNotAllowed'
  | 'artworkNotApproved'
  | 'unpaidNeedsOverride'
  | 'reasonRequired'
  | 'ownerOnly'
  | 'notBankTransfer'
  | 'orderCancelled'
  | 'alreadyPaid'
  | 'nothingToReverse'
  | 'nothingToRefund'
  | 'refundAboveNetPaid'
  | 'refundNotPositive';

export type Decision<T = object> = ({ ok: true } & T) | { ok: false; refusal: OrderActionRefusal };

const refuse = (refusal: OrderActionRefusal): { ok: false; refusal: OrderActionRefusal } => ({
  ok: false,
  refusal,
});

/** Longest reason staff may give for an override, a reversal or a refund. */
export const ACTION_REASON_MAX = 500;

/** A reason with its spaces trimmed, or null when there is none worth the name. */
export function actionReason(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed.length > 0 ? trimmed.slice(0, ACTION_REASON_MAX) : null;
}

/** The statuses that send goods out: an unpaid order reaches them only with an override. */
const SHIPS: readonly OrderStatus[] = ['shipped'];
/** The statuses of production and after: an order's logos are approved before it reaches them. */
const PRODUCES: readonly OrderStatus[] = ['processing', 'shipped'];

export interface MoveDecision {
  /** The move ships an unpaid order on a staff member's word: audited with the reason. */
  overridden: boolean;
  /** Cancelling closes the order's open payment attempts (and the provider's pages for them). */
  closesOpenAttempts: boolean;
}

/**
 * Whether staff may move the order to `to`. The workflow decides first; then an unpaid order may
 * be shipped only with an explicit override and its reason.
 */
export function decideMove(
  state: OrderMoneyState,
  to: OrderStatus,
  override?: { reason?: string | null } | null,
): Decision<MoveDecision> {
  if (!canMoveOrder(state.status, to)) return refuse('moveNotAllowed');
  if (PRODUCES.includes(to) && state.artworkStatus && state.artworkStatus !== 'approved') {
    return refuse('artworkNotApproved');
  }
  const needsOverride = SHIPS.includes(to) && !isPaidForWork(state);
  if (needsOverride) {
    if (!override) return refuse('unpaidNeedsOverride');
    if (!actionReason(override.reason)) return refuse('reasonRequired');
  }
  return { ok: true, overridden: needsOverride, closesOpenAttempts: to === 'cancelled' };
}

/**
 * Whether staff may record that a bank transfer for the order's total has arrived: only while the
 * order has never been paid (a refund after payment does not make it owe again).
 */
export function decideTransferConfirmation(state: OrderMoneyState): Decision {
  if (state.paymentMethod !== 0) return refuse('notBankTransfer');
  if (state.status === 'cancelled') return refuse('orderCancelled');
  if (paymentStatusOf(state) !== 'unpaid') return refuse('alreadyPaid');
  return { ok: true };
}

/**
 * Whether an owner may undo a transfer confirmation made in error (the money never came): only a
 * confirmed transfer none of which was refunded, with a reason.
 */
export function decideTransferReversal(
  state: OrderMoneyState,
  role: StaffRole,
  reason: string | null | undefined,
): Decision {
  if (role !== 'owner') return refuse('ownerOnly');
  if (state.paymentMethod !== 0 || state.capturedHalalas <= 0 || state.refundedHalalas > 0)
    return refuse('nothingToReverse');
  if (!actionReason(reason)) return refuse('reasonRequired');
  return { ok: true };
}

/** Whether an owner may give back `amountHalalas` of what the order paid, with a reason. */
export function decideRefund(
  state: OrderMoneyState,
  role: StaffRole,
  amountHalalas: number,
  reason: string | null | undefined,
): Decision {
  if (role !== 'owner') return refuse('ownerOnly');
  if (netPaidHalalas(state) === 0) return refuse('nothingToRefund');
  if (!Number.isSafeInteger(amountHalalas) || amountHalalas <= 0) return refuse('refundNotPositive');
  if (amountHalalas > netPaidHalalas(state)) return refuse('refundAboveNetPaid');
  if (!actionReason(reason)) return refuse('reasonRequired');
  return { ok: true };
}

/**
 * What to do with a capture the provider confirmed: the order keeps what it still owes, and the
 * rest goes back at once: all of it when the order was cancelled meanwhile, the part above the
 * total when it is already (or thereby more than) paid (a second tab, a double click, a page
 * opened before a refund). Money is never kept for nothing.
 */
export type CaptureRefundReason = 'refundCancelled' | 'refundDuplicate';

export interface CaptureDecision {
  keepHalalas: number;
  refundHalalas: number;
  /** Why a part goes back; null when the order keeps it all. */
  why: CaptureRefundReason | null;
}

export function decideCapture(state: OrderMoneyState, amountHalalas: number): CaptureDecision {
  if (state.status === 'cancelled')
    return { keepHalalas: 0, refundHalalas: amountHalalas, why: 'refundCancelled' };
  const owed = Math.max(0, state.totalHalalas - netPaidHalalas(state));
  const keepHalalas = Math.min(owed, amountHalalas);
  const refundHalalas = amountHalalas - keepHalalas;
  return { keepHalalas, refundHalalas, why: refundHalalas > 0 ? 'refundDuplicate' : null };
}

/** The ledger after a capture: recorded whole, with the part the order cannot keep refunded. */
export function applyCapture(state: OrderMoneyState, amountHalalas: number): OrderMoneyState {
  const { refundHalalas } = decideCapture(state, amountHalalas);
  return {
    ...state,
    capturedHalalas: state.capturedHalalas + amountHalalas,
    refundedHalalas: state.refundedHalalas + refundHalalas,
  };
}

/**
 * How much of the order's sale its tax invoice should have credited back by now: all of it once
 * the order is cancelled; otherwise what was refunded beyond money paid twice (giving back an
 * overpayment reduces no sale), at most the order's total. E-invoicing issues a credit note when
 * this grows past what the notes credited so far, and a debit note when it falls back (a refund
 * the provider refused).
 */
export function creditedSaleHalalas(
  state: Pick<OrderMoneyState, 'status' | 'totalHalalas' | 'capturedHalalas' | 'refundedHalalas'>,
): number {
  if (state.status === 'cancelled') return state.totalHalalas;
  const overpaid = Math.max(0, state.capturedHalalas - state.totalHalalas);
  return Math.min(state.totalHalalas, Math.max(0, state.refundedHalalas - overpaid));
}
