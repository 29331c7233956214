import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: {
    pages: {
      terms: 'الشروط والأحكام',
      policy: 'سياسة الخصوصية',
      empty: 'لا يوجد محتوى لهذه الصفحة بعد.',
    },
  },
  en: {
    pages: {
      terms: 'Terms & Conditions',
      policy: 'Privacy Policy',
      empty: 'There is no content on this page yet.',
    },
  },
};

export default texts;
