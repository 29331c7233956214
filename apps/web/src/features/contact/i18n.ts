import type { FeatureTexts } from '../../shared/i18n';

const texts: FeatureTexts = {
  ar: {
    contact: {
      title: 'تواصل معنا',
      description: 'تواصل مع فريق المبيعات لطلبات التسعير والكميات والاستفسارات.',
      formTitle: 'أرسل لنا رسالتك',
      formText: 'يسعدنا الرد على استفساراتكم وطلبات التسعير للكميات خلال يوم عمل واحد.',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        phone: 'رقم الجوال',
        message: 'نص الرسالة',
      },
      send: 'إرسال الرسالة',
      sending: 'جارٍ الإرسال…',
      sent: 'تم إرسال رسالتك بنجاح',
      failed: 'تعذّر إرسال الرسالة، يُرجى المحاولة لاحقًا.',
      detailsTitle: 'بيانات التواصل',
      details: {
        phone: 'الهاتف',
        email: 'البريد الإلكتروني',
        whatsapp: 'واتساب',
        address: 'العنوان',
        hours: 'ساعات العمل',
        hoursValue: 'من الأحد إلى الخميس، 9 صباحًا – 6 مساءً',
      },
    },
  },
  en: {
    contact: {
      title: 'Contact Us',
      description: 'Contact our sales team for quotes, bulk orders and questions.',
      formTitle: 'Send us a message',
      formText: 'We are happy to answer your questions and bulk quote requests within one business day.',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phone: 'Phone',
        message: 'Message',
      },
      send: 'Send message',
      sending: 'Sending…',
      sent: 'Message sent successfully',
      failed: 'Failed to send message. Please try again later.',
      detailsTitle: 'Contact details',
      details: {
        phone: 'Phone',
        email: 'Email',
        whatsapp: 'WhatsApp',
        address: 'Address',
        hours: 'Working hours',
        hoursValue: 'Sunday to Thursday, 9 am – 6 pm',
      },
    },
  },
};

export default texts;
