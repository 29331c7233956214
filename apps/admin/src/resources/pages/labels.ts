/** The static pages' screens' texts. */
export const en = {
  pages: {
    name: 'Page |||| Pages',
    fields: {
      id: 'ID',
      slug: 'Page',
      title_ar: 'Title (Arabic)',
      title_en: 'Title (English)',
      content_ar: 'Text (Arabic)',
      content_en: 'Text (English)',
      image: 'Image',
      updated_at: 'Last changed',
    },
    // The three pages by their fixed names; each has its own link in the storefront's footer.
    slugs: { about: 'About us', privacy: 'Privacy policy', terms: 'Terms and conditions' },
    image_help: 'Shown beside the text on the about page.',
  },
};

export const ar: typeof en = {
  pages: {
    name: 'الصفحات |||| صفحة |||| الصفحات |||| الصفحات |||| الصفحات |||| الصفحات',
    fields: {
      id: 'الرقم',
      slug: 'الصفحة',
      title_ar: 'العنوان (عربي)',
      title_en: 'العنوان (إنجليزي)',
      content_ar: 'النص (عربي)',
      content_en: 'النص (إنجليزي)',
      image: 'الصورة',
      updated_at: 'آخر تعديل',
    },
    slugs: { about: 'من نحن', privacy: 'سياسة الخصوصية', terms: 'الشروط والأحكام' },
    image_help: 'تظهر بجانب النص في صفحة من نحن.',
  },
};
