/**
 * What a home slide and an about-page vision item share: an image, a title and a rich text in each
 * language, and a place in order. Their forms send these fields (and the API maps them alike).
 */

/** The shared fields of a record as the API takes them. */
export const orderedCardInput = (data: Record<string, unknown>) => ({
  title_ar: data.title_ar,
  title_en: data.title_en,
  description_ar: data.description_ar ?? '',
  description_en: data.description_en ?? '',
  image: data.image ?? '',
  sort_order: data.sort_order ?? 0,
});

/** The shared fields' labels, in both languages. */
export const orderedCardFields = {
  en: {
    id: 'ID',
    image: 'Image',
    title_ar: 'Title (Arabic)',
    title_en: 'Title (English)',
    description_ar: 'Text (Arabic)',
    description_en: 'Text (English)',
    sort_order: 'Order',
    q: 'Search',
  },
  ar: {
    id: 'الرقم',
    image: 'الصورة',
    title_ar: 'العنوان (عربي)',
    title_en: 'العنوان (إنجليزي)',
    description_ar: 'النص (عربي)',
    description_en: 'النص (إنجليزي)',
    sort_order: 'الترتيب',
    q: 'بحث',
  },
};
