import type { MessageTable } from './table.js';

/** Staff image uploads. `{max}` is the configured limit (megabytes or megapixels). */
export const uploadMessages = {
  ar: {
    'upload.saved': 'تم رفع الصورة بنجاح',
    'upload.notAnImage': 'الملف ليس صورة بصيغة مقبولة (JPEG أو PNG أو WebP أو AVIF أو GIF)',
    'upload.tooLarge': 'حجم الصورة أكبر من {max} ميجابايت',
    'upload.tooManyPixels': 'أبعاد الصورة كبيرة جدًا: الحد الأقصى {max} ميجابكسل',
    'upload.unreadable': 'تعذّرت قراءة الصورة: الملف تالف أو غير مكتمل',
  },
  en: {
    'upload.saved': 'Image uploaded successfully',
    'upload.notAnImage': 'The file is not an image we accept (JPEG, PNG, WebP, AVIF or GIF)',
    'upload.tooLarge': 'The image is larger than {max} MB',
    'upload.tooManyPixels': 'The image has too many pixels: at most {max} megapixels',
    'upload.unreadable': 'The image could not be read: the file is damaged or incomplete',
  },
} as const satisfies MessageTable;
