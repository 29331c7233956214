/** The about page's vision items' screens' texts. */
export const en = {
  'vision-items': {
    name: 'Vision item |||| Vision items',
    fields: {
      id: 'ID',
      image: 'Image',
      title_ar: 'Title (Arabic)',
      title_en: 'Title (English)',
      description_ar: 'Text (Arabic)',
      description_en: 'Text (English)',
      sort_order: 'Order',
      q: 'Search',
    },
    help: 'The about page shows these items, in this order, below its text.',
  },
};

export const ar: typeof en = {
  'vision-items': {
    name: 'عناصر الرؤية |||| عنصر رؤية |||| عناصر الرؤية |||| عناصر الرؤية |||| عناصر الرؤية |||| عناصر الرؤية',
    fields: {
      id: 'الرقم',
      image: 'الصورة',
      title_ar: 'العنوان (عربي)',
      title_en: 'العنوان (إنجليزي)',
      description_ar: 'النص (عربي)',
      description_en: 'النص (إنجليزي)',
      sort_order: 'الترتيب',
      q: 'بحث',
    },
    help: 'تعرض صفحة من نحن هذه العناصر بهذا الترتيب تحت نصها.',
  },
};
