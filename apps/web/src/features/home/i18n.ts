import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: {
    home: {
      title: 'زي موحد وملابس مهنية بأسعار الجملة',
      heroLabel: 'أبرز العروض',
      goToSlide: 'الانتقال إلى الشريحة {{index}}',
      heading: {
        first: 'زيٌّ',
        second: 'يليق',
        third: 'بمنشأتك',
      },
      headingText:
        'تشكيلة متكاملة من الأزياء الموحدة والملابس المهنية بأسعار جملة تناسب الشركات والمدارس والمستشفيات.',
      categoriesLabel: 'تسوّق حسب القسم',
      previousProducts: 'المنتجات السابقة في {{section}}',
      nextProducts: 'المنتجات التالية في {{section}}',
      sponsors: 'شركاء النجاح',
    },
  },
  en: {
    home: {
      title: 'Wholesale uniforms and workwear',
      heroLabel: 'Featured offers',
      goToSlide: 'Go to slide {{index}}',
      heading: {
        first: 'Uniforms',
        second: 'worthy of',
        third: 'your business',
      },
      headingText:
        'A complete range of uniforms and workwear at wholesale prices for companies, schools and hospitals.',
      categoriesLabel: 'Shop by category',
      previousProducts: 'Previous products in {{section}}',
      nextProducts: 'Next products in {{section}}',
      sponsors: 'Our Sponsors',
    },
  },
};

export default texts;
