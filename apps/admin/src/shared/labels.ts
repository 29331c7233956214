/** Texts of the shared components (amounts, chips, the image upload), in both languages. */
const en = {
  shared: {
    sar: 'SAR',
    active: 'Active',
    inactive: 'Disabled',
    order_statuses: {
      pending: 'Pending',
      on_hold: 'On hold',
      processing: 'Processing',
      shipped: 'Shipped',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    payment_statuses: { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' },
    payment_methods: { 0: 'Bank transfer', 1: 'Card' },
    image_upload: {
      choose: 'Choose an image',
      replace: 'Replace the image',
      remove: 'Remove',
      uploading: 'Uploading…',
      preview: 'Preview of %{label}',
      none: 'No image yet',
    },
  },
};

const ar: typeof en = {
  shared: {
    sar: 'ر.س',
    active: 'نشط',
    inactive: 'معطّل',
    order_statuses: {
      pending: 'قيد الانتظار',
      on_hold: 'معلّق',
      processing: 'قيد التجهيز',
      shipped: 'تم الشحن',
      completed: 'مكتمل',
      cancelled: 'ملغي',
    },
    payment_statuses: { unpaid: 'غير مدفوع', paid: 'مدفوع', refunded: 'مسترد' },
    payment_methods: { 0: 'تحويل بنكي', 1: 'بطاقة' },
    image_upload: {
      choose: 'اختر صورة',
      replace: 'استبدل الصورة',
      remove: 'إزالة',
      uploading: 'جارٍ الرفع…',
      preview: 'معاينة %{label}',
      none: 'لا توجد صورة بعد',
    },
  },
};

export default { en, ar };
