/** The sizes screens' texts. */
export const en = {
  sizes: {
    name: 'Size |||| Sizes',
    fields: {
      id: 'ID',
      name: 'Size',
      range: 'Range',
      sort_order: 'Order',
      products_count: 'Products',
      q: 'Search',
    },
    products: 'Products: %{count}',
    ranges: { letters: 'Letters', numbers: 'Numbers', other: 'Other' },
  },
};

export const ar: typeof en = {
  sizes: {
    name: 'المقاسات |||| مقاس |||| المقاسات |||| المقاسات |||| المقاسات |||| المقاسات',
    fields: {
      id: 'الرقم',
      name: 'المقاس',
      range: 'الفئة',
      sort_order: 'الترتيب',
      products_count: 'المنتجات',
      q: 'بحث',
    },
    products: 'المنتجات: %{count}',
    ranges: { letters: 'حروف', numbers: 'أرقام', other: 'أخرى' },
  },
};
