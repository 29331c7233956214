/** The reviews screen's texts. */
export const en = {
  reviews: {
    name: 'Review |||| Reviews',
    fields: {
      id: 'ID',
      product_id: 'Product ID',
      product_name_ar: 'Product',
      product_name_en: 'Product',
      customer_name: 'Customer',
      rate: 'Stars',
      comment: 'Comment',
      is_hidden: 'Visibility',
      created_at: 'Date',
      q: 'Search',
    },
    stars: '%{smart_count} star |||| %{smart_count} stars',
    hidden: 'Hidden',
    hide: 'Hide',
    show: 'Show',
    confirm_title: 'Review visibility',
    confirm_hide: 'Hide this review from the storefront?',
    confirm_show: 'Show this review on the storefront again?',
    done_hide: 'The review is hidden',
    done_show: 'The review is shown again',
  },
};

export const ar: typeof en = {
  reviews: {
    name: 'التقييمات |||| تقييم |||| التقييمات |||| التقييمات |||| التقييمات |||| التقييمات',
    fields: {
      id: 'الرقم',
      product_id: 'رقم المنتج',
      product_name_ar: 'المنتج',
      product_name_en: 'المنتج',
      customer_name: 'العميل',
      rate: 'النجوم',
      comment: 'التعليق',
      is_hidden: 'الظهور',
      created_at: 'التاريخ',
      q: 'بحث',
    },
    stars:
      'لا نجوم |||| نجمة واحدة |||| نجمتان |||| %{smart_count} نجوم |||| %{smart_count} نجمة |||| %{smart_count} نجمة',
    hidden: 'مخفي',
    hide: 'إخفاء',
    show: 'إظهار',
    confirm_title: 'ظهور التقييم',
    confirm_hide: 'إخفاء هذا التقييم من المتجر؟',
    confirm_show: 'إظهار هذا التقييم في المتجر مرة أخرى؟',
    done_hide: 'تم إخفاء التقييم',
    done_show: 'تم إظهار التقييم',
  },
};
