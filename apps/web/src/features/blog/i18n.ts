import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: {
    blog: {
      title: 'المدونة',
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
