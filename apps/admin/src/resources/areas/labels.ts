/** The areas screens' texts. */
export const en = {
  areas: {
    name: 'Area |||| Areas',
    fields: {
      id: 'ID',
      city_id: 'City',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      sort_order: 'Order',
      q: 'Search',
    },
  },
};

export const ar: typeof en = {
  areas: {
    name: 'الأحياء |||| حي |||| الأحياء |||| الأحياء |||| الأحياء |||| الأحياء',
    fields: {
      id: 'الرقم',
      city_id: 'المدينة',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      sort_order: 'الترتيب',
      q: 'بحث',
    },
  },
};
