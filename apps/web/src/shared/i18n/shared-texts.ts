import type { FeatureTexts } from './index';

/** Texts used across features (buttons, currency, generic errors). */
export const sharedTexts: FeatureTexts = {
  ar: {
    common: {
      currency: 'ر.س',
      loading: 'جارٍ التحميل…',
      errorOccurred: 'حدث خطأ ما',
      loadFailed: 'تعذّر تحميل المحتوى',
      retry: 'إعادة المحاولة',
      close: 'إغلاق',
      home: 'الرئيسية',
      previous: 'السابق',
      next: 'التالي',
      seenEverything: 'لقد شاهدت كل شيء!',
      breadcrumb: 'مسار التنقل',
      notFound: 'غير موجود',
    },
  },
  en: {
    common: {
      currency: 'SAR',
      loading: 'Loading…',
      errorOccurred: 'An error occurred',
      loadFailed: "We couldn't load this content",
      retry: 'Try again',
      close: 'Close',
      home: 'Home',
      previous: 'Previous',
      next: 'Next',
      seenEverything: 'You have seen everything!',
      breadcrumb: 'Breadcrumb',
      notFound: 'Not found',
    },
  },
};
