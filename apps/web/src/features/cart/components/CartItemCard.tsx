import { Link } from '../../../shared/ui/Link';
import { productPath } from '@shop/contract';
import { SlidersHorizontal, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { lineTotals, totalQuantity } from '@shop/domain';
import { Money } from '../../../shared/ui/Money';
import { quantityLimitText, SelectionSummary, tiersOf } from '../../product-core';
import { lineQuantityError } from '../lines';
import type { CartItem } from '../store';
import { NoImage } from '../../../shared/ui/NoImage';

interface Props {
  item: CartItem;
  onRemove: () => void;
  onEdit: () => void;
}

/** One cart product: image, name, category, chosen variations, price table and actions. */
export function CartItemCard({ item, onRemove, onEdit }: Props) {
  const { t } = useTranslation();
  const { product, selectedProduct } = item;
  const tiers = tiersOf(product);
  const quantity = totalQuantity(selectedProduct);
  const line = lineTotals({ tiers, quantity });
  const error = lineQuantityError(item);

  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row"
      data-testid="cart-item"
      data-product-id={product.id}
    >
      <Link to={productPath(product.id)} className="shrink-0 self-start">
        {product.image ? (
          <img
            src={product.image}
            alt={product.name}
            width={128}
            height={128}
            loading="lazy"
            className="h-28 w-28 rounded-lg object-cover sm:h-32 sm:w-32"
          />
        ) : (
          <NoImage label={product.name} className="size-28 rounded-lg sm:size-32" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 className="text-base font-bold text-ink">
            <Link to={productPath(product.id)} className="hover:text-brand-600">
              {product.name}
            </Link>
          </h3>
          {product.category?.name && (
            <p className="text-sm text-gray-600">
              {t('cart.category')}: {product.category.name}
            </p>
          )}
        </div>

        <SelectionSummary product={product} selection={selectedProduct} />

        <table className="w-full text-sm" aria-label={t('cart.priceTable', { name: product.name })}>
          <tbody className="divide-y divide-gray-100">
            <tr>
              <th scope="row" className="py-1.5 text-start font-normal text-gray-600">
                {t('cart.originalPrice')}
                <span className="ms-2 text-xs text-gray-500">
                  ({line.quantity} × <Money halalas={line.regularUnitHalalas} />)
                </span>
              </th>
              <td className="py-1.5 text-end">
                <Money halalas={line.regularHalalas} />
              </td>
            </tr>
            {line.discountHalalas > 0 && (
              <tr className="text-green-700">
                <th scope="row" className="py-1.5 text-start font-normal">
                  {t('cart.discount')}
                </th>
                <td className="py-1.5 text-end">
                  <Money halalas={line.discountHalalas} negative />
                </td>
              </tr>
            )}
            <tr>
              <th scope="row" className="py-1.5 text-start font-bold text-ink">
                {t('cart.finalPrice')}
                {line.discountHalalas > 0 && (
                  <span className="ms-2 text-xs font-normal text-gray-500">
                    ({line.quantity} × <Money halalas={line.unitHalalas} />)
                  </span>
                )}
              </th>
              <td className="py-1.5 text-end font-bold text-brand-700">
                <Money halalas={line.discountedHalalas} />
              </td>
            </tr>
          </tbody>
        </table>

        {error && (
          <p
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
            role="note"
            data-testid="cart-item-error"
          >
            {quantityLimitText(t, error, tiers)}
          </p>
        )}

        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline px-3 py-2 text-sm"
            onClick={onEdit}
            aria-label={t('cart.editVariations', { name: product.name })}
            data-testid="cart-item-variations"
          >
            <SlidersHorizontal size={16} aria-hidden="true" />
            {t('cart.variations')}
          </button>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-[0.625rem] px-3 py-2 text-sm font-bold text-gray-600 hover:bg-red-50 hover:text-brand-700"
            onClick={onRemove}
            aria-label={t('cart.removeItem', { name: product.name })}
            data-testid="cart-item-remove"
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}
