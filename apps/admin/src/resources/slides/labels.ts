/** The home page slides' screens' texts. */
export const en = {
  slides: {
    name: 'Home slide |||| Home slides',
    fields: {
      id: 'ID',
      image: 'Image',
      title_ar: 'Title (Arabic)',
      title_en: 'Title (English)',
      description_ar: 'Text (Arabic)',
      description_en: 'Text (English)',
      sort_order: 'Order',
      is_active: 'Shown on the home page',
      q: 'Search',
    },
    image_help: 'A wide photo: the home page shows it across the whole screen, cropped to 16:7.',
  },
};

export const ar: typeof en = {
  slides: {
    name: 'شرائح الرئيسية |||| شريحة |||| شرائح الرئيسية |||| شرائح الرئيسية |||| شرائح الرئيسية |||| شرائح الرئيسية',
    fields: {
      id: 'الرقم',
      image: 'الصورة',
      title_ar: 'العنوان (عربي)',
      title_en: 'العنوان (إنجليزي)',
      description_ar: 'النص (عربي)',
      description_en: 'النص (إنجليزي)',
      sort_order: 'الترتيب',
      is_active: 'تظهر في الصفحة الرئيسية',
      q: 'بحث',
    },
    image_help: 'صورة عريضة: تعرضها الصفحة الرئيسية بعرض الشاشة كله، مقصوصة بنسبة 16:7.',
  },
};
