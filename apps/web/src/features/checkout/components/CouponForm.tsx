import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TicketPercent, X } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { normaliseCouponCode } from '@shop/domain';
import type { Coupon } from '@shop/contract';
import { ApiError, apiGet } from '../../../shared/api/client';

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'failure'; detail?: string };

interface Props {
  applied: Coupon | null;
  onApplied: (coupon: Coupon) => void;
  onRemoved: () => void;
  /** The server refused the coupon when the order was sent (used up meanwhile, say). */
  orderError?: string;
  /** Why the applied coupon takes nothing off this cart (its products, its minimum). */
  notice?: string;
}

/**
 * The coupon box: GET coupon?coupon_code= checks a code; a blank code is ignored (no request, no
 * message). Success is the shop's fixed green text; a refusal shows the API's own reason in red (the
 * 404's text for an unknown code, the 422's `coupon_code` text for an expired, not started, inactive
 * or used-up one), and the shop's fixed failure text only when the API gave no reason.
 */
export function CouponForm({ applied, onApplied, onRemoved, orderError, notice }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const check = useMutation({
    mutationFn: (code: string) => apiGet('coupon', { query: { coupon_code: code } }),
    meta: { silent: true },
    onSuccess: (coupon) => {
      onApplied(coupon);
      setStatus({ kind: 'success' });
      setText('');
    },
    onError: (error) => {
      // A 422's message is the generic "The given data was invalid"; the reason is on coupon_code.
      const detail =
        error instanceof ApiError && (error.status === 404 || error.status === 422)
          ? (error.fieldErrors.coupon_code?.[0] ?? error.message)
          : undefined;
      setStatus({ kind: 'failure', detail });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const code = normaliseCouponCode(text);
    if (!code) {
      setText('');
      return;
    }
    check.mutate(code);
  };

  // The order's refusal is the latest word on the coupon, over an earlier successful check.
  const failure = Boolean(orderError) || status.kind === 'failure';
  const failureDetail = orderError ?? (status.kind === 'failure' ? status.detail : undefined);

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-gray-200 p-5">
      <h2 id={`${inputId}-title`} className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        <TicketPercent size={20} className="text-brand-600" aria-hidden="true" />
        {t('checkout.coupon.title')}
      </h2>
      {applied ? (
        <p
          className="mb-3 inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800"
          data-testid="coupon-applied"
        >
          <bdi>{t('checkout.coupon.applied', { code: applied.code })}</bdi>
          <button
            type="button"
            onClick={() => {
              onRemoved();
              setStatus({ kind: 'idle' });
            }}
            aria-label={t('checkout.coupon.remove')}
            className="rounded-full p-0.5 hover:bg-green-100"
            data-testid="coupon-remove"
          >
            <X size={16} aria-hidden="true" />
          </button>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex gap-2" data-testid="coupon-form">
        <label htmlFor={inputId} className="sr-only">
          {t('checkout.coupon.label')}
        </label>
        <input
          id={inputId}
          className="field"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('checkout.coupon.label')}
          autoComplete="off"
          dir="ltr"
          aria-invalid={orderError ? true : undefined}
          aria-describedby={status.kind === 'idle' && !orderError ? undefined : statusId}
        />
        <button type="submit" className="btn-outline shrink-0" disabled={check.isPending}>
          {check.isPending ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
        </button>
      </form>
      <div id={statusId} aria-live="polite">
        {status.kind === 'success' && !failure ? (
          <p
            className="mt-2 text-sm font-semibold text-green-700"
            data-testid="coupon-status"
            data-status="success"
          >
            {t('checkout.coupon.success')}
          </p>
        ) : failure ? (
          <div className="mt-2 text-sm text-red-700" data-testid="coupon-status" data-status="failure">
            <p className="font-semibold">{failureDetail || t('validation.couponInvalid')}</p>
          </div>
        ) : null}
        {notice && !failure ? (
          <p
            className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="coupon-notice"
          >
            {notice}
          </p>
        ) : null}
      </div>
    </section>
  );
}
