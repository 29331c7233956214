import type { FeatureTexts } from '../../shared/i18n';

/** Header, drawer and floating buttons (the footer's texts are in footer-texts.ts, loaded with it). */
const texts: FeatureTexts = {
  ar: {
    layout: {
      skipToContent: 'انتقل إلى المحتوى',
      loadingSettings: 'جارٍ تحميل بيانات المتجر…',
      pageLoading: 'جارٍ تحميل الصفحة…',
      topBar: 'أسعار جملة للشركات والمؤسسات وتوصيل لجميع مناطق المملكة',
      nav: {
        main: 'القائمة الرئيسية',
        home: 'الرئيسية',
        categories: 'الأقسام',
        madeInSaudi: 'صُنع في السعودية',
        about: 'من نحن',
        blog: 'المدونة',
        contact: 'تواصل معنا',
        brands: 'صُنع في السعودية',
        shop: 'المتجر',
        allCategories: 'عرض كل الأقسام',
        noCategories: 'لا توجد أقسام حاليًا',
      },
      menu: {
        open: 'فتح القائمة',
        title: 'القائمة',
      },
      cart: 'سلة المشتريات، عدد المنتجات: {{count}}',
      account: 'حسابي',
      signIn: 'تسجيل الدخول',
      switchLanguage: 'التبديل إلى اللغة الإنجليزية',
      chat: 'تواصل معنا عبر واتساب',
      chatTooltip: 'تحتاج مساعدة؟ راسلنا على واتساب',
    },
    languages: {
      ar: 'العربية',
      en: 'English',
    },
  },
  en: {
    layout: {
      skipToContent: 'Skip to content',
      loadingSettings: 'Loading the shop…',
      pageLoading: 'Loading page…',
      topBar: 'Wholesale prices for companies and institutions, delivered across the Kingdom',
      nav: {
        main: 'Main menu',
        home: 'Home',
        categories: 'Categories',
        madeInSaudi: 'Made in Saudi',
        about: 'About',
        blog: 'Blog',
        contact: 'Contact',
        brands: 'Made in Saudi',
        shop: 'Shop',
        allCategories: 'View all categories',
        noCategories: 'No categories yet',
      },
      menu: {
        open: 'Open menu',
        title: 'Menu',
      },
      cart: 'Cart, items: {{count}}',
      account: 'My account',
      signIn: 'Sign in',
      switchLanguage: 'Switch language to Arabic',
      chat: 'Chat with us on WhatsApp',
      chatTooltip: 'Need help? Message us on WhatsApp',
    },
    languages: {
      ar: 'العربية',
      en: 'English',
    },
  },
};

export default texts;
