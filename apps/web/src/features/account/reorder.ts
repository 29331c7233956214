/**
 * Reorder: an order's lines back in the cart at today's prices. Each product is fetched fresh (the
 * cart prices it from the product it keeps), and the ordered colours and sizes are matched by id
 * against what the product offers today: a colour or size staff removed since is skipped and
 * named in a toast, never guessed. Pieces add to what the cart already holds of the product.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { changeQuantity, emptySelection, type Selection } from '@shop/domain';
import type { OrderLine, OrderSummary, Product } from '@shop/contract';
import { ApiError } from '../../shared/api/client';
import { readQuery, reads } from '../../shared/query/reads';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import { useCartStore } from '../cart';

/**
 * The pieces of an ordered line that the product still offers, added to `base` (the cart's
 * selection of that product, if any); `skipped` names what could not be added.
 */
export function selectionFromLine(
  line: OrderLine,
  product: Product,
  base: Selection = emptySelection(product.id),
): { selection: Selection; skipped: string[] } {
  const skipped: string[] = [];
  let selection = base;
  const colorIds = new Set(product.pivot_colors.map((c) => c.id));
  const sizeIds = new Set(product.sizes.map((s) => s.id));
  for (const color of line.colors) {
    if (color.id === null || !colorIds.has(color.id)) {
      skipped.push(`${line.name} (${color.name})`);
      continue;
    }
    for (const size of color.sizes) {
      if (size.id === null || !sizeIds.has(size.id)) {
        skipped.push(`${line.name} (${color.name} ${size.name.toUpperCase()})`);
        continue;
      }
      selection = changeQuantity(selection, color.id, size.id, size.quantity);
    }
  }
  return { selection, skipped };
}

export function useReorder() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const reorder = async (order: OrderSummary) => {
    setPendingId(order.id);
    const skipped: string[] = [];
    let added = 0;
    try {
      for (const line of order.products) {
        if (line.id === null) {
          skipped.push(line.name);
          continue;
        }
        const id = line.id;
        let product: Product;
        try {
          // Today's product and prices, never the order's snapshot.
          product = await queryClient.fetchQuery({ ...readQuery(reads.product(id)), staleTime: 0 });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            skipped.push(line.name);
            continue;
          }
          throw error;
        }
        const cart = useCartStore.getState();
        const current = cart.items.find((item) => item.product.id === product.id)?.selectedProduct;
        const result = selectionFromLine(line, product, current);
        skipped.push(...result.skipped);
        if (result.selection !== (current ?? null) && result.selection.colors.length > 0) {
          cart.addToCart(product, result.selection);
          added += 1;
        }
      }
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      setPendingId(null);
      return;
    }
    setPendingId(null);
    if (added === 0) {
      notifyError(t('account.orders.reorderNothing'));
      return;
    }
    if (skipped.length > 0) {
      const separator = i18n.language === 'ar' ? '، ' : ', ';
      notifyError(t('account.orders.reorderSkipped', { items: skipped.join(separator) }));
    }
    notifySuccess(t('account.orders.reordered', { code: order.code }));
    void navigate('/cart');
  };

  return { reorder, pendingId };
}
