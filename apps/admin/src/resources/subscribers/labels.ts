/** The newsletter subscribers screen's texts. */
export const en = {
  subscribers: {
    name: 'Subscriber |||| Newsletter subscribers',
    fields: { id: 'ID', email: 'Email', lang: 'Language', created_at: 'Subscribed', q: 'Search' },
    export_csv: 'Export CSV',
    export_file: 'newsletter-subscribers',
  },
};

export const ar: typeof en = {
  subscribers: {
    name: 'مشتركو النشرة |||| مشترك |||| مشتركو النشرة |||| مشتركو النشرة |||| مشتركو النشرة |||| مشتركو النشرة',
    fields: {
      id: 'الرقم',
      email: 'البريد الإلكتروني',
      lang: 'اللغة',
      created_at: 'تاريخ الاشتراك',
      q: 'بحث',
    },
    export_csv: 'تصدير CSV',
    export_file: 'مشتركو-النشرة',
  },
};
