/** Seed step: a few reviews per product (some products have none, some reviews are hidden by staff). */
import * as s from '../../schema.js';
import { REVIEW_COMMENTS } from '../content/site.js';
import type { Prng } from '../prng.js';
import { insertBatched, type Tx } from '../write.js';

export type ReviewRow = typeof s.reviews.$inferInsert;

/** Reviews of the product at position `i` (id i + 1), written after it was created. */
export function planReviews(
  rnd: Prng,
  i: number,
  createdAt: Date,
  customers: readonly number[],
  nextId: () => number,
): ReviewRow[] {
  if (i % 9 === 4) return [];
  const reviewers = rnd.sample(customers, rnd.int(1, 4));
  return reviewers.map((customerId, k) => {
    const rate = rnd.pick([5, 5, 5, 4, 4, 4, 3, 3, 2, 1]) as 1 | 2 | 3 | 4 | 5;
    const when = new Date(createdAt.getTime() + (k + 2) * 86_400_000);
    return {
      id: nextId(),
      productId: i + 1,
      customerId,
      rate,
      comment: rnd.pick(REVIEW_COMMENTS[rate]),
      isHidden: k > 0 && i % 13 === 6,
      createdAt: when,
      updatedAt: when,
    };
  });
}

export async function writeReviews(tx: Tx, reviews: readonly ReviewRow[]): Promise<void> {
  await insertBatched(tx, s.reviews, reviews);
}
