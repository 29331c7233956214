import type { MessageTable } from './table.js';

/** Customer accounts: sign-in, sign-up, password reset, profile. */
export const accountMessages = {
  ar: {
    'unauthenticated': 'يرجى تسجيل الدخول للمتابعة',
  },
  en: {
    'unauthenticated': 'Please sign in to continue',
  },
} as const satisfies MessageTable;
