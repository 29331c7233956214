/** Texts of the shared components (amounts, chips, the image upload), in both languages. */
import { ORDER_STATUS_TEXT } from '@shop/domain';

const en = {
  shared: {
    sar: 'SAR',
    riyadh_time_chosen: '%{time}, Riyadh time',
    active: 'Active',
    inactive: 'Disabled',
    // The workflow's own names, as the storefront and the mails say them.
    order_statuses: ORDER_STATUS_TEXT.en,
    payment_statuses: { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' },
    payment_methods: { 0: 'Bank transfer', 1: 'Card' },
    address: {
      building: 'Building %{value}',
      floor: 'floor %{value}',
      apartment: 'apartment %{value}',
      postal_code: 'Postal code %{value}',
      additional_number: 'additional number %{value}',
      short_address: 'short address %{value}',
      receiver: 'Receiver',
    },
    artwork: {
      label: 'Logo',
      open: 'Open the logo file',
      preview: 'Logo preview',
      pdf: 'PDF',
      placements: {
        chest_left: 'Left chest',
        chest_right: 'Right chest',
        back: 'Back',
        sleeve: 'Sleeve',
      },
    },
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
    riyadh_time_chosen: '%{time} بتوقيت الرياض',
    active: 'نشط',
    inactive: 'معطّل',
    order_statuses: ORDER_STATUS_TEXT.ar,
    payment_statuses: { unpaid: 'غير مدفوع', paid: 'مدفوع', refunded: 'مسترد' },
    payment_methods: { 0: 'تحويل بنكي', 1: 'بطاقة' },
    address: {
      building: 'مبنى %{value}',
      floor: 'طابق %{value}',
      apartment: 'شقة %{value}',
      postal_code: 'الرمز البريدي %{value}',
      additional_number: 'الرقم الإضافي %{value}',
      short_address: 'العنوان المختصر %{value}',
      receiver: 'المستلم',
    },
    artwork: {
      label: 'الشعار',
      open: 'فتح ملف الشعار',
      preview: 'معاينة الشعار',
      pdf: 'PDF',
      placements: {
        chest_left: 'الصدر يسارًا',
        chest_right: 'الصدر يمينًا',
        back: 'الظهر',
        sleeve: 'الكم',
      },
    },
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
