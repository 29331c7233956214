import type { MessageTable } from './table.js';

/** Addresses, coupons, orders and reviews. */
export const checkoutMessages = {
  ar: {
    'notFound.order': 'الطلب غير موجود',
    'notFound.address': 'العنوان غير موجود',

    'address.list': 'عناوينك المحفوظة',
    'address.saved': 'تم حفظ العنوان بنجاح',
    'address.updated': 'تم تحديث العنوان بنجاح',
    'address.deleted': 'تم حذف العنوان بنجاح',
    'address.countryUnknown': 'هذه الدولة غير متاحة، يرجى اختيار دولة من القائمة',
    'address.cityNotInCountry': 'هذه المدينة ليست ضمن الدولة المختارة',
    'address.areaNotInCity': 'هذا الحي ليس ضمن المدينة المختارة',

    'coupon.applied': 'تم تطبيق الكوبون بنجاح!',
    'coupon.inactive': 'هذا الكوبون غير مفعّل',
    'coupon.notStarted': 'لم يبدأ العمل بهذا الكوبون بعد',
    'coupon.expired': 'انتهت صلاحية هذا الكوبون',
    'coupon.usedUp': 'تم استخدام هذا الكوبون بالحد الأقصى المسموح',

    'order.placed': 'تم إرسال طلبك بنجاح',
    'order.list': 'طلباتك',
    'order.addressUnknown': 'يرجى اختيار أحد عناوينك المحفوظة',
    'order.nationalAddressNeeded':
      'الفاتورة الضريبية باسم منشأتك تحتاج العنوان الوطني لهذا العنوان: رقم مبنى من أربعة أرقام ورمز بريدي من خمسة أرقام. عدّل العنوان وأضفهما.',
    'order.productUnavailable': 'هذا المنتج لم يعد متاحًا',
    'order.productUnpriced': 'لا يمكن طلب هذا المنتج حاليًا لعدم توفر سعر له',
    'order.colorUnknown': 'هذا اللون غير متوفر لهذا المنتج',
    'order.sizeUnknown': 'هذا المقاس غير متوفر لهذا المنتج',
    'order.tooLarge': 'قيمة الطلب أكبر من المسموح عبر الموقع، يرجى التواصل معنا',
    'idempotency.keyInvalid': 'يجب أن يتكون مفتاح Idempotency-Key من 1 إلى 255 حرفًا مرئيًا',
    'idempotency.keyReused': 'استُخدم مفتاح Idempotency-Key هذا لطلب مختلف',

    'review.saved': 'شكرًا لك! تم حفظ تقييمك',

    'notFound.quote': 'طلب التسعير غير موجود',
    'quote.requested': 'وصلنا طلب التسعير، وسنرسل لك الأسعار قريبًا',
    'quote.list': 'طلبات التسعير',
    'quote.expired': 'انتهت صلاحية هذا العرض. اطلب تعديله ليرسل لك فريق المبيعات أسعارًا جديدة',
    'quote.alreadyAccepted': 'سبق أن طلبت هذا العرض',
    'quote.notOpen': 'لا يمكن الطلب بهذا العرض الآن',
    'quote.changesAsked': 'أرسلنا طلب التعديل إلى فريق المبيعات',
    'quote.sent': 'أُرسل عرض السعر إلى العميل',
    'quote.declined': 'رُفض طلب التسعير وأُبلغ العميل',
    'quote.everyLinePriced': 'سعّر كل منتجات الطلب',
    'quote.lineUnknown': 'هذا السطر ليس من هذا الطلب',
    'quote.validUntilPast': 'اختر اليوم أو يومًا بعده',
    'quote.closed': 'لا يمكن تعديل طلب تسعير تم طلبه أو رفضه',
  },
  en: {
    'notFound.order': 'Order not found',
    'notFound.address': 'Address not found',

    'address.list': 'Your saved addresses',
    'address.saved': 'Address saved successfully',
    'address.updated': 'Address updated successfully',
    'address.deleted': 'Address deleted successfully',
    'address.countryUnknown': 'This country is not available, please choose one from the list',
    'address.cityNotInCountry': 'This city is not in the chosen country',
    'address.areaNotInCity': 'This area is not in the chosen city',

    'coupon.applied': 'Coupon applied successfully!',
    'coupon.inactive': 'This coupon is not active',
    'coupon.notStarted': 'This coupon cannot be used yet',
    'coupon.expired': 'This coupon has expired',
    'coupon.usedUp': 'This coupon has reached its usage limit',

    'order.placed': 'Your order has been placed successfully',
    'order.list': 'Your orders',
    'order.addressUnknown': 'Please choose one of your saved addresses',
    'order.nationalAddressNeeded':
      "A tax invoice in your company's name needs this address's national address: a four-digit building number and a five-digit postal code. Edit the address to add them.",
    'order.productUnavailable': 'This product is no longer available',
    'order.productUnpriced': 'This product cannot be ordered at the moment: it has no price',
    'order.colorUnknown': 'This colour is not offered for the product',
    'order.sizeUnknown': 'This size is not offered for the product',
    'order.tooLarge': 'This order is larger than the shop accepts online, please contact us',
    'idempotency.keyInvalid': 'The Idempotency-Key header must be 1 to 255 visible characters',
    'idempotency.keyReused': 'This Idempotency-Key was already used for a different order',

    'review.saved': 'Thank you! Your review has been saved',

    'notFound.quote': 'Quote not found',
    'quote.requested': 'We have your request for a quote and will send you prices soon',
    'quote.list': 'Your quotes',
    'quote.expired': 'This quote has expired. Ask for changes and our sales team will send new prices',
    'quote.alreadyAccepted': 'You have already ordered this quote',
    'quote.notOpen': 'This quote cannot be ordered now',
    'quote.changesAsked': 'Your changes were sent to our sales team',
    'quote.sent': 'The quote was sent to the customer',
    'quote.declined': 'The request was declined and the customer told',
    'quote.everyLinePriced': 'Price every product of the request',
    'quote.lineUnknown': 'This line is not part of this quote',
    'quote.validUntilPast': 'Choose today or a later day',
    'quote.closed': 'A quote that was ordered or declined cannot be changed',
  },
} as const satisfies MessageTable;
