/** The contact messages screens' texts. */
export const en = {
  messages: {
    name: 'Contact message |||| Contact messages',
    fields: {
      id: 'ID',
      first_name: 'Name',
      last_name: 'Last name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      lang: 'Language',
      handled: 'State',
      created_at: 'Received',
      q: 'Search',
    },
    handled: 'Handled',
    unhandled: 'Not handled',
    mark_handled: 'Mark handled',
    mark_unhandled: 'Mark not handled',
    confirm_title: 'Contact message',
    confirm_handled: 'Mark this message handled?',
    confirm_unhandled: 'Mark this message not handled?',
    done_handled: 'The message is marked handled',
    done_unhandled: 'The message is marked not handled',
  },
};

export const ar: typeof en = {
  messages: {
    name: 'رسائل التواصل |||| رسالة |||| رسائل التواصل |||| رسائل التواصل |||| رسائل التواصل |||| رسائل التواصل',
    fields: {
      id: 'الرقم',
      first_name: 'الاسم',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      phone: 'الجوال',
      message: 'الرسالة',
      lang: 'اللغة',
      handled: 'الحالة',
      created_at: 'تاريخ الاستلام',
      q: 'بحث',
    },
    handled: 'تمت المعالجة',
    unhandled: 'لم تعالج',
    mark_handled: 'تمييزها كمعالجة',
    mark_unhandled: 'تمييزها كغير معالجة',
    confirm_title: 'رسالة التواصل',
    confirm_handled: 'تمييز هذه الرسالة كمعالجة؟',
    confirm_unhandled: 'تمييز هذه الرسالة كغير معالجة؟',
    done_handled: 'تم تمييز الرسالة كمعالجة',
    done_unhandled: 'تم تمييز الرسالة كغير معالجة',
  },
};
