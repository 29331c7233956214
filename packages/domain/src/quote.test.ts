import { describe, expect, it } from 'vitest';
import {
  buyerMayAcceptQuote,
  buyerMayAskQuoteChanges,
  quoteRefusalKey,
  quoteStatusNow,
  staffMayDeclineQuote,
  staffMayPriceQuote,
} from './quote';

describe('a quote as it reads today', () => {
  it('holds through its last valid day and lapses the day after', () => {
    const sent = { status: 'quoted' as const, validUntil: '2026-12-01' };
    expect(quoteStatusNow(sent, '2026-11-30')).toBe('quoted');
    expect(quoteStatusNow(sent, '2026-12-01')).toBe('quoted');
    expect(quoteStatusNow(sent, '2026-12-02')).toBe('expired');
  });

  it('never lapses before it is sent or after it became an order', () => {
    expect(quoteStatusNow({ status: 'requested', validUntil: null }, '2030-01-01')).toBe('requested');
    expect(quoteStatusNow({ status: 'accepted', validUntil: '2026-01-01' }, '2030-01-01')).toBe('accepted');
  });
});

describe('who may do what with a quote', () => {
  it('lets the buyer accept only a sent quote that holds, and ask changes of a sent or lapsed one', () => {
    expect(buyerMayAcceptQuote('quoted')).toBe(true);
    for (const s of ['requested', 'changes_requested', 'accepted', 'declined', 'expired'] as const) {
      expect(buyerMayAcceptQuote(s)).toBe(false);
    }
    expect(buyerMayAskQuoteChanges('quoted')).toBe(true);
    expect(buyerMayAskQuoteChanges('expired')).toBe(true);
    expect(buyerMayAskQuoteChanges('requested')).toBe(false);
    expect(buyerMayAskQuoteChanges('accepted')).toBe(false);
  });

  it('lets staff price or decline until the quote is an order or declined', () => {
    for (const s of ['requested', 'quoted', 'changes_requested'] as const) {
      expect(staffMayPriceQuote(s)).toBe(true);
      expect(staffMayDeclineQuote(s)).toBe(true);
    }
    for (const s of ['accepted', 'declined'] as const) {
      expect(staffMayPriceQuote(s)).toBe(false);
      expect(staffMayDeclineQuote(s)).toBe(false);
    }
  });

  it('names why a quote cannot be accepted', () => {
    expect(quoteRefusalKey('expired')).toBe('quote.expired');
    expect(quoteRefusalKey('accepted')).toBe('quote.alreadyAccepted');
    expect(quoteRefusalKey('requested')).toBe('quote.notOpen');
  });
});
