/** The staff member's own account page (password change), in both languages. */
const en = {
  account: {
    menu_password: 'Change my password',
    password_title: 'Change my password',
    password_help: 'Your other devices are signed out when the password changes; this one stays signed in.',
    password_save: 'Change password',
    fields: {
      old_password: 'Current password',
      password: 'New password',
      password_confirmation: 'New password again',
    },
  },
};

const ar: typeof en = {
  account: {
    menu_password: 'تغيير كلمة المرور',
    password_title: 'تغيير كلمة المرور',
    password_help: 'عند تغيير كلمة المرور يُسجَّل خروجك من أجهزتك الأخرى، ويبقى هذا الجهاز متصلًا.',
    password_save: 'تغيير كلمة المرور',
    fields: {
      old_password: 'كلمة المرور الحالية',
      password: 'كلمة المرور الجديدة',
      password_confirmation: 'أعد كتابة كلمة المرور الجديدة',
    },
  },
};

export default { en, ar };
