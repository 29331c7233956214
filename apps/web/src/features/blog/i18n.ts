import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: {
    blog: {
      title: 'المدونة',
      description: 'مقالات ونصائح حول اختيار الزي الموحد والملابس المهنية والعناية بها.',
      filters: 'تصفية المقالات',
      search: 'البحث في المدونة',
      searchPlaceholder: 'ابحث عن مقال…',
      categories: 'التصنيفات',
      allCategories: 'جميع التصنيفات',
      articles: 'المقالات',
      empty: 'لا توجد مقالات مطابقة حاليًا.',
      clearFilters: 'مسح عوامل التصفية',
      featured: 'مميّز',
      notFound: 'المقال غير موجود',
      backToBlog: 'العودة إلى المدونة',
    },
  },
  en: {
    blog: {
      title: 'Blog',
      description: 'Articles and advice on choosing and caring for uniforms and workwear.',
      filters: 'Filter articles',
      search: 'Search the blog',
      searchPlaceholder: 'Search articles…',
      categories: 'Categories',
      allCategories: 'All categories',
      articles: 'Articles',
      empty: 'No articles match right now.',
      clearFilters: 'Clear filters',
      featured: 'Featured',
      notFound: 'Article not found',
      backToBlog: 'Back to the blog',
    },
  },
};

export default texts;
