/** The colours screens' texts. */
export const en = {
  colors: {
    name: 'Colour |||| Colours',
    fields: {
      id: 'ID',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      code: 'Colour code',
      products_count: 'Products',
      q: 'Search',
    },
    pick: 'Pick the colour',
    code_help: 'Six hex digits after #, e.g. #1a2b3c',
    products: 'Products: %{count}',
  },
};

export const ar: typeof en = {
  colors: {
    name: 'الألوان |||| لون |||| الألوان |||| الألوان |||| الألوان |||| الألوان',
    fields: {
      id: 'الرقم',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      code: 'رمز اللون',
      products_count: 'المنتجات',
      q: 'بحث',
    },
    pick: 'اختر اللون',
    code_help: 'ست خانات ست عشرية بعد #، مثل ‎#1a2b3c',
    products: 'المنتجات: %{count}',
  },
};
