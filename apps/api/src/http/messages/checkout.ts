import type { MessageTable } from './table.js';

/** Addresses, coupons, orders and reviews. */
export const checkoutMessages = {
  ar: {
    'notFound.order': 'الطلب غير موجود',
    'notFound.address': 'العنوان غير موجود',
  },
  en: {
    'notFound.order': 'Order not found',
    'notFound.address': 'Address not found',
  },
} as const satisfies MessageTable;
