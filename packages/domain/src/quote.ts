import type { Halalas } from './money';
import { quantityError, sortTiers, tierUpperBound, unitPriceFor, type PriceTier } from './tiers';
/**
 * Requests for quotation: a buyer asks for a price on a selection (products × colours × sizes ×
 * pieces), staff price each line and send it with a validity day, and the buyer either accepts it
 * (an order at the quoted prices, once) or asks for changes. Staff may also decline a request.
 *
 * The stored status is one of QUOTE_STATUSES; a sent quote whose validity day has passed reads as
 * `expired` (quoteStatusNow) without anything being written when the day turns.
 */
export const QUOTE_STATUSES = ['requested', 'quoted', 'changes_requested', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What a quote reads as today: its stored status, or `expired` for a sent quote past its day. */
export type QuoteStatusNow = QuoteStatus | 'expired';
export const QUOTE_STATUSES_NOW = [...QUOTE_STATUSES, 'expired'] as const;

export interface QuoteState {
  status: QuoteStatus;
  /** The last day (YYYY-MM-DD, the shop's calendar) the sent prices hold; null before pricing. */
  validUntil: string | null;
}

/** `today` is the shop's calendar day (shopDay). */
export function quoteStatusNow(quote: QuoteState, today: string): QuoteStatusNow {
  if (quote.status === 'quoted' && quote.validUntil !== null && quote.validUntil < today) return 'expired';
  return quote.status;
}

/** The buyer may place the order at the quoted prices only while the sent quote holds. */
export function buyerMayAcceptQuote(now: QuoteStatusNow): boolean {
  return now === 'quoted';
}

/** The buyer may ask for other prices, pieces or a new validity on a sent (or lapsed) quote. */
export function buyerMayAskQuoteChanges(now: QuoteStatusNow): boolean {
  return now === 'quoted' || now === 'expired';
}

/**
 * Staff may price (or price again) any quote that has not become an order or been declined: a
 * new request, one the buyer asked to change, and one already sent (a correction or a new
 * validity day for a lapsed one).
 */
export function staffMayPriceQuote(status: QuoteStatus): boolean {
  return status !== 'accepted' && status !== 'declined';
}

export function staffMayDeclineQuote(status: QuoteStatus): boolean {
  return status !== 'accepted' && status !== 'declined';
}

/** Why a quote cannot be accepted, as the message key the buyer reads. */
export function quoteRefusalKey(
  now: QuoteStatusNow,
): 'quote.expired' | 'quote.alreadyAccepted' | 'quote.notOpen' {
  if (now === 'expired') return 'quote.expired';
  if (now === 'accepted') return 'quote.alreadyAccepted';
  return 'quote.notOpen';
}

/** A quote's status as buyers and staff read it. */
export const QUOTE_STATUS_TEXT: Record<'ar' | 'en', Record<QuoteStatusNow, string>> = {
  en: {
    requested: 'Awaiting prices',
    quoted: 'Priced: ready to order',
    changes_requested: 'Changes asked',
    accepted: 'Ordered',
    declined: 'Declined',
    expired: 'Expired',
  },
  ar: {
    requested: 'بانتظار التسعير',
    quoted: 'مسعّر: جاهز للطلب',
    changes_requested: 'طُلب تعديله',
    accepted: 'تم الطلب',
    declined: 'مرفوض',
    expired: 'منتهي الصلاحية',
  },
};

/**
 * The shop's price of one piece for a quote's quantity: its tier's, or the last tier's for more
 * pieces than the tiers reach (a buyer asks for a quote precisely when an order is too big for
 * the price list). 0 without tiers.
 */
export function quoteTierPrice(tiers: readonly PriceTier[], qty: number): Halalas {
  const sorted = sortTiers(tiers);
  const last = sorted[sorted.length - 1];
  if (last && qty > tierUpperBound(last)) return last.priceHalalas;
  return unitPriceFor(sorted, qty);
}

/** Why a quote cannot be asked for these pieces: too few for the first tier. */
export function quoteQuantityError(tiers: readonly PriceTier[], qty: number): 'lowerQuantity' | null {
  return quantityError(tiers, qty) === 'lowerQuantity' ? 'lowerQuantity' : null;
}
