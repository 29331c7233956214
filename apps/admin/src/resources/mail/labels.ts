/** The mail outbox screens' texts. */
export const en = {
  mail: {
    name: 'Email |||| Mail outbox',
    fields: {
      id: 'ID',
      to: 'To',
      kind: 'Kind',
      lang: 'Language',
      subject: 'Subject',
      status: 'Status',
      error: 'Error',
      attempts: 'Attempts',
      next_attempt_at: 'Next attempt',
      sent_at: 'Sent',
      created_at: 'Queued',
      text: 'Plain text',
      html: 'HTML',
      q: 'Search',
    },
    status: { queued: 'Queued', sent: 'Sent', failed: 'Failed', kept: 'Kept (no SMTP)' },
  },
};

export const ar: typeof en = {
  mail: {
    name: 'صندوق البريد الصادر |||| رسالة |||| صندوق البريد الصادر |||| صندوق البريد الصادر |||| صندوق البريد الصادر |||| صندوق البريد الصادر',
    fields: {
      id: 'الرقم',
      to: 'إلى',
      kind: 'النوع',
      lang: 'اللغة',
      subject: 'الموضوع',
      status: 'الحالة',
      error: 'الخطأ',
      attempts: 'المحاولات',
      next_attempt_at: 'المحاولة التالية',
      sent_at: 'أُرسل',
      created_at: 'أُضيف',
      text: 'النص',
      html: 'HTML',
      q: 'بحث',
    },
    status: { queued: 'في الانتظار', sent: 'أُرسل', failed: 'فشل', kept: 'محفوظ (بلا SMTP)' },
  },
};
