/** The staff member's own account page (password change), in both languages. */
const en = {
  account: {
    menu_password: 'Change my password',
    password_title: 'Change my password',
    password_help:
      'Your other devices are signed out when the password changes; this one stays signed in.',
    password_save: 'Change password',
    fields: {
      old_password: 'Current password',
      password: 'New password',
      password_confirmation: 'New password again',
    },
    forgot: {
      link: 'Forgot your password?',
      title: 'Reset your password',
      help: 'Enter the email of your staff account. If it is one, we will send it a four-digit code valid for 10 minutes.',
      send: 'Send code',
      code_title: 'Enter the code and a new password',
      code_help: 'We sent a four-digit code to %{email} if it belongs to a staff account.',
      fields: {
        email: 'Email',
        otp: 'Code (4 digits)',
        new_password: 'New password (8 characters or more)',
        confirmPassword: 'New password again',
      },
      save: 'Set the new password',
      resend: 'Send a new code',
      back: 'Back to sign-in',
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
    forgot: {
      link: 'نسيت كلمة المرور؟',
      title: 'إعادة تعيين كلمة المرور',
      help: 'أدخل البريد الإلكتروني لحساب الموظف. إن كان حساب موظف فسنرسل إليه رمزًا من أربعة أرقام صالحًا لمدة 10 دقائق.',
      send: 'إرسال الرمز',
      code_title: 'أدخل الرمز وكلمة مرور جديدة',
      code_help: 'أرسلنا رمزًا من أربعة أرقام إلى %{email} إن كان لحساب موظف.',
      fields: {
        email: 'البريد الإلكتروني',
        otp: 'الرمز (4 أرقام)',
        new_password: 'كلمة المرور الجديدة (8 أحرف على الأقل)',
        confirmPassword: 'أعد كتابة كلمة المرور الجديدة',
      },
      save: 'تعيين كلمة المرور الجديدة',
      resend: 'إرسال رمز جديد',
      back: 'العودة إلى تسجيل الدخول',
    },
  },
};

export default { en, ar };
