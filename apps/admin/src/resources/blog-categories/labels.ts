/** The blog categories screens' texts. */
export const en = {
  'blog-categories': {
    name: 'Blog category |||| Blog categories',
    fields: {
      id: 'ID',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      sort_order: 'Order',
      q: 'Search',
    },
  },
};

export const ar: typeof en = {
  'blog-categories': {
    name: 'تصنيفات المدونة |||| تصنيف |||| تصنيفات المدونة |||| تصنيفات المدونة |||| تصنيفات المدونة |||| تصنيفات المدونة',
    fields: {
      id: 'الرقم',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      sort_order: 'الترتيب',
      q: 'بحث',
    },
  },
};
