/**
 * The customer's orders: a table on wide screens, one card per order on phones (the same data; the
 * table would need sideways scrolling at phone widths). The status is coloured from its value:
 * completed green, pending yellow, on hold red, anything else grey. Beside it, whether the order
 * is paid and how, since "Pending" alone reads the same for an unpaid transfer and a paid card.
 */
import { Link } from '../../../shared/ui/Link';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CreditCard, Eye, RotateCcw } from 'lucide-react';
import { sarToHalalas, type OrderStatus } from '@shop/domain';
import type { OrderSummary } from '@shop/contract';
import { formatLongDate, isoDate } from '../../../shared/lib/date';
import { Money } from '../../../shared/ui/Money';

/** A badge's colour family. */
export type Tone = 'green' | 'yellow' | 'red' | 'grey';

const TONE_CLASS: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-gray-100 text-gray-800 ring-gray-500/30',
};

/** A status as a coloured pill (orders, quotes); `data-tone` names its colour for tests. */
export function ToneBadge({ tone, text }: { tone: Tone; text: string }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${TONE_CLASS[tone]}`}
    >
      {text}
    </span>
  );
}

/** The colour family of a status, for the badge (and for tests): green, yellow, red or grey. */
export function statusTone(status: OrderStatus): Tone {
  return status === 'completed'
    ? 'green'
    : status === 'pending'
      ? 'yellow'
      : status === 'on_hold'
        ? 'red'
        : 'grey';
}

export function StatusBadge({ order }: { order: Pick<OrderSummary, 'status' | 'status_text'> }) {
  return <ToneBadge tone={statusTone(order.status)} text={order.status_text} />;
}

const PAYMENT_CLASS: Record<OrderSummary['payment_status'], string> = {
  paid: 'text-green-800',
  unpaid: 'text-amber-800',
  refunded: 'text-gray-700',
};

/** The order's payment under its status: paid, unpaid or refunded, and by transfer or card. */
function PaymentState({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return (
    <span
      className={`mt-1 block text-xs font-semibold whitespace-nowrap ${PAYMENT_CLASS[order.payment_status]}`}
      data-testid="order-payment"
      data-status={order.payment_status}
    >
      {`${t(`account.orders.payment.${order.payment_status}`)} · ${t(
        order.payment_method === 1 ? 'account.orders.methodCard' : 'account.orders.methodBank',
      )}`}
    </span>
  );
}

interface Props {
  orders: OrderSummary[];
  onReorder: (order: OrderSummary) => void;
  /** The order being put back in the cart (its button waits). */
  reorderingId: number | null;
}

function Actions({ order, onReorder, reorderingId }: { order: OrderSummary } & Omit<Props, 'orders'>) {
  const { t } = useTranslation();
  const busy = reorderingId === order.id;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={`/bill/${order.id}`}
        aria-label={t('account.orders.viewOrder', { code: order.code })}
        className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
      >
        <Eye aria-hidden="true" className="size-4" />
        {t('account.orders.view')}
      </Link>
      {order.can_pay ? (
        <Link
          to={`/bill/${order.id}`}
          className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <CreditCard aria-hidden="true" className="size-4" />
          {t('account.orders.payNow')}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => onReorder(order)}
        disabled={reorderingId !== null}
        aria-label={t('account.orders.reorderOrder', { code: order.code })}
        className="inline-flex items-center gap-1.5 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {busy ? t('account.orders.reordering') : t('account.orders.reorder')}
      </button>
    </div>
  );
}

export function OrdersList({ orders, onReorder, reorderingId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const date = (order: OrderSummary) => (
    <time dateTime={isoDate(order.created_at)}>{formatLongDate(order.created_at, lang)}</time>
  );
  return (
    <>
      <table className="hidden w-full text-start text-sm md:table" data-testid="orders-table">
        <thead>
          <tr className="border-b border-gray-200 text-start text-gray-600">
            <th scope="col" className="py-3 pe-3 text-start font-semibold">
              {t('account.orders.code')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.orders.date')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.orders.status')}
            </th>
            <th scope="col" className="px-3 py-3 text-start font-semibold">
              {t('account.orders.total')}
            </th>
            <th scope="col" className="py-3 ps-3 text-start font-semibold">
              {t('account.orders.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-gray-100 align-middle" data-testid="order-row">
              <th scope="row" className="py-4 pe-3 text-start font-bold">
                <bdi dir="ltr">{order.code}</bdi>
                <span className="block text-xs font-normal text-gray-500">
                  {t('account.orders.items', { count: order.items_count })}
                </span>
              </th>
              <td className="px-3 py-4 whitespace-nowrap">{date(order)}</td>
              <td className="px-3 py-4">
                <StatusBadge order={order} />
                <PaymentState order={order} />
              </td>
              <td className="px-3 py-4 font-semibold">
                <Money halalas={sarToHalalas(order.total)} />
              </td>
              <td className="py-4 ps-3">
                <Actions order={order} onReorder={onReorder} reorderingId={reorderingId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-4 md:hidden" data-testid="orders-cards">
        {orders.map((order) => (
          <li
            key={order.id}
            className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm"
            data-testid="order-card"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-bold">
                  <bdi dir="ltr">{order.code}</bdi>
                </p>
                <p className="text-sm text-gray-600">{date(order)}</p>
              </div>
              <div className="text-end">
                <StatusBadge order={order} />
                <PaymentState order={order} />
              </div>
            </div>
            <dl className="mt-3 flex items-center justify-between border-t border-gray-100 pt-3 text-sm">
              <dt className="text-gray-600">{t('account.orders.items', { count: order.items_count })}</dt>
              <dd className="font-bold">
                <span className="sr-only">{t('account.orders.total')}: </span>
                <Money halalas={sarToHalalas(order.total)} />
              </dd>
            </dl>
            <div className="mt-3">
              <Actions order={order} onReorder={onReorder} reorderingId={reorderingId} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
