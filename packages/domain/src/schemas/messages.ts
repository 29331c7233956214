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
  'validation.tierPriceTooLarge': 'The price is too large',

  'validation.nameArRequired': 'The Arabic name is required',
  'validation.nameEnRequired': 'The English name is required',
  'validation.sizeNameRequired': 'The size name is required',
  'validation.colorCodeInvalid': 'Enter the colour as a hex code such as #1F2A44',
  'validation.imageInvalid': 'Choose an uploaded image',
  'validation.categoryRequired': 'Choose a category',
  'validation.sortOrderInvalid': 'The order must be a whole number of 0 or more',
  'validation.sortInvalid': 'This list cannot be sorted by that field',
  'validation.directionInvalid': 'The sort direction must be asc or desc',
  'validation.photosInvalid': 'The photo list is not valid',
  'validation.colorsInvalid': 'The colour list is not valid',
  'validation.sizesInvalid': 'The size list is not valid',
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
  'validation.tierPriceTooLarge': 'السعر أكبر من المسموح',

  'validation.nameArRequired': 'الاسم العربي مطلوب',
  'validation.nameEnRequired': 'الاسم الإنجليزي مطلوب',
  'validation.sizeNameRequired': 'اسم المقاس مطلوب',
  'validation.colorCodeInvalid': 'أدخل رمز اللون بالصيغة السداسية العشرية: العلامة # تليها ست خانات',
  'validation.imageInvalid': 'اختر صورة مرفوعة',
  'validation.categoryRequired': 'اختر القسم',
  'validation.sortOrderInvalid': 'يجب أن يكون الترتيب عددًا صحيحًا لا يقل عن 0',
  'validation.sortInvalid': 'لا يمكن ترتيب هذه القائمة حسب هذا الحقل',
  'validation.directionInvalid': 'اتجاه الترتيب غير صالح',
  'validation.photosInvalid': 'قائمة الصور غير صالحة',
  'validation.colorsInvalid': 'قائمة الألوان غير صالحة',
  'validation.sizesInvalid': 'قائمة المقاسات غير صالحة',
};

export type ValidationLanguage = 'ar' | 'en';

export const validationMessages: { ar: Record<string, string>; en: Record<string, string> } = { ar, en };

/** Text of a key in a language; an unknown key falls back to the generic text, never to the raw key. */
export function validationText(key: string, lang: ValidationLanguage): string {
  const table = validationMessages[lang];
  return (Object.hasOwn(table, key) ? table[key] : undefined) ?? table['validation.invalid'] ?? key;
}
