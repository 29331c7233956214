/**
 * An amount in SAR with two decimals and Latin digits in both languages ("1,234.50 SAR"), the way
 * the storefront and the bill print it; the currency's name comes translated from the caller.
 */
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatSar(amount: number): string {
  return amountFormat.format(amount);
}

export function MoneyText({ amount, currency }: { amount: number; currency: string }) {
  return (
    <span dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {formatSar(amount)} {currency}
    </span>
  );
}
