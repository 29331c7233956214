/** The home sections screens' texts. */
export const en = {
  'home-sections': {
    name: 'Home section |||| Home sections',
    fields: {
      id: 'ID',
      name_ar: 'Name (Arabic)',
      name_en: 'Name (English)',
      sort_order: 'Order',
      is_active: 'Shown',
      product_ids: 'Products',
    },
    active: 'Shown',
    inactive: 'Hidden',
    products_count: '%{smart_count} product |||| %{smart_count} products',
    add_product: 'Add a product (search by name)',
    no_products: 'No matching products',
    empty_products: 'No products yet: search above to add some.',
    full: 'A section holds at most 48 products',
    not_shown: 'Product #%{id} (not on the storefront)',
    move_up: 'Move %{name} up',
    move_down: 'Move %{name} down',
    remove: 'Remove %{name}',
  },
};

export const ar: typeof en = {
  'home-sections': {
    name: 'أقسام الرئيسية |||| قسم |||| أقسام الرئيسية |||| أقسام الرئيسية |||| أقسام الرئيسية |||| أقسام الرئيسية',
    fields: {
      id: 'الرقم',
      name_ar: 'الاسم (عربي)',
      name_en: 'الاسم (إنجليزي)',
      sort_order: 'الترتيب',
      is_active: 'ظاهر',
      product_ids: 'المنتجات',
    },
    active: 'ظاهر',
    inactive: 'مخفي',
    products_count:
      'لا منتجات |||| منتج واحد |||| منتجان |||| %{smart_count} منتجات |||| %{smart_count} منتجًا |||| %{smart_count} منتج',
    add_product: 'أضف منتجًا (ابحث بالاسم)',
    no_products: 'لا توجد منتجات مطابقة',
    empty_products: 'لا منتجات بعد: ابحث في الأعلى لإضافتها.',
    full: 'يتسع القسم لـ 48 منتجًا على الأكثر',
    not_shown: 'المنتج #%{id} (غير ظاهر في المتجر)',
    move_up: 'تحريك %{name} للأعلى',
    move_down: 'تحريك %{name} للأسفل',
    remove: 'إزالة %{name}',
  },
};
