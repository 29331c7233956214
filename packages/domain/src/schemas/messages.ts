/**
 * Texts for every validation message key used by the schemas. Schemas carry keys, never
 * sentences: the API translates 422 field errors with this table in the path's language, and the
 * storefront merges it into its i18next resources under the same flat dotted keys.
 *
 * `en` defines the key set; `ar` is typed against it, so a key missing in either language fails
 * the type check (and the messages test).
 *
 * Where the storefront shows the same rule as a toast (the quantity range on add to cart, a
 * refused coupon), the text here is the storefront's word for word, so a 422 from the server
 * reads exactly like the client's own check.
 */
const en = {
  'validation.invalid': 'Invalid value',
  'validation.tooLong': 'This field is too long',
  'validation.invalidCharacters': 'This field contains characters that are not allowed',

  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Invalid email address',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordMin': 'Password must be at least 8 characters',
  'validation.staffNameRequired': 'Name is required',
  'validation.roleInvalid': 'Choose the role: owner or staff',
  'validation.langInvalid': 'Choose Arabic or English',
  'validation.dateInvalid': 'Enter a date as YYYY-MM-DD',
  'validation.orderStatusInvalid': 'Choose a status of the workflow',
  'validation.nameArRequired': 'The Arabic name is required',
  'validation.nameEnRequired': 'The English name is required',
  'validation.amountInvalid': 'Enter an amount of 0 or more with at most 2 decimals',
  'validation.percentInvalid': 'Enter a percentage from 0 to 100 with at most 2 decimals',
  'validation.countryCodeInvalid': 'Enter the two-letter country code (SA)',
  'validation.couponCodeInvalid': 'Use 3 to 32 letters, digits, dashes or underscores',
  'validation.couponTypeInvalid': 'Choose a fixed amount or a percentage',
  'validation.dateTimeInvalid': 'Enter a valid date and time',
  'validation.endsBeforeStart': 'The end must come after the start',
  'validation.usageLimitInvalid': 'Enter a whole number of 1 or more, or leave it empty for no limit',
  'validation.sortOrderInvalid': 'Enter a whole number',
  'validation.appNameRequired': 'The shop name is required in both languages',
  'validation.urlInvalid': 'Enter a full link starting with https://',
  'validation.mediaUrlInvalid': 'Upload the image again: this is not one of the shop’s images',
  'validation.chatNumberInvalid': 'Enter the WhatsApp number in international form, digits only (9665…)',
  'validation.taxInvalid': 'Enter the VAT rate as a percentage from 0 to 100',
  'validation.ibanInvalid': 'Enter a valid Saudi IBAN (SA followed by 22 digits)',
  'validation.sellerVatRequired': 'A tax invoice needs the seller’s VAT number',
  'validation.imageRequired': 'Upload an image',
  'validation.productIdsInvalid': 'Choose up to 48 different products',
  'validation.fnameRequired': 'First name is required',
  'validation.lnameRequired': 'Last name is required',
  'validation.usernameRequired': 'Please enter your first and last name',
  'validation.phoneRequired': 'Phone number is required',
  'validation.phoneInvalid': 'Phone number must be 10 to 11 digits',
  'validation.vatNumberInvalid': 'A VAT number has 15 digits and starts and ends with 3',

  'validation.oldPasswordRequired': 'Current password is required',
  'validation.passwordConfirmationRequired': 'Please confirm the new password',
  'validation.passwordMismatch': 'Password confirmation does not match',
  'validation.otpErrorRequired': 'Verification code is required',
  'validation.otpErrorLength': 'The code must be exactly 4 digits',
  'validation.newPasswordRequired': 'New password is required',
  'validation.confirmPasswordRequired': 'Please confirm the new password',
  'validation.passwordsMustMatch': 'Passwords must match',
  'validation.tokenRequired': 'This reset link is no longer valid. Please request a new code',

  'validation.NameRequired': 'Name is required',
  'validation.CountryRequired': 'Country is required',
  'validation.CityRequired': 'City is required',
  'validation.AreaRequired': 'Area is required',
  'validation.BuildingRequired': 'Building is required',
  'validation.FloorRequired': 'Floor is required',
  'validation.ApartmentRequired': 'Apartment is required',
  'validation.AddressRequired': 'Address is required',

  'validation.ratingRequired': 'Please select a rating',
  'validation.commentRequired': 'Please share your thoughts about the product',
  'validation.messageRequired': 'Message is required',
  'validation.couponRequired': 'Please enter a coupon code',
  'validation.couponInvalid': 'Invalid coupon code. Please try again.!',

  'validation.idInvalid': 'Invalid identifier',
  'validation.pageInvalid': 'Invalid page number',
  'validation.perPageInvalid': 'Items per page must be between 1 and 100',
  'validation.flagInvalid': 'Filter value must be 0 or 1',
  'validation.avgRateInvalid': 'Rating filter must be between 1 and 5',

  'validation.paymentMethodInvalid': 'Please choose a payment method',
  'validation.addressIdRequired': 'Please choose a delivery address',
  'validation.productRequired': 'Product is required',
  'validation.productsRequired': 'Please add at least one product with a quantity',
  'validation.productsInvalid': 'The product list is not valid',
  'validation.colorRequired': 'Colour is required',
  'validation.sizeRequired': 'Size is required',
  'validation.quantityInvalid': 'Quantity must be a whole number, 0 or more',
  'validation.duplicateProduct': 'This product appears more than once',
  'validation.duplicateColor': 'This colour appears more than once for the product',
  'validation.duplicateSize': 'This size appears more than once for the colour',
  'validation.lowerQuantity': 'the quantity is lower than range',
  'validation.largerQuantity': 'the quantity is larger than range',

  'validation.tiersRequired': 'Add at least one price tier',
  'validation.tierFromInvalid': 'The starting quantity must be a whole number of 1 or more',
  'validation.tierToInvalid': 'The ending quantity must be a whole number of 1 or more',
  'validation.tierFromAfterTo': 'The starting quantity cannot be greater than the ending quantity',
  'validation.tierOverlap': 'This tier overlaps the previous one',
  'validation.tierGap': 'This tier must start right after the previous one ends',
  'validation.tierPriceInvalid': 'Enter a price greater than 0 with at most 2 decimals',
} as const;

export type ValidationKey = keyof typeof en;

const ar: Record<ValidationKey, string> = {
  'validation.invalid': 'قيمة غير صالحة',
  'validation.tooLong': 'هذا الحقل أطول من المسموح',
  'validation.invalidCharacters': 'يحتوي هذا الحقل على أحرف غير مسموح بها',

  'validation.emailRequired': 'البريد الإلكتروني مطلوب',
  'validation.emailInvalid': 'البريد الإلكتروني غير صالح',
  'validation.passwordRequired': 'كلمة المرور مطلوبة',
  'validation.passwordMin': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'validation.staffNameRequired': 'الاسم مطلوب',
  'validation.roleInvalid': 'اختر الدور: مالك أو موظف',
  'validation.langInvalid': 'اختر العربية أو الإنجليزية',
  'validation.dateInvalid': 'أدخل التاريخ بالصيغة YYYY-MM-DD',
  'validation.orderStatusInvalid': 'اختر حالة من حالات الطلب',
  'validation.nameArRequired': 'الاسم بالعربية مطلوب',
  'validation.nameEnRequired': 'الاسم بالإنجليزية مطلوب',
  'validation.amountInvalid': 'أدخل مبلغًا من 0 فأكثر بخانتين عشريتين على الأكثر',
  'validation.percentInvalid': 'أدخل نسبة من 0 إلى 100 بخانتين عشريتين على الأكثر',
  'validation.countryCodeInvalid': 'أدخل رمز الدولة من حرفين (SA)',
  'validation.couponCodeInvalid': 'استخدم من 3 إلى 32 حرفًا أو رقمًا أو شرطة',
  'validation.couponTypeInvalid': 'اختر مبلغًا ثابتًا أو نسبة مئوية',
  'validation.dateTimeInvalid': 'أدخل تاريخًا ووقتًا صحيحين',
  'validation.endsBeforeStart': 'يجب أن يكون الانتهاء بعد البداية',
  'validation.usageLimitInvalid': 'أدخل عددًا صحيحًا من 1 فأكثر، أو اتركه فارغًا دون حد',
  'validation.sortOrderInvalid': 'أدخل عددًا صحيحًا',
  'validation.appNameRequired': 'اسم المتجر مطلوب باللغتين',
  'validation.urlInvalid': 'أدخل رابطًا كاملًا يبدأ بـ https://',
  'validation.mediaUrlInvalid': 'ارفع الصورة مرة أخرى: هذه ليست من صور المتجر',
  'validation.chatNumberInvalid': 'أدخل رقم واتساب بالصيغة الدولية، أرقامًا فقط (9665…)',
  'validation.taxInvalid': 'أدخل نسبة ضريبة القيمة المضافة من 0 إلى 100',
  'validation.ibanInvalid': 'أدخل رقم آيبان سعوديًا صحيحًا (SA يليه 22 رقمًا)',
  'validation.sellerVatRequired': 'الفاتورة الضريبية تحتاج الرقم الضريبي للبائع',
  'validation.imageRequired': 'ارفع صورة',
  'validation.productIdsInvalid': 'اختر 48 منتجًا مختلفًا على الأكثر',
  'validation.fnameRequired': 'الاسم الأول مطلوب',
  'validation.lnameRequired': 'اسم العائلة مطلوب',
  'validation.usernameRequired': 'يرجى إدخال الاسم الأول واسم العائلة',
  'validation.phoneRequired': 'رقم الجوال مطلوب',
  'validation.phoneInvalid': 'يجب أن يتكون رقم الجوال من 10 إلى 11 رقمًا',
  'validation.vatNumberInvalid': 'الرقم الضريبي 15 رقمًا يبدأ وينتهي بالرقم 3',

  'validation.oldPasswordRequired': 'كلمة المرور الحالية مطلوبة',
  'validation.passwordConfirmationRequired': 'يرجى تأكيد كلمة المرور الجديدة',
  'validation.passwordMismatch': 'تأكيد كلمة المرور غير مطابق',
  'validation.otpErrorRequired': 'رمز التحقق مطلوب',
  'validation.otpErrorLength': 'يجب أن يتكون الرمز من 4 أرقام بالضبط',
  'validation.newPasswordRequired': 'كلمة المرور الجديدة مطلوبة',
  'validation.confirmPasswordRequired': 'يرجى تأكيد كلمة المرور الجديدة',
  'validation.passwordsMustMatch': 'يجب أن تتطابق كلمتا المرور',
  'validation.tokenRequired': 'لم يعد رابط إعادة التعيين صالحًا. يرجى طلب رمز جديد',

  'validation.NameRequired': 'الاسم مطلوب',
  'validation.CountryRequired': 'الدولة مطلوبة',
  'validation.CityRequired': 'المدينة مطلوبة',
  'validation.AreaRequired': 'الحي مطلوب',
  'validation.BuildingRequired': 'رقم المبنى مطلوب',
  'validation.FloorRequired': 'الطابق مطلوب',
  'validation.ApartmentRequired': 'رقم الشقة مطلوب',
  'validation.AddressRequired': 'العنوان مطلوب',

  'validation.ratingRequired': 'يرجى اختيار التقييم',
  'validation.commentRequired': 'يرجى مشاركة رأيك في المنتج',
  'validation.messageRequired': 'الرسالة مطلوبة',
  'validation.couponRequired': 'يرجى إدخال كوبون الخصم',
  'validation.couponInvalid': 'كوبون الخصم غير صالح. يرجى المحاولة مرة أخرى.',

  'validation.idInvalid': 'معرّف غير صالح',
  'validation.pageInvalid': 'رقم الصفحة غير صالح',
  'validation.perPageInvalid': 'يجب أن يكون عدد العناصر في الصفحة بين 1 و100',
  'validation.flagInvalid': 'يجب أن تكون قيمة التصفية 0 أو 1',
  'validation.avgRateInvalid': 'يجب أن يكون تقييم التصفية بين 1 و5',

  'validation.paymentMethodInvalid': 'يرجى اختيار طريقة الدفع',
  'validation.addressIdRequired': 'يرجى اختيار عنوان التوصيل',
  'validation.productRequired': 'المنتج مطلوب',
  'validation.productsRequired': 'يرجى إضافة منتج واحد على الأقل مع تحديد الكمية',
  'validation.productsInvalid': 'قائمة المنتجات غير صالحة',
  'validation.colorRequired': 'اللون مطلوب',
  'validation.sizeRequired': 'المقاس مطلوب',
  'validation.quantityInvalid': 'يجب أن تكون الكمية عددًا صحيحًا لا يقل عن 0',
  'validation.duplicateProduct': 'هذا المنتج مكرر في الطلب',
  'validation.duplicateColor': 'هذا اللون مكرر لنفس المنتج',
  'validation.duplicateSize': 'هذا المقاس مكرر لنفس اللون',
  'validation.lowerQuantity': 'الكمية أقل من الحد الأدنى المسموح',
  'validation.largerQuantity': 'الكمية أكبر من الحد الأقصى المسموح',

  'validation.tiersRequired': 'أضف شريحة سعر واحدة على الأقل',
  'validation.tierFromInvalid': 'يجب أن تكون كمية البداية عددًا صحيحًا لا يقل عن 1',
  'validation.tierToInvalid': 'يجب أن تكون كمية النهاية عددًا صحيحًا لا يقل عن 1',
  'validation.tierFromAfterTo': 'لا يمكن أن تكون كمية البداية أكبر من كمية النهاية',
  'validation.tierOverlap': 'هذه الشريحة تتداخل مع الشريحة السابقة',
  'validation.tierGap': 'يجب أن تبدأ هذه الشريحة مباشرة بعد نهاية الشريحة السابقة',
  'validation.tierPriceInvalid': 'أدخل سعرًا أكبر من 0 بخانتين عشريتين على الأكثر',
};

export type ValidationLanguage = 'ar' | 'en';

export const validationMessages: { ar: Record<string, string>; en: Record<string, string> } = { ar, en };

/** Text of a key in a language; an unknown key falls back to the generic text, never to the raw key. */
export function validationText(key: string, lang: ValidationLanguage): string {
  const table = validationMessages[lang];
  return (Object.hasOwn(table, key) ? table[key] : undefined) ?? table['validation.invalid'] ?? key;
}
