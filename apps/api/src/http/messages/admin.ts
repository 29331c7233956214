import type { MessageTable } from './table.js';

/** The staff API: sign-in, roles, staff accounts. */
export const adminMessages = {
  ar: {
    'admin.signedIn': 'تم تسجيل الدخول إلى لوحة التحكم',
    'admin.signedOut': 'تم تسجيل الخروج',
    'admin.unauthenticated': 'انتهت الجلسة، يرجى تسجيل الدخول إلى لوحة التحكم',
    'admin.forbidden': 'ليست لديك صلاحية لهذا القسم',
    'admin.csrf': 'انتهت صلاحية الصفحة، يرجى تحديثها والمحاولة مرة أخرى',
    'admin.jsonRequired': 'يجب إرسال البيانات بصيغة JSON',
    'admin.saved': 'تم الحفظ',
    'admin.created': 'تمت الإضافة',
    'admin.deleted': 'تم الحذف',
    'admin.preferencesSaved': 'تم حفظ اللغة',
    'admin.passwordChanged': 'تم تغيير كلمة المرور',
    'admin.staffEmailTaken': 'هذا البريد الإلكتروني مستخدم لحساب موظف آخر',
    'admin.lastOwner': 'يجب أن يبقى مالك واحد نشط على الأقل',
    'admin.notSelf': 'لا يمكنك حذف حسابك أو إيقافه أو تغيير دورك بنفسك',
    'notFound.staff': 'حساب الموظف غير موجود',
  },
  en: {
    'admin.signedIn': 'Signed in to the dashboard',
    'admin.signedOut': 'Signed out',
    'admin.unauthenticated': 'Your session has ended, please sign in to the dashboard',
    'admin.forbidden': 'You do not have access to this section',
    'admin.csrf': 'This page has expired, please reload it and try again',
    'admin.jsonRequired': 'Send the data as JSON',
    'admin.saved': 'Saved',
    'admin.created': 'Added',
    'admin.deleted': 'Deleted',
    'admin.preferencesSaved': 'Language saved',
    'admin.passwordChanged': 'Password changed',
    'admin.staffEmailTaken': 'Another staff account uses this email',
    'admin.lastOwner': 'At least one active owner must remain',
    'admin.notSelf': 'You cannot delete or disable your own account or change your own role',
    'notFound.staff': 'Staff account not found',
  },
} satisfies MessageTable;
