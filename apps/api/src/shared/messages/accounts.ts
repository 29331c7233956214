import type { MessageTable } from './table.js';

/** Customer accounts: sign-in, sign-up, password reset, profile. */
export const accountMessages = {
  ar: {
    unauthenticated: 'يرجى تسجيل الدخول للمتابعة',
    'account.signedUp': 'تم إنشاء حسابك بنجاح',
    'account.signedIn': 'تم تسجيل الدخول بنجاح',
    'account.loggedOut': 'تم تسجيل الخروج',
    'account.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    'account.inactive': 'هذا الحساب موقوف، يرجى التواصل معنا',
    'account.emailTaken': 'البريد الإلكتروني مسجل مسبقًا',
    'account.phoneTaken': 'رقم الهاتف مسجل مسبقًا',
    'account.resetCodeSent':
      'إذا كان البريد الإلكتروني مسجلًا لدينا فقد أرسلنا إليه رمزًا من أربعة أرقام صالحًا لمدة 10 دقائق',
    'account.otpVerified': 'تم التحقق من الرمز، يمكنك الآن تعيين كلمة مرور جديدة',
    'account.otpInvalid': 'الرمز غير صحيح أو منتهي الصلاحية. بعد 5 محاولات خاطئة يجب طلب رمز جديد',
    'account.resetTokenInvalid': 'انتهت صلاحية طلب إعادة التعيين أو استُخدم من قبل، يرجى طلب رمز جديد',
    'account.passwordReset': 'تمت إعادة تعيين كلمة المرور، يرجى تسجيل الدخول',
    'account.passwordChanged': 'تم تغيير كلمة المرور بنجاح',
    'account.oldPasswordWrong': 'كلمة المرور الحالية غير صحيحة',
    'account.profileUpdated': 'تم تحديث الملف الشخصي بنجاح',
    'account.locked':
      'محاولات خاطئة كثيرة لهذا الحساب. انتظر 15 دقيقة ثم حاول مرة أخرى، أو أعد تعيين كلمة المرور',
    'account.signupCodeSent':
      'أرسلنا رسالة إلى بريدك الإلكتروني: أدخل الرمز الذي فيها لإكمال إنشاء الحساب. إن كان لهذا البريد حساب لدينا فستخبرك الرسالة بذلك',
    'account.emailCodeSent':
      'أرسلنا رمزًا من أربعة أرقام إلى البريد الإلكتروني الجديد، صالحًا لمدة 10 دقائق. لن يتغير بريدك حتى تدخله',
    'account.emailChanged': 'تم تغيير البريد الإلكتروني لحسابك',
    'account.emailChangeNeedsCode':
      'لتغيير البريد الإلكتروني استخدم "تغيير البريد الإلكتروني" مع كلمة المرور الحالية ورمز يصل إلى البريد الجديد',
    'account.emailUnchanged': 'هذا هو البريد الإلكتروني الحالي لحسابك',
  },
  en: {
    unauthenticated: 'Please sign in to continue',
    'account.signedUp': 'Your account has been created',
    'account.signedIn': 'Signed in successfully',
    'account.loggedOut': 'Logged out',
    'account.invalidCredentials': 'The email or password is incorrect',
    'account.inactive': 'This account is disabled, please contact us',
    'account.emailTaken': 'This email is already registered',
    'account.phoneTaken': 'This phone number is already registered',
    'account.resetCodeSent':
      'If this email is registered with us, we have sent it a four-digit code valid for 10 minutes',
    'account.otpVerified': 'Code verified, you can now choose a new password',
    'account.otpInvalid':
      'The code is wrong or has expired. After 5 wrong tries a new code must be requested',
    'account.resetTokenInvalid': 'This reset has expired or was already used, please request a new code',
    'account.passwordReset': 'Your password has been reset, please sign in',
    'account.passwordChanged': 'Password changed successfully',
    'account.oldPasswordWrong': 'The current password is incorrect',
    'account.profileUpdated': 'Profile updated successfully',
    'account.locked':
      'Too many failed attempts for this account. Wait 15 minutes and try again, or reset your password',
    'account.signupCodeSent':
      'We sent a message to your email: enter the code in it to finish creating your account. If this email already has an account with us, the message says so',
    'account.emailCodeSent':
      'We sent a four-digit code, valid for 10 minutes, to the new email. Your email stays as it is until you enter it',
    'account.emailChanged': 'The email of your account has been changed',
    'account.emailChangeNeedsCode':
      'To change your email, use "Change email" with your current password and a code sent to the new address',
    'account.emailUnchanged': 'This is already the email of your account',
  },
} as const satisfies MessageTable;
