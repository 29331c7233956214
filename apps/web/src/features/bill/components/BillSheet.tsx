import { ArtworkThumb } from '../../../shared/ui/ArtworkThumb';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@shop/contract';
import { billNotice, DISPATCH_DAYS, expectedDelivery, sarToHalalas, taxInvoiceFormOf } from '@shop/domain';
import { formatDateTime, formatDay } from '../../../shared/lib/date';
import type { Lang } from '../../../shared/lib/lang';
import { Money, useMoneyText } from '../../../shared/ui/Money';
import { ArtworkReplacement } from './ArtworkReplacement';
import { ZatcaQr } from './ZatcaQr';
import '../bill.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{label}:</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** The lines table's columns: the texts start-aligned, the numbers end-aligned. */
const BILL_COLUMNS = [
  ['bill.product', 'text-start'],
  ['bill.color', 'text-start'],
  ['bill.size', 'text-start'],
  ['bill.quantity', 'text-end'],
  ['bill.unitPrice', 'text-end'],
  ['bill.lineTotal', 'text-end'],
] as const;

function TotalRow({
  label,
  testId,
  children,
  strong = false,
}: {
  label: ReactNode;
  testId: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-gray-300 pt-2 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** When the goods are expected: from the day the order was paid, or once its money arrives. */
function ExpectedDelivery({ order, lang }: { order: OrderDetail; lang: Lang }) {
  const { t } = useTranslation();
  const expected = expectedDelivery({
    status: order.status,
    paidAt: order.paid_at ? new Date(order.paid_at) : null,
  });
  if (!expected) return null;
  return (
    <Field label={t('bill.expectedDelivery')}>
      <span data-testid="bill-expected-delivery">
        {expected === 'unpaid'
          ? t(order.payment_method === 1 ? 'bill.deliveryAfterCard' : 'bill.deliveryAfterTransfer', {
              days: DISPATCH_DAYS,
            })
          : t('bill.deliveryBetween', {
              from: formatDay(expected.earliest, lang),
              to: formatDay(expected.latest, lang),
            })}
      </span>
    </Field>
  );
}

const STATUS_STYLE: Record<OrderDetail['payment_status'], string> = {
  paid: 'bg-green-100 text-green-800 border-green-300',
  unpaid: 'bg-amber-100 text-amber-900 border-amber-300',
  refunded: 'bg-gray-100 text-gray-800 border-gray-300',
};

/**
 * What a cancelled or refunded order's bill says over everything else (domain's billNotice): the
 * bill stays as issued, and nobody reads it as money owed or a sale that stands. It prints too.
 */
/** A standard tax invoice (the buyer gave a VAT number) or a simplified one. */
export function invoiceTitleKey(order: OrderDetail) {
  const form = order.einvoice?.form ?? taxInvoiceFormOf(order.customer.vat_number);
  return form === 'standard' ? 'bill.titleStandard' : 'bill.title';
}

/** A standard invoice is final only once ZATCA has cleared it: until then the bill says so. */
function ClearanceNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.einvoice?.form !== 'standard' || order.einvoice.status === 'cleared') return null;
  return (
    <p
      role="note"
      className="bill-notice mb-5 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 text-center text-amber-900"
      data-testid="bill-clearing"
    >
      <strong className="block text-lg font-extrabold">{t('bill.clearing.title')}</strong>
      <span className="text-sm">{t('bill.clearing.text')}</span>
    </p>
  );
}

function BillNoticeBanner({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const notice = billNotice({ status: order.status, paymentStatus: order.payment_status });
  if (!notice) return <ClearanceNotice order={order} />;
  return (
    <p
      role="note"
      className="bill-notice mb-5 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-center text-red-800"
      data-testid="bill-notice"
      data-notice={notice}
    >
      <strong className="block text-lg font-extrabold">{t(`bill.notice.${notice}.title`)}</strong>
      <span className="text-sm">{t(`bill.notice.${notice}.text`)}</span>
    </p>
  );
}

/** The parts of an address as one line, each isolated so Arabic and Latin parts keep their order. */
function AddressLine({ parts, sep }: { parts: string[]; sep: string }) {
  const shown = parts.filter(Boolean);
  return (
    <p>
      {shown.map((part, i) => (
        <span key={i}>
          <bdi>{part}</bdi>
          {i < shown.length - 1 ? sep : null}
        </span>
      ))}
    </p>
  );
}

/**
 * The bill itself, as it prints: the invoice's heading and QR code, seller, buyer and address, the
 * lines, the logos and the figures. A customer's bill and staff's (one order or a batch) print it;
 * `staff` reads the logos with the staff session and leaves the buyer's replacement form out.
 */
/** Ids for a component's headings, `bill-{name}-…`, unique on the page. */
function useHeadingIds() {
  const unique = useId();
  return (name: string) => `bill-${name}-${unique}`;
}

export function BillSheet({ order, staff = false }: { order: OrderDetail; staff?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const moneyText = useMoneyText();
  const sep = lang === 'en' ? ', ' : '، ';
  const address = order.address;
  const customer = order.customer;
  const h = sarToHalalas;
  // Headings' ids of their own per sheet: a batch shows many bills on one page.
  const headingId = useHeadingIds();

  return (
    <article
      className="bill-sheet mx-auto max-w-4xl rounded-xl border border-gray-200 p-4 shadow-sm sm:p-8"
      aria-labelledby={headingId('title')}
      data-testid="bill"
    >
      <BillNoticeBanner order={order} />
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-gray-200 pb-5">
        <div className="space-y-1">
          <h1 id={headingId('title')} className="text-2xl font-bold" data-testid="bill-title">
            {t(invoiceTitleKey(order))}
          </h1>
          <dl className="space-y-0.5 text-sm">
            <Field label={t('bill.invoiceNumber')}>
              <bdi data-testid="bill-code">{order.code}</bdi>
            </Field>
            <Field label={t('bill.issueDate')}>
              <time dateTime={order.created_at}>{formatDateTime(order.created_at, lang)}</time>
            </Field>
            <Field label={t('bill.orderStatus')}>{order.status_text}</Field>
            {order.po_number ? (
              <Field label={t('bill.poNumber')}>
                <bdi data-testid="bill-po-number">{order.po_number}</bdi>
              </Field>
            ) : null}
            {order.requested_delivery_date ? (
              <Field label={t('bill.deliveryDate')}>
                <time dateTime={order.requested_delivery_date} data-testid="bill-delivery-date">
                  {formatDay(new Date(`${order.requested_delivery_date}T00:00:00Z`), lang)}
                </time>
              </Field>
            ) : null}
          </dl>
        </div>
        <ZatcaQr payload={order.zatca_qr} label={t('bill.qrLabel')} size={128} />
      </header>

      <div className="bill-parties grid gap-6 border-b border-gray-200 py-5 text-sm sm:grid-cols-3">
        <section aria-labelledby={headingId('seller')}>
          <h2 id={headingId('seller')} className="mb-1 font-bold text-gray-500 uppercase">
            {t('bill.seller')}
          </h2>
          <p className="font-semibold" data-testid="bill-seller">
            {order.seller.name}
          </p>
          <p>
            {t('bill.vatNumber')}:{' '}
            <bdi dir="ltr" data-testid="bill-seller-vat">
              {order.seller.vat_number}
            </bdi>
          </p>
          {order.seller.address ? <p>{order.seller.address}</p> : null}
        </section>
        <section aria-labelledby={headingId('buyer')} data-testid="bill-buyer">
          <h2 id={headingId('buyer')} className="mb-1 font-bold text-gray-500 uppercase">
            {t('bill.buyer')}
          </h2>
          {customer.company_name ? <p className="font-semibold">{customer.company_name}</p> : null}
          {customer.vat_number ? (
            <p>
              {t('bill.vatNumber')}: <bdi dir="ltr">{customer.vat_number}</bdi>
            </p>
          ) : null}
          <p className={customer.company_name ? '' : 'font-semibold'}>
            <bdi>{`${customer.fname} ${customer.lname}`.trim()}</bdi>
          </p>
          <p>
            <bdi dir="ltr">{customer.email}</bdi>
          </p>
          <p>
            <bdi dir="ltr">{customer.phone}</bdi>
          </p>
        </section>
        <section aria-labelledby={headingId('address')} data-testid="bill-address">
          <h2 id={headingId('address')} className="mb-1 font-bold text-gray-500 uppercase">
            {t('bill.deliveryAddress')}
          </h2>
          <p className="font-semibold">
            <bdi>{address.name}</bdi>
          </p>
          <AddressLine
            parts={[address.address, address.area.name, address.city.name, address.country.name]}
            sep={sep}
          />
          <p>
            {[
              t('bill.building', { value: address.building }),
              address.floor ? t('bill.floor', { value: address.floor }) : '',
              address.apartment ? t('bill.apartment', { value: address.apartment }) : '',
            ]
              .filter(Boolean)
              .join(sep)}
          </p>
          {address.postal_code || address.additional_number || address.short_address ? (
            <p data-testid="bill-national-address">
              {[
                address.postal_code ? t('bill.postalCode', { value: address.postal_code }) : '',
                address.additional_number
                  ? t('bill.additionalNumber', { value: address.additional_number })
                  : '',
                address.short_address ? t('bill.shortAddress', { value: address.short_address }) : '',
              ]
                .filter(Boolean)
                .join(sep)}
            </p>
          ) : null}
          {address.receiver_name || address.receiver_phone ? (
            <p data-testid="bill-receiver">
              {t('bill.receiver')}: {address.receiver_name ? <bdi>{address.receiver_name}</bdi> : null}
              {address.receiver_name && address.receiver_phone ? sep : null}
              {address.receiver_phone ? <bdi dir="ltr">{address.receiver_phone}</bdi> : null}
            </p>
          ) : null}
          {address.note ? (
            <p>
              {t('bill.noteLabel')}: <bdi>{address.note}</bdi>
            </p>
          ) : null}
        </section>
      </div>

      {order.note ? (
        <p
          className="border-b border-gray-200 py-3 text-sm whitespace-pre-line"
          data-testid="bill-buyer-note"
        >
          <span className="font-semibold">{t('bill.buyerNote')}:</span> <bdi>{order.note}</bdi>
        </p>
      ) : null}

      <BillLines order={order} />
      <BillArtwork order={order} staff={staff} />

      <div className="bill-footer grid gap-6 pt-5 sm:grid-cols-2">
        <section aria-labelledby={headingId('payment')} className="space-y-3 text-sm">
          <h2 id={headingId('payment')} className="font-bold text-gray-500 uppercase">
            {t('bill.payment')}
          </h2>
          <dl className="space-y-1">
            <Field label={t('bill.method')}>
              <span data-testid="bill-method">
                {order.payment_method === 1 ? t('bill.methodCard') : t('bill.methodBank')}
              </span>
            </Field>
            <Field label={t('bill.paymentStatus')}>
              <span
                className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[order.payment_status]}`}
                data-testid="bill-payment-status"
                data-status={order.payment_status}
              >
                {t(`bill.status.${order.payment_status}`)}
              </span>
            </Field>
            {order.paid_at ? (
              <Field label={t('bill.paidAt')}>
                <time dateTime={order.paid_at}>{formatDateTime(order.paid_at, lang)}</time>
              </Field>
            ) : null}
            <ExpectedDelivery order={order} lang={lang} />
          </dl>
          {/* A cancelled or refunded order asks for no transfer, and a paid one for no more. */}
          {order.bank &&
          order.payment_status !== 'paid' &&
          !billNotice({ status: order.status, paymentStatus: order.payment_status }) ? (
            <div className="rounded-lg border border-gray-200 p-3" data-testid="bill-bank">
              <p className="mb-1 font-bold">{t('bill.bankTitle')}</p>
              <dl className="space-y-0.5">
                <Field label={t('bill.bankName')}>{order.bank.bank_name}</Field>
                <Field label={t('bill.bankAccount')}>
                  <bdi dir="ltr">{order.bank.bank_account}</bdi>
                </Field>
                <Field label={t('bill.iban')}>
                  <bdi dir="ltr">{order.bank.iban}</bdi>
                </Field>
              </dl>
              <p className="mt-1 text-gray-600">{t('bill.bankNote', { code: order.code })}</p>
            </div>
          ) : null}
        </section>

        {/* The figures are the API's (domain's billFigures): the subtotal is the sum of the
            lines above, and the quantity discount is already inside their prices, so it is
            said, not subtracted. */}
        <section aria-label={t('bill.total')} className="text-sm">
          <dl>
            <TotalRow label={t('bill.subtotal')} testId="bill-subtotal">
              <Money halalas={h(order.subtotal)} />
            </TotalRow>
            {h(order.discount) > 0 ? (
              <p className="pb-1 text-xs text-gray-600" data-testid="bill-discount">
                {t('bill.quantityDiscountIncluded', {
                  amount: moneyText(h(order.discount)),
                  regular: moneyText(h(order.regular)),
                })}
              </p>
            ) : null}
            {order.coupon_code ? (
              <TotalRow
                label={<bdi>{t('bill.coupon', { code: order.coupon_code })}</bdi>}
                testId="bill-coupon"
              >
                <Money halalas={h(order.coupon_value)} negative />
              </TotalRow>
            ) : null}
            <TotalRow label={t('bill.shipping')} testId="bill-shipping">
              <Money halalas={h(order.shipping)} />
            </TotalRow>
            <TotalRow label={t('bill.tax', { rate: order.tax_rate })} testId="bill-tax">
              <Money halalas={h(order.tax)} />
            </TotalRow>
            <TotalRow label={t('bill.total')} testId="bill-total" strong>
              <Money halalas={h(order.total)} />
            </TotalRow>
            {h(order.refunded) > 0 ? (
              // Money given back to the buyer (a part, all, or a payment made twice).
              <TotalRow label={t('bill.refunded')} testId="bill-refunded">
                <Money halalas={h(order.refunded)} negative />
              </TotalRow>
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-gray-500">{t('bill.vatIncluded')}</p>
        </section>
      </div>
    </article>
  );
}

/** A colour's dot beside its name (the name says it; the dot is not printed). */
function ColourName({ name, code }: { name: string; code: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="inline-block size-3 shrink-0 rounded-full ring-1 ring-gray-300 print:hidden"
        style={{ backgroundColor: code }}
      />
      {name}
    </span>
  );
}

/**
 * The order's logos, when it has any: each product's artwork with where it goes, and where the
 * shop is with it (awaiting approval, approved, or what to change).
 */
function BillArtwork({ order, staff }: { order: OrderDetail; staff: boolean }) {
  const { t } = useTranslation();
  const headingId = useHeadingIds();
  if (!order.artwork_status) return null;
  return (
    <section
      aria-labelledby={headingId('artwork')}
      className="border-b border-gray-200 py-5"
      data-testid="bill-artwork"
    >
      <h2 id={headingId('artwork')} className="mb-2 font-bold">
        {t('common.artwork.label')}
      </h2>
      <p className="mb-3 text-sm" data-testid="bill-artwork-status" data-status={order.artwork_status}>
        {t(`bill.artwork.${order.artwork_status}`)}
        {order.artwork_status === 'changes_requested' && order.artwork_note ? (
          <span className="mt-1 block rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            {order.artwork_note}
          </span>
        ) : null}
      </p>
      <ul className="flex flex-wrap gap-4">
        {order.products.map((line, index) =>
          line.artwork ? (
            <li key={index} className="text-sm">
              <p className="mb-1 font-semibold">{line.name}</p>
              <ArtworkThumb artwork={line.artwork} reader={staff ? 'staff' : 'customer'} />
            </li>
          ) : null,
        )}
      </ul>
      {/* The buyer answers staff's request with new files; staff reading the bill decide in the dashboard. */}
      {order.artwork_status === 'changes_requested' && !staff ? <ArtworkReplacement order={order} /> : null}
    </section>
  );
}

/**
 * One row per product, colour and size: quantity × the product's unit price as charged, with the
 * row's amount from the API. A table from small tablets up and on paper; on a phone each row is a
 * short block (name and size, then quantity × price and the amount on their own line), so no two
 * numbers ever share a cell's edge.
 */
/** A logo charged per piece under its line: what it is and where it goes. */
function LogoCharge({ line }: { line: OrderDetail['products'][number] }) {
  const { t } = useTranslation();
  return (
    <>
      {t('common.artwork.label')}
      {line.artwork ? ` ${t(`common.artwork.placement.${line.artwork.placement}`)}` : null}
    </>
  );
}

function BillLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const headingId = useHeadingIds();
  const rowsOf = (line: OrderDetail['products'][number]) =>
    line.colors.flatMap((color) => color.sizes.map((size) => ({ color, size })));
  return (
    <section aria-labelledby={headingId('lines')} className="border-b border-gray-200 py-5">
      <h2 id={headingId('lines')} className="sr-only">
        {t('bill.lines')}
      </h2>
      <table className="bill-table hidden w-full text-sm sm:table print:table" data-testid="bill-lines-table">
        <thead>
          <tr className="border-b border-gray-300 text-start text-gray-600">
            {BILL_COLUMNS.map(([key, align]) => (
              <th key={key} scope="col" className={`px-2 py-2 font-semibold first:ps-0 last:pe-0 ${align}`}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, productIndex) => {
            const unit = sarToHalalas(line.price);
            const rows = rowsOf(line);
            const logo = line.logo_total > 0;
            const cells = rows.map(({ color, size }, index) => (
              <tr
                key={`${productIndex}-${color.id ?? color.name}-${size.id ?? size.name}`}
                className={index === rows.length - 1 && !logo ? 'border-b border-gray-100' : ''}
                data-testid="bill-line"
              >
                {index === 0 ? (
                  <th
                    scope="rowgroup"
                    rowSpan={rows.length}
                    className="py-1.5 pe-2 text-start align-top font-semibold"
                  >
                    {line.name}
                    {line.artwork ? (
                      <span className="block text-xs font-normal text-gray-600">
                        {t('common.artwork.label')} {t(`common.artwork.placement.${line.artwork.placement}`)}
                      </span>
                    ) : null}
                  </th>
                ) : null}
                <td className="px-2 py-1.5">
                  <ColourName name={color.name} code={color.color_code} />
                </td>
                <td className="px-2 py-1.5">
                  <bdi>{size.name.toUpperCase()}</bdi>
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums">{size.quantity}</td>
                <td className="px-2 py-1.5 text-end">
                  <Money halalas={unit} />
                </td>
                <td className="py-1.5 ps-2 text-end">
                  <Money halalas={sarToHalalas(size.total)} />
                </td>
              </tr>
            ));
            if (!logo) return cells;
            return [
              ...cells,
              <tr
                key={`${productIndex}-logo`}
                className="border-b border-gray-100"
                data-testid="bill-line-logo"
              >
                <td colSpan={3} className="py-1.5 pe-2 text-gray-700">
                  <LogoCharge line={line} />
                </td>
                <td className="px-2 py-1.5 text-end tabular-nums">{line.quantity}</td>
                <td className="px-2 py-1.5 text-end">
                  <Money halalas={sarToHalalas(line.logo_price)} />
                </td>
                <td className="py-1.5 ps-2 text-end">
                  <Money halalas={sarToHalalas(line.logo_total)} />
                </td>
              </tr>,
            ];
          })}
        </tbody>
      </table>

      <ul className="space-y-4 sm:hidden print:hidden" data-testid="bill-lines-stacked">
        {order.products.map((line, productIndex) => (
          <li key={productIndex}>
            <p className="font-semibold">{line.name}</p>
            <ul className="mt-1 divide-y divide-gray-100">
              {rowsOf(line).map(({ color, size }) => (
                <li
                  key={`${color.id ?? color.name}-${size.id ?? size.name}`}
                  className="grid grid-cols-[1fr_auto] gap-x-3 py-1.5 text-sm"
                  data-testid="bill-line-stacked"
                >
                  <span>
                    <ColourName name={color.name} code={color.color_code} />
                    <span className="text-gray-500"> · </span>
                    <bdi>{size.name.toUpperCase()}</bdi>
                  </span>
                  <span className="row-span-2 self-center text-end font-semibold" data-amount>
                    <Money halalas={sarToHalalas(size.total)} />
                  </span>
                  <span className="text-xs text-gray-600">
                    <span className="sr-only">{t('bill.quantity')}: </span>
                    {/* Arithmetic reads left to right in both languages: 20 × 63.50. */}
                    <bdi dir="ltr" className="tabular-nums">
                      {size.quantity} × <Money halalas={sarToHalalas(line.price)} />
                    </bdi>
                  </span>
                </li>
              ))}
              {line.logo_total > 0 ? (
                <li
                  className="grid grid-cols-[1fr_auto] gap-x-3 py-1.5 text-sm"
                  data-testid="bill-line-logo-stacked"
                >
                  <span>
                    <LogoCharge line={line} />
                  </span>
                  <span className="row-span-2 self-center text-end font-semibold" data-amount>
                    <Money halalas={sarToHalalas(line.logo_total)} />
                  </span>
                  <span className="text-xs text-gray-600">
                    <bdi dir="ltr" className="tabular-nums">
                      {line.quantity} × <Money halalas={sarToHalalas(line.logo_price)} />
                    </bdi>
                  </span>
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
