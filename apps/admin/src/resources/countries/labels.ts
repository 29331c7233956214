/** The countries screens' texts. */
export const en = {
  countries: {
    name: 'Country |||| Countries',
    fields: {
      id: 'ID',
      code: 'Code',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      sort_order: 'Order',
    },
    cities: 'Cities',
  },
};

export const ar: typeof en = {
  countries: {
    name: 'الدول |||| دولة |||| الدول |||| الدول |||| الدول |||| الدول',
    fields: {
      id: 'الرقم',
      code: 'الرمز',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      sort_order: 'الترتيب',
    },
    cities: 'المدن',
  },
};
