import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: {
    errors: {
      notFound: {
        title: 'عذرًا! الصفحة غير موجودة',
        text: 'لم نعثر على الصفحة التي تبحث عنها، ربما نُقلت أو حُذفت.',
        backHome: 'العودة إلى الرئيسية',
        explore: 'تصفّح المنتجات',
      },
      forbidden: {
        title: 'خطأ',
        text: 'عذرًا، ليست لديك صلاحية الوصول إلى هذه الصفحة أو هذا المورد.',
      },
      crash: {
        title: 'حدث خطأ غير متوقع',
        text: 'واجهنا مشكلة أثناء عرض هذه الصفحة. حدّث الصفحة أو حاول مرة أخرى لاحقًا.',
        reload: 'تحديث الصفحة',
      },
    },
  },
  en: {
    errors: {
      notFound: {
        title: 'Oops! Page Not Found',
        text: "We couldn't find the page you're looking for. It may have been moved or deleted.",
        backHome: 'Back home',
        explore: 'Explore products',
      },
      forbidden: {
        title: 'Error',
        text: 'Sorry, but you do not have permission to access this page or resource.',
      },
      crash: {
        title: 'Something went wrong',
        text: 'We hit a problem while showing this page. Reload it or try again later.',
        reload: 'Reload page',
      },
    },
  },
};

export default texts;
