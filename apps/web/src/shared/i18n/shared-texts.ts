import type { FeatureTexts } from './index';

/** Texts used across features (buttons, currency, generic errors). */
export const sharedTexts: FeatureTexts = {
  ar: {
    common: {
      currency: 'ر.س',
      loading: 'جارٍ التحميل…',
      errorOccurred: 'حدث خطأ ما',
      retry: 'إعادة المحاولة',
      close: 'إغلاق',
      home: 'الرئيسية',
      previous: 'السابق',
      next: 'التالي',
      seenEverything: 'لقد شاهدت كل شيء!',
    },
  },
  en: {
    common: {
      currency: 'SAR',
      loading: 'Loading…',
      errorOccurred: 'An error occurred',
      retry: 'Try again',
      close: 'Close',
      home: 'Home',
      previous: 'Previous',
      next: 'Next',
      seenEverything: 'You have seen everything!',
    },
  },
};
