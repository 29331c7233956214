/**
 * The path's language (`/ar/api/…` or `/en/api/…`) decides the language of every answer, error
 * texts included. This module resolves it and holds the API's own message catalogue; validation
 * texts come from @shop/domain so the storefront and the API show the same words.
 */
import { validationMessages } from '@shop/domain';

export const languages = ['ar', 'en'] as const;
export type Lang = (typeof languages)[number];
/** Arabic is the default language (docs/product.md, Languages). */
export const defaultLang: Lang = 'ar';

const apiMessages = {
  ar: {
    ok: 'تم بنجاح',
    notFound: 'لم يتم العثور على المورد المطلوب',
    'notFound.product': 'المنتج غير موجود',
    'notFound.category': 'القسم غير موجود',
    'notFound.page': 'الصفحة غير موجودة',
    'notFound.blog': 'المقال غير موجود',
    'notFound.country': 'الدولة غير موجودة',
    'notFound.city': 'المدينة غير موجودة',
    'notFound.route': 'لم نتمكن من العثور على الصفحة التي تبحث عنها. ربما تم نقلها أو حذفها.',
    validationFailed: 'البيانات المدخلة غير صحيحة',
    badRequest: 'الطلب غير صالح',
    uriTooLong: 'رابط الطلب طويل جدًا',
    payloadTooLarge: 'حجم الطلب كبير جدًا',
    unsupportedMediaType: 'نوع المحتوى غير مدعوم',
    tooManyRequests: 'طلبات كثيرة جدًا، يرجى المحاولة لاحقًا',
    serverError: 'حدث خطأ ما',
    serviceUnavailable: 'الخدمة غير متاحة مؤقتًا، يرجى المحاولة بعد قليل',
    subscribed: 'تم الاشتراك في النشرة البريدية بنجاح',
    contactSent: 'تم إرسال الرسالة بنجاح',
  },
  en: {
    ok: 'Success',
    notFound: 'The requested resource was not found',
    'notFound.product': 'Product not found',
    'notFound.category': 'Category not found',
    'notFound.page': 'Page not found',
    'notFound.blog': 'Article not found',
    'notFound.country': 'Country not found',
    'notFound.city': 'City not found',
    'notFound.route': "We couldn't find the page you're looking for. It may have been moved or deleted.",
    validationFailed: 'The given data was invalid',
    badRequest: 'Bad request',
    uriTooLong: 'The request address is too long',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported content type',
    tooManyRequests: 'Too many requests, please try again later',
    serverError: 'An error occurred',
    serviceUnavailable: 'The service is temporarily unavailable, please try again shortly',
    subscribed: 'Subscribed to the newsletter successfully',
    contactSent: 'Message sent successfully',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof apiMessages)['en'];

/** `/en/api/...` → en, `/ar/...` → ar, anything else → the default language. */
export function langFromUrl(url: string): Lang {
  return url.startsWith('/en/') || url === '/en' ? 'en' : defaultLang;
}

/**
 * Translates an API message key or a domain validation key; unknown keys are returned as given
 * (so a schema message that is already text still reaches the client).
 */
export function translate(lang: Lang, key: string): string {
  const own = (apiMessages[lang] as Record<string, string>)[key];
  if (own !== undefined) return own;
  const validation = (validationMessages[lang] as Record<string, string> | undefined)?.[key];
  return validation ?? key;
}
