import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Ruler } from 'lucide-react';
import type { SizeChart as SizeChartData } from '@shop/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { readQuery, reads } from '../../../shared/query/reads';
import type { ProductSummary } from '../types';

/** A size chart's table: a row per measurement, a column per size (wide charts scroll sideways). */
export function SizeChartTable({ chart, sizes }: { chart: SizeChartData; sizes: ProductSummary['sizes'] }) {
  const { t } = useTranslation();
  return (
    // A wide chart scrolls sideways: the box takes the keyboard's focus so arrows scroll it too.
    <div
      className="overflow-x-auto rounded-lg border border-gray-200 focus:outline-2 focus:outline-brand-600"
      data-testid="size-chart"
      tabIndex={0}
      role="region"
      aria-label={t('productCore.sizeChart.table')}
    >
      <table className="w-full text-sm">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-bold text-ink">
              {t('productCore.sizeChart.measurement')}
            </th>
            {sizes.map((size) => (
              <th key={size.id} scope="col" className="px-3 py-2 text-center font-bold text-ink">
                {size.name.toUpperCase()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {chart.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-semibold text-gray-700">
                {row.name}
              </th>
              {sizes.map((size, index) => (
                <td key={size.id} className="whitespace-nowrap px-3 py-2 text-center text-gray-800" dir="ltr">
                  {row.values[index] || '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The drawer's "Size chart": shown only for a product that has one, read from the product page's
 * answer when the shopper opens it (the listing's cards do not carry it).
 */
export function SizeChartDisclosure({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    ...readQuery(reads.product(product.id)),
    enabled: open && product.has_size_chart,
  });
  if (!product.has_size_chart) return null;
  const chart = query.data?.size_chart;
  return (
    <section>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm font-bold text-ink hover:border-brand-600"
        data-testid="size-chart-toggle"
      >
        <span className="flex items-center gap-2">
          <Ruler size={16} className="text-brand-600" aria-hidden="true" />
          {t('productCore.sizeChart.title')}
        </span>
        <ChevronDown size={16} aria-hidden="true" className={open ? 'rotate-180' : ''} />
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {open ? (
          chart ? (
            <SizeChartTable chart={chart} sizes={product.sizes} />
          ) : query.isError ? (
            <p className="text-sm text-red-700">{t('productCore.sizeChart.failed')}</p>
          ) : (
            <p className="text-sm text-gray-500" role="status">
              {t('productCore.sizeChart.loading')}
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
