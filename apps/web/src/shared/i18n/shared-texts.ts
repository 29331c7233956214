import type { FeatureTexts } from './index';

/** Texts used across features and by shared UI (buttons, currency, rating, pagination, generic errors). */
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
      ratedOutOf: 'التقييم {{value}} من 5',
      artwork: {
        label: 'الشعار',
        preview: 'معاينة الشعار',
        noPreview: 'ملف PDF بلا معاينة',
        open: 'فتح ملف الشعار',
        placement: {
          chest_left: 'على الصدر يسارًا',
          chest_right: 'على الصدر يمينًا',
          back: 'على الظهر',
          sleeve: 'على الكم',
        },
      },
      pagination: {
        label: 'التنقل بين الصفحات',
        previous: 'الصفحة السابقة',
        next: 'الصفحة التالية',
        page: 'الصفحة {{page}}',
      },
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
      artwork: {
        label: 'Logo',
        preview: 'Logo preview',
        noPreview: 'PDF without a preview',
        open: 'Open the logo file',
        placement: {
          chest_left: 'on the left chest',
          chest_right: 'on the right chest',
          back: 'on the back',
          sleeve: 'on the sleeve',
        },
      },
      notFound: 'Not found',
      ratedOutOf: 'Rated {{value}} out of 5',
      pagination: {
        label: 'Pagination',
        previous: 'Previous page',
        next: 'Next page',
        page: 'Page {{page}}',
      },
    },
  },
};
