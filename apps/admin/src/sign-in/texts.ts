/**
 * The sign-in screen's texts in both languages. They are kept apart from the dashboard's
 * translations so the screen shows without loading react-admin and its dictionaries; the
 * dashboard's own `app` texts (title, language names) are read from here too.
 */
import type { AdminLang } from '../i18n/locale';

const en = {
  appTitle: 'Uniform Shop admin',
  language: 'Language',
  languages: { ar: 'العربية', en: 'English' },
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signInError: 'Authentication failed, please retry',
  required: 'Required',
  networkError: 'The server could not be reached. Check the connection and try again.',
  opening: 'Opening the dashboard…',
  retry: 'Try again',
  openFailed: 'The dashboard could not be opened. Reload the page to try again.',
  showPassword: 'Show the password',
  hidePassword: 'Hide the password',
  forgot: {
    link: 'Forgot your password?',
    title: 'Reset your password',
    help: 'Enter the email of your staff account. If it is one, we will send it a four-digit code valid for 10 minutes.',
    send: 'Send code',
    codeTitle: 'Enter the code and a new password',
    codeHelp: 'We sent a four-digit code to %{email} if it belongs to a staff account.',
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
};

export type SignInTexts = typeof en;

const ar: SignInTexts = {
  appTitle: 'إدارة متجر الزي الموحد',
  language: 'اللغة',
  languages: { ar: 'العربية', en: 'English' },
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  signInError: 'تعذّر تسجيل الدخول، حاول مرة أخرى',
  required: 'مطلوب',
  networkError: 'تعذّر الوصول إلى الخادم. تحقّق من الاتصال وحاول مرة أخرى.',
  opening: 'جارٍ فتح لوحة التحكم…',
  retry: 'أعد المحاولة',
  openFailed: 'تعذّر فتح لوحة التحكم. أعد تحميل الصفحة للمحاولة مرة أخرى.',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  forgot: {
    link: 'نسيت كلمة المرور؟',
    title: 'إعادة تعيين كلمة المرور',
    help: 'أدخل البريد الإلكتروني لحساب الموظف. إن كان حساب موظف فسنرسل إليه رمزًا من أربعة أرقام صالحًا لمدة 10 دقائق.',
    send: 'إرسال الرمز',
    codeTitle: 'أدخل الرمز وكلمة مرور جديدة',
    codeHelp: 'أرسلنا رمزًا من أربعة أرقام إلى %{email} إن كان لحساب موظف.',
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
};

export const signInTexts: Record<AdminLang, SignInTexts> = { ar, en };

/** `text` with each `%{name}` replaced by its value (the dashboard's translations use the same marks). */
export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/%\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}
