import type { MessageTable } from './table.js';

/** Card payments: the provider's pages, callbacks and webhooks. */
export const paymentMessages = {
  ar: {
    'payment.unavailable': 'تعذر بدء الدفع، يرجى المحاولة لاحقًا',
  },
  en: {
    'payment.unavailable': 'The payment could not be started, please try again later',
  },
} as const satisfies MessageTable;
