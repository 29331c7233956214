/** The blog posts' screens' texts. */
export const en = {
  'blog-posts': {
    name: 'Blog post |||| Blog posts',
    fields: {
      id: 'ID',
      image: 'Image',
      title_ar: 'Title (Arabic)',
      title_en: 'Title (English)',
      category_id: 'Category',
      content_ar: 'Article (Arabic)',
      content_en: 'Article (English)',
      is_featured: 'Featured',
      is_published: 'Published',
      created_at: 'Written',
      q: 'Search',
    },
    featured: 'Featured',
    draft: 'Not published',
    published_help: 'Only published posts are on the storefront’s blog.',
  },
};

export const ar: typeof en = {
  'blog-posts': {
    name: 'مقالات المدونة |||| مقال |||| مقالات المدونة |||| مقالات المدونة |||| مقالات المدونة |||| مقالات المدونة',
    fields: {
      id: 'الرقم',
      image: 'الصورة',
      title_ar: 'العنوان (عربي)',
      title_en: 'العنوان (إنجليزي)',
      category_id: 'التصنيف',
      content_ar: 'المقال (عربي)',
      content_en: 'المقال (إنجليزي)',
      is_featured: 'مميز',
      is_published: 'منشور',
      created_at: 'تاريخ الكتابة',
      q: 'بحث',
    },
    featured: 'مميز',
    draft: 'غير منشور',
    published_help: 'لا تظهر في مدونة المتجر إلا المقالات المنشورة.',
  },
};
