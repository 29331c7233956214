/**
 * A change to the products ticked in the staff's list, in one transaction with an audit entry per
 * product: publish or hide them, move them to a category (their search text follows the new
 * category's names), or scale every tier price by a percentage. Ids that name no product are
 * skipped: the answer counts the products changed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TIER_PRICE_MAX_HALALAS, scaledPrice, type ProductBulkInput } from '@shop/domain';
import { categories, priceTiers, products } from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { recordAudit, type StaffActor } from '../audit.js';
import { refreshSearchText } from './search-text.js';

export async function changeProducts(
  db: Executor,
  actor: StaffActor,
  input: ProductBulkInput,
): Promise<{ changed: number }> {
  return withTransaction(db, async (tx) => {
    // Locked in id order, so two batches over the same products wait for each other, not deadlock.
    const found = await tx
      .select({ id: products.id, isActive: products.isActive, categoryId: products.categoryId })
      .from(products)
      .where(inArray(products.id, input.ids))
      .orderBy(products.id)
      .for('update');
    if (found.length === 0) return { changed: 0 };
    const ids = found.map((p) => p.id);
    const now = new Date();

    if (input.action === 'publish') {
      await tx
        .update(products)
        .set({ isActive: input.published, updatedAt: now })
        .where(inArray(products.id, ids));
      for (const p of found) {
        await recordAudit(tx, actor, {
          action: 'bulk-publish',
          entity: 'product',
          entityId: p.id,
          before: { is_active: p.isActive },
          after: { is_active: input.published },
        });
      }
      return { changed: ids.length };
    }

    if (input.action === 'category') {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.category_id))
        .limit(1);
      if (!category) throw new FieldErrors({ category_id: ['catalogue.categoryUnknown'] });
      await tx
        .update(products)
        .set({ categoryId: input.category_id, updatedAt: now })
        .where(inArray(products.id, ids));
      await refreshSearchText(tx, inArray(products.id, ids));
      for (const p of found) {
        await recordAudit(tx, actor, {
          action: 'bulk-category',
          entity: 'product',
          entityId: p.id,
          before: { category_id: p.categoryId },
          after: { category_id: input.category_id },
        });
      }
      return { changed: ids.length };
    }

    const tiers = await tx
      .select({ id: priceTiers.id, productId: priceTiers.productId, price: priceTiers.priceHalalas })
      .from(priceTiers)
      .where(inArray(priceTiers.productId, ids));
    const scaled = tiers.map((t) => ({ ...t, next: scaledPrice(t.price, input.percent) }));
    // A price that would fall below one halala or above the largest a piece may cost.
    if (scaled.some((t) => t.next < 1 || t.next > TIER_PRICE_MAX_HALALAS)) {
      throw new FieldErrors({ percent: ['catalogue.priceChangeOutOfRange'] });
    }
    if (scaled.length > 0) {
      await tx.execute(sql`update price_tiers pt set price_halalas = x.price
        from json_to_recordset(${JSON.stringify(scaled.map((t) => ({ id: t.id, price: t.next })))}::json)
          as x(id int, price int)
        where pt.id = x.id`);
    }
    await tx
      .update(products)
      .set({ updatedAt: now })
      .where(and(inArray(products.id, ids)));
    for (const p of found) {
      const own = scaled.filter((t) => t.productId === p.id);
      await recordAudit(tx, actor, {
        action: 'bulk-price',
        entity: 'product',
        entityId: p.id,
        before: { prices: own.map((t) => t.price / 100) },
        after: { percent: input.percent / 100, prices: own.map((t) => t.next / 100) },
      });
    }
    return { changed: ids.length };
  });
}
