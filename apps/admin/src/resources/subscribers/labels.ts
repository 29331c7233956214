/** The newsletter subscribers screen's texts. */
export const en = {
  subscribers: {
    name: 'Subscriber |||| Newsletter subscribers',
    fields: { id: 'ID', email: 'Email', lang: 'Language', created_at: 'Subscribed', q: 'Search' },
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
  },
};
