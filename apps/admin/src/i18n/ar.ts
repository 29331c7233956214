/** The dashboard's own texts in Arabic. */
import customersLabels from '../resources/customers/labels';
import dashboardLabels from '../resources/dashboard/labels';
import ordersLabels from '../resources/orders/labels';
import settingsLabels from '../resources/settings/labels';
import einvoicingLabels from '../resources/einvoicing/labels';
import reportsLabels from '../resources/reports/labels';
import sharedLabels from '../shared/labels';
import accountLabels from '../account/labels';
import { signInTexts } from '../sign-in';
import layoutLabels from '../layout/labels';
import type { AdminMessages } from './en';
import * as countriesLabels from '../resources/countries/labels';
import * as citiesLabels from '../resources/cities/labels';
import * as areasLabels from '../resources/areas/labels';
import * as couponsLabels from '../resources/coupons/labels';
import * as reviewsLabels from '../resources/reviews/labels';
import * as subscribersLabels from '../resources/subscribers/labels';
import * as messagesLabels from '../resources/messages/labels';
import * as mailLabels from '../resources/mail/labels';
import * as sponsorsLabels from '../resources/sponsors/labels';
import * as blogCategoriesLabels from '../resources/blog-categories/labels';
import * as homeSectionsLabels from '../resources/home-sections/labels';
import * as categoriesLabels from '../resources/categories/labels';
import * as pagesLabels from '../resources/pages/labels';
import * as slidesLabels from '../resources/slides/labels';
import * as visionItemsLabels from '../resources/vision-items/labels';
import * as blogPostsLabels from '../resources/blog-posts/labels';
import * as colorsLabels from '../resources/colors/labels';
import * as sizesLabels from '../resources/sizes/labels';
import * as productsLabels from '../resources/products/labels';
import * as quotesLabels from '../resources/quotes/labels';

const ar: AdminMessages = {
  app: {
    title: signInTexts.ar.appTitle,
    language: signInTexts.ar.language,
    languages: signInTexts.ar.languages,
  },
  ...sharedLabels.ar,
  ...accountLabels.ar,
  ...layoutLabels.ar,
  ...dashboardLabels.ar,
  ...settingsLabels.ar,
  ...einvoicingLabels.ar,
  ...reportsLabels.ar,
  staff_roles: { owner: 'مالك', staff: 'موظف', sales: 'مبيعات', warehouse: 'مستودع', content: 'محتوى' },
  resources: {
    ...ordersLabels.ar,
    ...quotesLabels.ar,
    ...customersLabels.ar,
    staff: {
      // Arabic has six plural forms (none, one, two, few, many, other): a label asks for 2.
      name: 'الموظفون |||| موظف |||| الموظفون |||| الموظفون |||| الموظفون |||| الموظفون',
      fields: {
        id: 'الرقم',
        name: 'الاسم',
        email: 'البريد الإلكتروني',
        password: 'كلمة المرور',
        role: 'الدور',
        is_active: 'نشط',
        lang: 'اللغة',
        last_login_at: 'آخر دخول',
        created_at: 'تاريخ الإنشاء',
        q: 'بحث',
      },
      active: 'نشط',
      inactive: 'معطّل',
      never: 'لم يدخل بعد',
      password_keep: 'اتركها فارغة للإبقاء على كلمة المرور الحالية',
    },
    audit: {
      name: 'سجل التدقيق |||| سجل |||| سجل التدقيق |||| سجل التدقيق |||| سجل التدقيق |||| سجل التدقيق',
      fields: {
        id: 'الرقم',
        staff_email: 'بواسطة',
        action: 'الإجراء',
        entity: 'السجل',
        entity_id: 'السجل',
        before: 'قبل',
        after: 'بعد',
        created_at: 'الوقت',
        q: 'بحث',
      },
      nothing: 'لا شيء',
      changes: 'ما الذي تغيّر',
      filter_entity: 'نوع السجل (order، product…)',
      filter_entity_id: 'رقم السجل',
      field: 'الحقل',
      actions: {
        create: 'إنشاء',
        update: 'تعديل',
        delete: 'حذف',
        status: 'تغيير الحالة',
        'status-unpaid-override': 'شحن قبل الدفع',
        'confirm-payment': 'تأكيد التحويل',
        'reverse-payment': 'التراجع عن تأكيد التحويل',
        refund: 'استرداد',
        'einvoice-resubmit': 'إعادة إرسال الفاتورة الإلكترونية',
        password: 'تغيير كلمة المرور',
        'password-reset': 'إعادة تعيين كلمة المرور',
        enable: 'تفعيل',
        disable: 'تعطيل',
        hide: 'إخفاء',
        show: 'إظهار',
        'bulk-publish': 'نشر أو إخفاء (مجموعة)',
        'bulk-category': 'تغيير القسم (مجموعة)',
        'bulk-price': 'تغيير الأسعار (مجموعة)',
        'quote.create': 'إنشاء مسودة عرض سعر لعميل',
        'order.create': 'إنشاء طلب لعميل',
        'quote.send': 'إرسال عرض سعر',
        'quote.decline': 'رفض طلب تسعير',
      },
      entities: {
        order: 'طلب',
        product: 'منتج',
        category: 'قسم',
        color: 'لون',
        size: 'مقاس',
        customer: 'عميل',
        coupon: 'كوبون',
        staff: 'موظف',
        country: 'دولة',
        city: 'مدينة',
        area: 'حي',
        quote: 'طلب تسعير',
        review: 'تقييم',
        subscriber: 'مشترك',
        contact_message: 'رسالة تواصل',
        mail: 'بريد',
        sponsor: 'راعٍ',
        slide: 'شريحة',
        page: 'صفحة',
        blog_post: 'مقالة',
        blog_category: 'تصنيف مدونة',
        home_section: 'قسم الرئيسية',
        vision_item: 'عنصر رؤية',
        settings: 'الإعدادات',
        einvoicing: 'الفوترة الإلكترونية',
      },
    },
    ...countriesLabels.ar,
    ...citiesLabels.ar,
    ...areasLabels.ar,
    ...couponsLabels.ar,
    ...reviewsLabels.ar,
    ...subscribersLabels.ar,
    ...messagesLabels.ar,
    ...mailLabels.ar,
    ...sponsorsLabels.ar,
    ...blogCategoriesLabels.ar,
    ...homeSectionsLabels.ar,
    ...categoriesLabels.ar,
    ...pagesLabels.ar,
    ...slidesLabels.ar,
    ...visionItemsLabels.ar,
    ...blogPostsLabels.ar,
    ...colorsLabels.ar,
    ...sizesLabels.ar,
    ...productsLabels.ar,
  },
};

export default ar;
