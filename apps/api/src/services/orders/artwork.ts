/**
 * The buyer's new logo artwork for an order whose logos staff sent back with changes: each named
 * product's line takes the new upload and placement, and the logos wait for staff's approval again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { mayReplaceArtwork, type ArtworkReplaceInput } from '@shop/domain';
import { orderLines, orders } from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { FieldErrors, NotFoundError } from '../../shared/errors.js';
import type { MessageKey } from '../../shared/i18n.js';
import { ownArtworkIds } from '../artworks.js';
import { MAX_DB_INT } from '../products.js';

export async function replaceOrderArtwork(
  db: Executor,
  customerId: number,
  orderId: number,
  input: ArtworkReplaceInput,
): Promise<void> {
  if (orderId > MAX_DB_INT) throw new NotFoundError('notFound.order');
  await withTransaction(db, async (tx) => {
    // Locked: staff deciding on the logos at the same moment see the new artwork or none of it.
    const [order] = await tx
      .select({ artworkStatus: orders.artworkStatus, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw new NotFoundError('notFound.order');
    if (order.status === 'cancelled' || !mayReplaceArtwork(order.artworkStatus)) {
      throw new FieldErrors({ artworks: ['order.artworkNotAskedFor'] });
    }
    const lines = await tx
      .select({ productId: orderLines.productId })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.artworkId} is not null`));
    const withLogo = new Set(lines.map((line) => line.productId));
    const own = await ownArtworkIds(
      tx,
      customerId,
      input.artworks.map((a) => a.artwork_id),
    );
    const errors: Record<string, MessageKey[]> = {};
    input.artworks.forEach((artwork, i) => {
      if (!withLogo.has(artwork.product_id))
        errors[`artworks.${i}.product_id`] = ['order.artworkProductMissing'];
      if (!own.has(artwork.artwork_id)) errors[`artworks.${i}.artwork_id`] = ['notFound.artwork'];
    });
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    for (const artwork of input.artworks) {
      await tx
        .update(orderLines)
        .set({ artworkId: artwork.artwork_id, placement: artwork.placement })
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, artwork.product_id)));
    }
    await tx
      .update(orders)
      .set({ artworkStatus: 'awaiting', updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  });
}
