/** The cities screens' texts. */
export const en = {
  cities: {
    name: 'City |||| Cities',
    fields: {
      id: 'ID',
      country_id: 'Country',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      sort_order: 'Order',
      shipping_fee: 'Shipping fee',
      q: 'Search',
    },
    areas: 'Areas',
    sar: '%{amount} SAR',
    sar_unit: 'SAR',
  },
};

export const ar: typeof en = {
  cities: {
    name: 'المدن |||| مدينة |||| المدن |||| المدن |||| المدن |||| المدن',
    fields: {
      id: 'الرقم',
      country_id: 'الدولة',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      sort_order: 'الترتيب',
      shipping_fee: 'رسوم الشحن',
      q: 'بحث',
    },
    areas: 'الأحياء',
    sar: '%{amount} ر.س',
    sar_unit: 'ر.س',
  },
};
