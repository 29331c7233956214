/**
 * Product reviews by signed-in customers: one per customer and product, a second replacing the
 * first (docs/decisions.md, Reviews). The product's stored rating (avg_rate, rates_count) is
 * recomputed with the domain's rule in the same transaction, so listings, the rating filter and
 * the product page agree with the reviews.
 */
import { and, eq } from 'drizzle-orm';
import { ratingSummary, type ReviewInput } from '@shop/domain';
import { products, reviews } from '../db/schema.js';
import { withTransaction, type Executor } from '../db/transaction.js';

/**
 * Saves the customer's review of an active product (replacing their earlier one) and updates the
 * product's rating. False when the product does not exist or is not on sale.
 *
 * The product row is locked first: two reviews of one product written at the same time would
 * otherwise each recompute the rating without the other's review.
 */
export async function saveReview(
  db: Executor,
  customerId: number,
  input: ReviewInput,
  now = new Date(),
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.product_id), eq(products.isActive, true)))
      .for('update');
    if (!product) return false;
    // A replacement is a new review: new text, new date, and visible again until staff look at it.
    await tx
      .insert(reviews)
      .values({
        productId: product.id,
        customerId,
        rate: input.rate,
        comment: input.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.customerId],
        set: {
          rate: input.rate,
          comment: input.comment,
          isHidden: false,
          createdAt: now,
          updatedAt: now,
        },
      });
    await refreshProductRating(tx, product.id);
    return true;
  });
}

/**
 * Recomputes a product's stored rating from its visible reviews, in the caller's transaction,
 * which must hold the product's row lock (see saveReview).
 */
export async function refreshProductRating(tx: Executor, productId: number): Promise<void> {
  const rated = await tx
    .select({ rate: reviews.rate, isHidden: reviews.isHidden })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const summary = ratingSummary(rated);
  await tx
    .update(products)
    .set({ avgRate: summary.avgRate, ratesCount: summary.ratesCount })
    .where(eq(products.id, productId));
}
