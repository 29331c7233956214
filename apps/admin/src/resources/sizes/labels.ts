/** The sizes screens' texts. */
export const en = {
  sizes: {
    name: 'Size |||| Sizes',
    fields: {
      id: 'ID',
      name: 'Size',
      sort_order: 'Order',
      products_count: 'Products',
      q: 'Search',
    },
    products: 'Products: %{count}',
  },
};

export const ar: typeof en = {
  sizes: {
    name: 'المقاسات |||| مقاس |||| المقاسات |||| المقاسات |||| المقاسات |||| المقاسات',
    fields: {
      id: 'الرقم',
      name: 'المقاس',
      sort_order: 'الترتيب',
      products_count: 'المنتجات',
      q: 'بحث',
    },
    products: 'المنتجات: %{count}',
  },
};
