/**
 * What follows a placed order, from the checkout or from an accepted quote: a card order goes to
 * the secure payment page (its bill when the payment cannot start), a transfer order to its bill.
 * Meanwhile the page shows where it is going.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { billPath } from '@shop/contract';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Spinner } from '../../shared/ui/Spinner';
import { notifyError } from '../../shared/ui/toast';
import { startPayment } from '../bill';
import type { PaymentMethod } from './components/PaymentMethods';

/** Where a placed order goes: its bill, or the card payment page. */
export type PlacedNext = 'bill' | 'payment';

export function placedNext(method: PaymentMethod): PlacedNext {
  return method === 1 ? 'payment' : 'bill';
}

/** Opens what follows a placed order: the card payment for a card order, else (or failing that) its bill. */
export function useOpenPlacedOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (orderId: number, method: PaymentMethod) => {
      if (method === 1) {
        try {
          await startPayment(orderId);
          return;
        } catch (error) {
          console.error('payment could not start', error);
          notifyError(t('checkout.payStartFailed'));
        }
      }
      void navigate(billPath(orderId), { replace: true });
    },
    [navigate, t],
  );
}

/** The page's place while a placed order opens its bill or the payment page. */
export function PlacedSpinner({ next }: { next: PlacedNext }) {
  const { t } = useTranslation();
  return <Spinner block label={next === 'bill' ? t('checkout.openingBill') : t('checkout.toPayment')} />;
}
