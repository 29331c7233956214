/** The sponsors screens' texts. */
export const en = {
  sponsors: {
    name: 'Sponsor |||| Sponsors',
    fields: {
      id: 'ID',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      sort_order: 'Order',
      image: 'Logo',
      url: 'Link',
      q: 'Search',
    },
    https: 'An https:// address',
  },
};

export const ar: typeof en = {
  sponsors: {
    name: 'الرعاة |||| راعٍ |||| الرعاة |||| الرعاة |||| الرعاة |||| الرعاة',
    fields: {
      id: 'الرقم',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      sort_order: 'الترتيب',
      image: 'الشعار',
      url: 'الرابط',
      q: 'بحث',
    },
    https: 'عنوان يبدأ بـ https://',
  },
};
