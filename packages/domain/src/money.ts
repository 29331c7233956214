import { toLatinDigits } from './digits';

/**
 * Money is an integer number of halalas (1 SAR = 100 halalas) everywhere in the domain and the
 * database, so sums are exact. SAR floats exist only at the edges (API JSON, form input).
 */
export type Halalas = number;

/** Halalas per riyal. */
export const HALALAS_PER_SAR = 100;

/** 100% in basis points (1 basis point = 0.01%). */
export const BASIS_POINTS_100_PERCENT = 10_000;

/**
 * Rounds half up (half away from zero, so -2.5 → -3 mirrors 2.5 → 3) to an integer.
 *
 * A value computed with binary floating point may sit a hair below the half it was meant to be
 * (1.005 * 100 === 100.49999999999999). Snapping to 15 significant digits first, which is all a
 * double can carry reliably, absorbs that noise, so 1.005 * 100 rounds to 101 as a person expects.
 * Non-finite input is returned unchanged, like Math.round.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x) || Number.isInteger(x)) return x === 0 ? 0 : x;
  const abs = Math.abs(x);
  // Above 1e15 toPrecision(15) would drop integer digits; doubles there have no noise to absorb
  // at the half (their spacing is already ≥ 0.125).
  const snapped = abs < 1e15 ? Number(abs.toPrecision(15)) : abs;
  const whole = Math.floor(snapped);
  // snapped − floor(snapped) is exact in binary floating point.
  const rounded = snapped - whole >= 0.5 ? whole + 1 : whole;
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Integer division rounded half up (away from zero). Exact for safe integers, with a BigInt path
 * for products that outgrow 2^53 (huge amounts times basis points).
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) {
    return roundHalfUp(numerator / denominator);
  }
  const negative = numerator < 0 !== denominator < 0;
  if (Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator)) {
    const n = Math.abs(numerator);
    const d = Math.abs(denominator);
    const remainder = n % d; // exact for integers
    const quotient = (n - remainder) / d; // exact: divisible
    const rounded = 2 * remainder >= d ? quotient + 1 : quotient;
    return negative && rounded !== 0 ? -rounded : rounded;
  }
  const rounded = divRoundHalfUpBig(BigInt(Math.abs(numerator)), BigInt(Math.abs(denominator)));
  return negative && rounded !== 0 ? -rounded : rounded;
}

/**
 * Writes a finite non-negative number as a plain decimal string (no exponent), using the shortest
 * representation that round-trips, which is the decimal the caller meant: 1.005 → "1.005".
 */
function toPlainDecimal(n: number): string {
  const text = String(n);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = (match[1] ?? '') + (match[2] ?? '');
  const point = (match[1] ?? '').length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** "12.345" → 1235 halalas; rounds the third decimal half up in decimal, never in binary. */
function plainDecimalToHalalas(text: string): Halalas | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null; // "" or "."
  const riyals = whole === '' ? 0 : Number(whole);
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  if (!Number.isSafeInteger(riyals * HALALAS_PER_SAR)) return null;
  const halalas = riyals * HALALAS_PER_SAR + cents + roundUp;
  return Number.isSafeInteger(halalas) ? halalas : null;
}

/**
 * Parses a SAR amount typed by a person or sent by a client: "12", "12.5", "12.50", " 1,234.50 ",
 * "١٢٫٥" (Arabic digits and decimal separator) or 12.5 → halalas. More than two decimals are
 * rounded half up. Returns null for anything else: blank, negative, signs, exponents, malformed
 * thousands groups, non-finite numbers, amounts too large to be exact.
 */
export function parseSar(input: string | number): Halalas | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    return plainDecimalToHalalas(toPlainDecimal(Math.abs(input)));
  }
  if (typeof input !== 'string') return null;
  // U+066B Arabic decimal separator, U+066C Arabic thousands separator.
  let text = toLatinDigits(input)
    .trim()
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
  if (text.includes(',')) {
    // Only accept well-formed groups ("1,234", not "12,34") so a typo is not read as a price.
    if (!/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(text)) return null;
    text = text.replace(/,/g, '');
  }
  return plainDecimalToHalalas(text);
}

/** Halalas → SAR number for API JSON (1250 → 12.5). Division by 100 gives the nearest double. */
export function halalasToSar(h: Halalas): number {
  const sar = roundHalfUp(h) / HALALAS_PER_SAR;
  return sar === 0 ? 0 : sar;
}

/** SAR number → halalas, rounding half up in decimal (1.005 → 101). Throws on non-finite input. */
export function sarToHalalas(sar: number): Halalas {
  if (!Number.isFinite(sar)) throw new RangeError(`sarToHalalas: not a finite amount: ${sar}`);
  const halalas = plainDecimalToHalalas(toPlainDecimal(Math.abs(sar)));
  if (halalas === null) throw new RangeError(`sarToHalalas: amount too large: ${sar}`);
  return sar < 0 && halalas !== 0 ? -halalas : halalas;
}

/**
 * 123450 → "1,234.50": Latin digits in both languages (docs/decisions.md, Dates and digits), two decimals, comma
 * thousands separator, leading '-' when negative. The currency label is the UI's job.
 */
export function formatMoney(h: Halalas): string {
  if (!Number.isFinite(h)) throw new RangeError(`formatMoney: not a finite amount: ${h}`);
  const value = roundHalfUp(h);
  const abs = Math.abs(value);
  const riyals = Math.floor(abs / HALALAS_PER_SAR);
  const cents = abs - riyals * HALALAS_PER_SAR;
  const grouped = String(riyals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}.${String(cents).padStart(2, '0')}`;
}

/** Sum of amounts in halalas. */
export function addMoney(...amounts: Halalas[]): Halalas {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return roundHalfUp(sum);
}

/** unit × quantity, rounded half up to the halala (exact for integer quantities). */
export function multiplyMoney(unit: Halalas, qty: number): Halalas {
  return roundHalfUp(unit * qty);
}

/** amount × basisPoints / 10 000 rounded half up: percentOf(1000, 1500) = 150 (15%). */
export function percentOf(amount: Halalas, basisPoints: number): Halalas {
  if (Number.isInteger(amount) && Number.isInteger(basisPoints)) {
    const product = amount * basisPoints;
    if (Number.isSafeInteger(product)) return divRoundHalfUp(product, BASIS_POINTS_100_PERCENT);
    const big = BigInt(amount) * BigInt(basisPoints);
    const rounded = divRoundHalfUpBig(big < 0n ? -big : big, BigInt(BASIS_POINTS_100_PERCENT));
    return big < 0n && rounded !== 0 ? -rounded : rounded;
  }
  return roundHalfUp((amount * basisPoints) / BASIS_POINTS_100_PERCENT);
}

/** Non-negative bigint division rounded half up, as a number. */
function divRoundHalfUpBig(n: bigint, d: bigint): number {
  let quotient = n / d;
  if (2n * (n % d) >= d) quotient += 1n;
  return Number(quotient);
}
