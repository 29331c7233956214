import type { FeatureTexts } from '../../shared/i18n';

/** The footer's texts: a text pack loaded with the footer's chunk (shared/i18n `loadTexts`). */
const texts: FeatureTexts = {
  ar: {
    layout: {
      footer: {
        aboutFallback:
          'مورّدكم الموثوق للزي الموحد والملابس المهنية بأسعار الجملة في المملكة العربية السعودية.',
        follow: 'تابعنا على',
        popularCategories: 'الأقسام الأكثر طلبًا',
        links: 'روابط تهمّك',
        terms: 'الشروط والأحكام',
        policy: 'سياسة الخصوصية',
        newsletter: 'النشرة البريدية',
        newsletterText: 'اشترك ليصلك جديد المنتجات والعروض الخاصة بالجملة أولًا بأول.',
        emailLabel: 'بريدك الإلكتروني',
        emailPlaceholder: 'name@company.com',
        subscribe: 'اشترك',
        subscribing: 'جارٍ الاشتراك…',
        subscribed: 'تم اشتراكك في النشرة البريدية',
        rights: '© {{year}} {{name}}. جميع الحقوق محفوظة.',
      },
      social: {
        facebook: 'فيسبوك',
        google: 'جوجل',
        twitter: 'إكس (تويتر)',
        vimeo: 'فيميو',
        instagram: 'إنستغرام',
      },
    },
  },
  en: {
    layout: {
      footer: {
        aboutFallback: 'Your trusted supplier of uniforms and workwear at wholesale prices in Saudi Arabia.',
        follow: 'Follow us on',
        popularCategories: 'Popular categories',
        links: 'Useful links',
        terms: 'Terms & Conditions',
        policy: 'Privacy Policy',
        newsletter: 'Newsletter',
        newsletterText: 'Subscribe to hear first about new products and wholesale offers.',
        emailLabel: 'Your email address',
        emailPlaceholder: 'name@company.com',
        subscribe: 'Subscribe',
        subscribing: 'Subscribing…',
        subscribed: 'You are subscribed to our newsletter',
        rights: '© {{year}} {{name}}. All rights reserved.',
      },
      social: {
        facebook: 'Facebook',
        google: 'Google',
        twitter: 'X (Twitter)',
        vimeo: 'Vimeo',
        instagram: 'Instagram',
      },
    },
  },
};

export default texts;
