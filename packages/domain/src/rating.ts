import { roundHalfUp } from './money';

/** Stars a review can give. */
export const MIN_STARS = 1;
export const MAX_STARS = 5;

export function isValidStars(stars: number): boolean {
  return Number.isInteger(stars) && stars >= MIN_STARS && stars <= MAX_STARS;
}

/**
 * A product's average rating from its reviews' stars: the mean, rounded half up to two decimals
 * (the precision the API answers with, so the stored, filtered and shown values are one number);
 * 0 when there are no reviews. Throws on a star value outside 1 to 5, which no review may hold.
 */
export function averageRating(stars: readonly number[]): number {
  if (stars.length === 0) return 0;
  let sum = 0;
  for (const s of stars) {
    if (!isValidStars(s)) throw new RangeError(`averageRating: not a star value: ${s}`);
    sum += s;
  }
  return roundHalfUp((sum * 100) / stars.length) / 100;
}

export interface RatedReview {
  rate: number;
  isHidden?: boolean | null;
}

/**
 * The rating columns a product keeps in step with its reviews: hidden reviews (staff moderation)
 * count in neither the average nor the count.
 */
export function ratingSummary(reviews: readonly RatedReview[]): { avgRate: number; ratesCount: number } {
  const visible = reviews.filter((r) => !r.isHidden).map((r) => r.rate);
  return { avgRate: averageRating(visible), ratesCount: visible.length };
}
