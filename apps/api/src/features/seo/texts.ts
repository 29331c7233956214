/** Page titles and descriptions the server writes before the storefront loads, in both languages. */
import type { Lang } from '../../http/i18n.js';
import type { PrivatePage, StaticPage } from './routes.js';

type Text = Record<Lang, string>;

export const TAGLINE: Text = {
  ar: 'زي موحد وملابس مهنية بأسعار الجملة',
  en: 'Wholesale uniforms and workwear',
};

export const STATIC_TITLES: Record<StaticPage, Text> = {
  about: { ar: 'من نحن', en: 'About Us' },
  blogs: { ar: 'المدونة', en: 'Blog' },
  contact: { ar: 'تواصل معنا', en: 'Contact Us' },
  shop: { ar: 'المتجر', en: 'Shop' },
  brands: { ar: 'العلامات التجارية', en: 'Brands' },
  terms: { ar: 'الشروط والأحكام', en: 'Terms & Conditions' },
  policy: { ar: 'سياسة الخصوصية', en: 'Privacy Policy' },
};

export const STATIC_DESCRIPTIONS: Partial<Record<StaticPage, Text>> = {
  blogs: {
    ar: 'مقالات ونصائح حول اختيار الزي الموحد والملابس المهنية والعناية بها.',
    en: 'Articles and advice on choosing and caring for uniforms and workwear.',
  },
  contact: {
    ar: 'تواصل مع فريق المبيعات لطلبات التسعير والكميات والاستفسارات.',
    en: 'Contact our sales team for quotes, bulk orders and questions.',
  },
  shop: {
    ar: 'تصفح جميع منتجات الزي الموحد والملابس المهنية بأسعار الجملة.',
    en: 'Browse every uniform and workwear product at wholesale prices.',
  },
  brands: {
    ar: 'علامات ومصانع سعودية للزي الموحد والملابس المهنية.',
    en: 'Saudi brands and factories of uniforms and workwear.',
  },
};

export const PRIVATE_TITLES: Record<PrivatePage, Text> = {
  cart: { ar: 'سلة المشتريات', en: 'Cart' },
  checkout: { ar: 'إتمام الطلب', en: 'Checkout' },
  auth: { ar: 'تسجيل الدخول', en: 'Sign in' },
  account: { ar: 'حسابي', en: 'My account' },
  bill: { ar: 'الفاتورة', en: 'Invoice' },
};

export const NOT_FOUND_TITLE: Text = { ar: 'عذرًا! الصفحة غير موجودة', en: 'Oops! Page Not Found' };
export const NOT_FOUND_TEXT: Text = {
  ar: 'لم نعثر على الصفحة التي تبحث عنها، ربما نُقلت أو حُذفت.',
  en: "We couldn't find the page you're looking for. It may have been moved or deleted.",
};
export const FORBIDDEN_TITLE: Text = { ar: 'خطأ', en: 'Error' };
