import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: { about: { title: 'من نحن', vision: 'رؤيتنا وقيمنا' } },
  en: { about: { title: 'About Us', vision: 'Our vision and values' } },
};

export default texts;
