/**
 * The shop's mails in Arabic and English, each as HTML and plain text. The HTML uses inline styles
 * only (mail clients drop style sheets), writes Arabic right to left, and escapes every value, so
 * a customer's name can never become markup in a mail.
 */
import { escapeHtml } from '../../shared/html.js';
import { formatMoney, ORDER_STATUS_TEXT, type OrderStatus } from '@shop/domain';
import type { Lang } from '../../shared/i18n.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export { escapeHtml };

/** The fixed words of the mails; values are filled in by the functions below. */
const words = {
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    resetSubject: 'رمز إعادة تعيين كلمة المرور',
    resetIntro: 'رمز إعادة تعيين كلمة المرور الخاص بك هو:',
    resetValidity: (minutes: number) => `الرمز صالح لمدة ${minutes} دقائق ولخمس محاولات.`,
    resetIgnore: 'إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
    welcomeSubject: (shop: string) => `مرحبًا بك في ${shop}`,
    welcomeBody: (shop: string) =>
      `تم إنشاء حسابك في ${shop}. يمكنك الآن حفظ عناوينك وإتمام الطلبات ومتابعتها وطباعة فواتيرها.`,
    orderPlacedSubject: (code: string) => `تم استلام طلبك ${code}`,
    orderPlacedBody: 'شكرًا لطلبك. سنبدأ بتجهيزه ونبلغك بكل تغيير في حالته.',
    orderCode: 'رقم الطلب',
    orderTotal: 'الإجمالي',
    currency: 'ر.س',
    viewBill: 'عرض الفاتورة',
    orderStatusSubject: (code: string, status: string) => `طلبك ${code}: ${status}`,
    orderStatusBody: 'تغيرت حالة طلبك.',
    newStatus: 'الحالة الجديدة',
    artworkApprovedSubject: (code: string) => `اعتمدنا شعار طلبك ${code}`,
    artworkApprovedBody: 'راجعنا الشعار واعتمدناه، وسنبدأ تجهيز طلبك.',
    artworkChangesSubject: (code: string) => `نحتاج تعديلًا على شعار طلبك ${code}`,
    artworkChangesBody:
      'راجعنا الشعار ونحتاج تعديلًا عليه قبل التجهيز. أرسل لنا الشعار المعدّل بالرد على هذه الرسالة.',
    artworkChange: 'المطلوب تعديله',
    amountToTransfer: 'المبلغ المطلوب تحويله',
    bankName: 'البنك',
    iban: 'الآيبان',
    bankAccount: 'رقم الحساب',
    transferBody: (code: string) =>
      `حوّل المبلغ إلى الحساب أدناه واذكر رقم الطلب ${code}، ثم ارفع إيصال التحويل من صفحة الفاتورة لنؤكد الدفع أسرع.`,
    paymentReceivedSubject: (code: string) => `استلمنا دفعتك للطلب ${code}`,
    paymentReceivedBody: 'شكرًا لك، وصلنا مبلغ طلبك وسجّلناه على الفاتورة.',
    amountReceived: 'المبلغ المستلم',
    paymentRefundedSubject: (code: string) => `استرداد مبلغ من الطلب ${code}`,
    paymentRefundedBody:
      'أعدنا إليك مبلغًا من طلبك بالطريقة التي دفعت بها؛ قد يستغرق ظهوره في حسابك بضعة أيام عمل.',
    amountRefunded: 'المبلغ المسترد',
    signature: (shop: string) => `فريق ${shop}`,
    staffResetSubject: (shop: string) => `رمز إعادة تعيين كلمة مرور لوحة تحكم ${shop}`,
    staffResetIntro: 'رمز إعادة تعيين كلمة مرور حسابك في لوحة التحكم هو:',
    signupSubject: (shop: string) => `رمز تأكيد حسابك الجديد في ${shop}`,
    signupIntro: 'لإكمال إنشاء حسابك أدخل هذا الرمز في صفحة التسجيل:',
    signupIgnore: 'إذا لم تطلب إنشاء حساب فتجاهل هذه الرسالة، ولن يُنشأ أي حساب.',
    existsSubject: (shop: string) => `لديك حساب في ${shop} بالفعل`,
    existsSignup: (shop: string) =>
      `طلب أحدهم إنشاء حساب جديد في ${shop} بهذا البريد الإلكتروني، لكن لهذا البريد حساب لدينا بالفعل، فلم يُنشأ حساب جديد.`,
    existsEmailChange: (shop: string) =>
      `طلب أحدهم نقل حساب آخر في ${shop} إلى هذا البريد الإلكتروني، لكن لهذا البريد حساب لدينا بالفعل، فلم يتغير شيء.`,
    existsWhatNow: 'إن كنت أنت، فسجّل الدخول بحسابك الحالي، أو أعد تعيين كلمة المرور إن نسيتها:',
    signIn: 'تسجيل الدخول',
    resetPassword: 'إعادة تعيين كلمة المرور',
    existsIgnore: 'إن لم تكن أنت فتجاهل هذه الرسالة، فحسابك كما هو.',
    emailCodeSubject: (shop: string) => `رمز تأكيد بريدك الإلكتروني الجديد في ${shop}`,
    emailCodeIntro: 'لتأكيد هذا البريد الإلكتروني الجديد لحسابك أدخل هذا الرمز في صفحة الملف الشخصي:',
    emailCodeIgnore: 'إذا لم تطلب تغيير البريد الإلكتروني فتجاهل هذه الرسالة، ولن يتغير شيء.',
    emailChangedSubject: (shop: string) => `تغيّر البريد الإلكتروني لحسابك في ${shop}`,
    emailChangedBody: (email: string) =>
      `تم تغيير البريد الإلكتروني لحسابك إلى ${email}. من الآن تصل رسائلنا إليه.`,
    emailChangedWarn: 'إن لم تكن أنت من غيّره، فتواصل معنا فورًا.',
    lockedSubject: (email: string) => `تم إيقاف حساب الموظف ${email} مؤقتًا`,
    lockedBody: (email: string, minutes: number) =>
      `تجاوزت محاولات تسجيل الدخول الخاطئة إلى حساب الموظف ${email} الحد المسموح، فأوقفنا تسجيل الدخول إليه لمدة ${minutes} دقيقة.`,
    lockedAdvice:
      'إن لم يكن الموظف هو من حاول، فقد يحاول أحدهم تخمين كلمة المرور: تحقق من الأمر، وغيّر كلمة مرور الحساب أو أوقفه من صفحة الموظفين.',
    openDashboard: 'فتح لوحة التحكم',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    resetSubject: 'Your password reset code',
    resetIntro: 'Your password reset code is:',
    resetValidity: (minutes: number) => `The code is valid for ${minutes} minutes and five tries.`,
    resetIgnore:
      'If you did not ask to reset your password, ignore this email; your password stays as it is.',
    welcomeSubject: (shop: string) => `Welcome to ${shop}`,
    welcomeBody: (shop: string) =>
      `Your ${shop} account is ready. You can now save your addresses, place and follow orders and print their bills.`,
    orderPlacedSubject: (code: string) => `We received your order ${code}`,
    orderPlacedBody:
      'Thank you for your order. We will prepare it and tell you about every change of its status.',
    orderCode: 'Order number',
    orderTotal: 'Total',
    currency: 'SAR',
    viewBill: 'View the bill',
    orderStatusSubject: (code: string, status: string) => `Your order ${code}: ${status}`,
    orderStatusBody: 'The status of your order has changed.',
    newStatus: 'New status',
    artworkApprovedSubject: (code: string) => `We approved the logo of your order ${code}`,
    artworkApprovedBody: 'We checked your logo and approved it; production of your order starts now.',
    artworkChangesSubject: (code: string) => `The logo of your order ${code} needs a change`,
    artworkChangesBody:
      'We checked your logo and it needs a change before production. Reply to this mail with the changed logo.',
    artworkChange: 'What to change',
    amountToTransfer: 'Amount to transfer',
    bankName: 'Bank',
    iban: 'IBAN',
    bankAccount: 'Account number',
    transferBody: (code: string) =>
      `Transfer the amount to the account below, mentioning order ${code}, then upload the transfer receipt from the bill page so we can confirm your payment sooner.`,
    paymentReceivedSubject: (code: string) => `We received your payment for order ${code}`,
    paymentReceivedBody: 'Thank you: the money for your order has arrived and is recorded on its bill.',
    amountReceived: 'Amount received',
    paymentRefundedSubject: (code: string) => `A refund from your order ${code}`,
    paymentRefundedBody:
      'We have given back an amount of your order the way you paid it; it may take a few working days to show in your account.',
    amountRefunded: 'Amount refunded',
    signature: (shop: string) => `The ${shop} team`,
    staffResetSubject: (shop: string) => `Your ${shop} dashboard password reset code`,
    staffResetIntro: 'The code to reset the password of your dashboard account is:',
    signupSubject: (shop: string) => `The code to confirm your new ${shop} account`,
    signupIntro: 'To finish creating your account, enter this code on the sign-up page:',
    signupIgnore: 'If you did not ask to create an account, ignore this email; no account will be created.',
    existsSubject: (shop: string) => `You already have a ${shop} account`,
    existsSignup: (shop: string) =>
      `Someone asked to create a new ${shop} account with this email, but this email already has an account with us, so no new account was created.`,
    existsEmailChange: (shop: string) =>
      `Someone asked to move another ${shop} account to this email, but this email already has an account with us, so nothing changed.`,
    existsWhatNow:
      'If it was you, sign in with your existing account, or reset your password if you forgot it:',
    signIn: 'Sign in',
    resetPassword: 'Reset your password',
    existsIgnore: 'If it was not you, ignore this email; your account stays as it is.',
    emailCodeSubject: (shop: string) => `The code to confirm your new ${shop} email`,
    emailCodeIntro: 'To confirm this new email for your account, enter this code on your profile page:',
    emailCodeIgnore: 'If you did not ask to change your email, ignore this message; nothing will change.',
    emailChangedSubject: (shop: string) => `The email of your ${shop} account has changed`,
    emailChangedBody: (email: string) =>
      `The email of your account has been changed to ${email}. Our mails go there from now on.`,
    emailChangedWarn: 'If you did not change it, contact us at once.',
    lockedSubject: (email: string) => `Staff account ${email} is locked for now`,
    lockedBody: (email: string, minutes: number) =>
      `Too many wrong passwords were tried for the staff account ${email}, so signing in to it is blocked for ${minutes} minutes.`,
    lockedAdvice:
      'If it was not that staff member, someone may be guessing the password: look into it, and change the password of the account or disable it on the staff page.',
    openDashboard: 'Open the dashboard',
  },
} as const;

const FONT = "font-family:Tahoma,Arial,'Segoe UI',sans-serif";

/** The frame of every HTML mail: direction and language from the mail's language. */
function layout(lang: Lang, title: string, bodyHtml: string, shop: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f4f4f5;${FONT}">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#18181b;text-align:${align};font-size:15px;line-height:1.7">
${bodyHtml}
<p style="margin:24px 0 0;color:#71717a;font-size:13px">${escapeHtml(words[lang].signature(shop))}</p>
</div>
</body>
</html>`;
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/**
 * A part of a mail, written alike in HTML and in plain text: a paragraph; a link, shown as a button
 * and in plain text as `label: href` (the bare href when it is its own label); a code under its
 * introduction; or a table of facts, one `label: value` line each in plain text.
 */
type Block =
  string | { href: string; label: string } | { intro: string; code: string } | { facts: [string, string][] };

function blockHtml(lang: Lang, block: Block): string {
  if (typeof block === 'string') return paragraph(block);
  if ('href' in block) return linkButton(block.href, block.label);
  if ('code' in block) {
    // The code is digits only, written left to right in both languages.
    return `${paragraph(block.intro)}\n<p dir="ltr" style="margin:0 0 12px;font-size:28px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(block.code)}</p>`;
  }
  return factsTable(lang, block.facts);
}

function blockText(block: Block): string[] {
  if (typeof block === 'string') return [block];
  if ('href' in block) return [block.label === block.href ? block.href : `${block.label}: ${block.href}`];
  if ('code' in block) return [`${block.intro} ${block.code}`];
  return block.facts.map(([label, value]) => `${label}: ${value}`);
}

/**
 * Every mail: a greeting to `name`, its sections and the shop's signature. In HTML the blocks
 * follow one another; in plain text a blank line parts the sections.
 */
function composeMail(
  lang: Lang,
  v: { name: string; shop: string },
  subject: string,
  ...sections: Block[][]
): RenderedMail {
  const w = words[lang];
  const html = layout(
    lang,
    subject,
    [paragraph(w.hello(v.name)), ...sections.flat().map((block) => blockHtml(lang, block))].join('\n'),
    v.shop,
  );
  const lines = sections.flatMap((section) => ['', ...section.flatMap(blockText)]);
  const text = `${[w.hello(v.name), ...lines, '', w.signature(v.shop)].join('\n')}\n`;
  return { subject, text, html };
}

/** What a code mail shows: a greeting, the code, how long it lasts, and what to do if unasked. */
export interface CodeMailValues {
  name: string;
  /** The code, or SECRET_MASK for the stored copy (mailer.ts). */
  code: string;
  minutes: number;
  shop: string;
}

/** A code mail, its subject, introduction and "if you did not ask" line picked by `textsOf`. */
function codeMail(
  textsOf: (w: (typeof words)[Lang], shop: string) => { subject: string; intro: string; ignore: string },
) {
  return (lang: Lang, v: CodeMailValues): RenderedMail => {
    const w = words[lang];
    const texts = textsOf(w, v.shop);
    return composeMail(
      lang,
      v,
      texts.subject,
      [{ intro: texts.intro, code: v.code }, w.resetValidity(v.minutes)],
      [texts.ignore],
    );
  };
}

/** A customer's password reset code. */
export const resetCodeMail = codeMail((w) => ({
  subject: w.resetSubject,
  intro: w.resetIntro,
  ignore: w.resetIgnore,
}));

/** A staff member's dashboard password reset code. */
export const staffResetCodeMail = codeMail((w, shop) => ({
  subject: w.staffResetSubject(shop),
  intro: w.staffResetIntro,
  ignore: w.resetIgnore,
}));

/** The code that finishes a sign-up. */
export const signupCodeMail = codeMail((w, shop) => ({
  subject: w.signupSubject(shop),
  intro: w.signupIntro,
  ignore: w.signupIgnore,
}));

/** The code, sent to a new address, that confirms an email change. */
export const emailChangeCodeMail = codeMail((w, shop) => ({
  subject: w.emailCodeSubject(shop),
  intro: w.emailCodeIntro,
  ignore: w.emailCodeIgnore,
}));

/**
 * To an address that already has an account, instead of a code: someone signed up with it (or
 * asked to move another account to it). It links to sign-in and to the password reset.
 */
export function accountExistsMail(
  lang: Lang,
  v: { name: string; shop: string; signInUrl: string; resetUrl: string; reason: 'signup' | 'email-change' },
): RenderedMail {
  const w = words[lang];
  return composeMail(
    lang,
    v,
    w.existsSubject(v.shop),
    [
      v.reason === 'signup' ? w.existsSignup(v.shop) : w.existsEmailChange(v.shop),
      w.existsWhatNow,
      { href: v.signInUrl, label: w.signIn },
      { href: v.resetUrl, label: w.resetPassword },
    ],
    [w.existsIgnore],
  );
}

/** To the old address once an email change is done. */
export function emailChangedMail(
  lang: Lang,
  v: { name: string; shop: string; newEmail: string },
): RenderedMail {
  const w = words[lang];
  return composeMail(lang, v, w.emailChangedSubject(v.shop), [
    w.emailChangedBody(v.newEmail),
    w.emailChangedWarn,
  ]);
}

/** To an owner when a staff account is locked after too many wrong passwords. */
export function staffLockedMail(
  lang: Lang,
  v: { name: string; shop: string; staffEmail: string; minutes: number; dashboardUrl: string },
): RenderedMail {
  const w = words[lang];
  return composeMail(lang, v, w.lockedSubject(v.staffEmail), [
    w.lockedBody(v.staffEmail, v.minutes),
    w.lockedAdvice,
    { href: v.dashboardUrl, label: w.openDashboard },
  ]);
}

export function welcomeMail(lang: Lang, v: { name: string; shop: string; link: string }): RenderedMail {
  const w = words[lang];
  return composeMail(lang, v, w.welcomeSubject(v.shop), [
    w.welcomeBody(v.shop),
    { href: v.link, label: v.link },
  ]);
}

function linkButton(href: string, label: string): string {
  return `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;background:#1f2a44;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

function factsTable(lang: Lang, rows: [string, string][]): string {
  const align = lang === 'ar' ? 'right' : 'left';
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#71717a;text-align:${align}">${escapeHtml(label)}</td><td dir="auto" style="padding:6px 12px;font-weight:bold;text-align:${align}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${cells}</table>`;
}

export interface OrderMailValues {
  name: string;
  shop: string;
  code: string;
  totalHalalas: number;
  billUrl: string;
}

/** An order mail: a body line, the order's code with more facts, and a link to its bill. */
function orderMail(
  lang: Lang,
  v: OrderMailValues,
  subject: string,
  body: string,
  ...facts: [string, string][]
): RenderedMail {
  const w = words[lang];
  return composeMail(lang, v, subject, [
    body,
    { facts: [[w.orderCode, v.code], ...facts] },
    { href: v.billUrl, label: w.viewBill },
  ]);
}

/** Where a bank-transfer order's money goes, as the order stored it. */
export interface TransferAccount {
  bankName: string;
  iban: string;
  account: string;
}

/**
 * The order confirmation; a bank-transfer order's also says where to transfer, how much and what
 * to mention, so the customer can pay from the mail alone.
 */
export function orderPlacedMail(
  lang: Lang,
  v: OrderMailValues & { transfer?: TransferAccount | null },
): RenderedMail {
  const w = words[lang];
  const total = `${formatMoney(v.totalHalalas)} ${w.currency}`;
  if (!v.transfer)
    return orderMail(lang, v, w.orderPlacedSubject(v.code), w.orderPlacedBody, [w.orderTotal, total]);
  const account: [string, string][] = [
    [w.amountToTransfer, total],
    [w.bankName, v.transfer.bankName],
    [w.iban, v.transfer.iban],
  ];
  if (v.transfer.account) account.push([w.bankAccount, v.transfer.account]);
  return orderMail(
    lang,
    v,
    w.orderPlacedSubject(v.code),
    `${w.orderPlacedBody} ${w.transferBody(v.code)}`,
    ...account.filter(([, value]) => value !== ''),
  );
}

export function orderStatusMail(lang: Lang, v: OrderMailValues & { status: OrderStatus }): RenderedMail {
  const w = words[lang];
  const status = ORDER_STATUS_TEXT[lang][v.status];
  return orderMail(lang, v, w.orderStatusSubject(v.code, status), w.orderStatusBody, [w.newStatus, status]);
}

/** Staff approved the order's logos, or ask the buyer to change them. */
export function orderArtworkMail(
  lang: Lang,
  v: OrderMailValues & { kind: 'artwork_approved' | 'artwork_changes'; note: string | null },
): RenderedMail {
  const w = words[lang];
  return v.kind === 'artwork_approved'
    ? orderMail(lang, v, w.artworkApprovedSubject(v.code), w.artworkApprovedBody)
    : orderMail(lang, v, w.artworkChangesSubject(v.code), w.artworkChangesBody, [
        w.artworkChange,
        v.note ?? '',
      ]);
}

/** A payment of the order arrived (a card capture, a confirmed transfer) or part of it went back. */
export function orderPaymentMail(
  lang: Lang,
  v: OrderMailValues & { kind: 'payment_received' | 'payment_refunded'; amountHalalas: number },
): RenderedMail {
  const w = words[lang];
  const amount = `${formatMoney(v.amountHalalas)} ${w.currency}`;
  return v.kind === 'payment_received'
    ? orderMail(lang, v, w.paymentReceivedSubject(v.code), w.paymentReceivedBody, [w.amountReceived, amount])
    : orderMail(lang, v, w.paymentRefundedSubject(v.code), w.paymentRefundedBody, [w.amountRefunded, amount]);
}

const quoteWords = {
  ar: {
    quote: 'طلب التسعير',
    sentSubject: (id: number) => `أسعار طلب التسعير رقم ${id}`,
    sentBody: 'سعّرنا طلبك. راجع الأسعار واطلب بها من حسابك قبل انتهاء صلاحيتها، أو اطلب تعديلها.',
    declinedSubject: (id: number) => `بخصوص طلب التسعير رقم ${id}`,
    declinedBody: 'نعتذر، لا يمكننا تسعير هذا الطلب.',
    subtotal: 'قيمة القطع (قبل الشحن والضريبة)',
    validUntil: 'العرض صالح حتى',
    staffNote: 'ملاحظة فريق المبيعات',
    open: 'عرض الطلب',
    requestedSubject: (id: number) => `طلب تسعير جديد رقم ${id}`,
    requestedBody: (customer: string) => `أرسل ${customer} طلب تسعير جديدًا.`,
    changesSubject: (id: number) => `طلب تعديل على عرض السعر رقم ${id}`,
    changesBody: (customer: string) => `طلب ${customer} تعديل عرض السعر.`,
    pieces: 'عدد القطع',
    message: 'الرسالة',
    openDashboard: 'فتح الطلب في لوحة التحكم',
    staff: 'فريق المبيعات',
    order: 'الطلب',
    artworkSubject: (code: string) => `شعار جديد للطلب ${code}`,
    artworkBody: (customer: string) =>
      `أرسل ${customer} شعارًا جديدًا بعد طلب التعديل، وينتظر موافقتكم قبل التنفيذ.`,
  },
  en: {
    quote: 'Quote request',
    sentSubject: (id: number) => `Prices for your quote request no. ${id}`,
    sentBody:
      'We have priced your request. Review the prices and order at them from your account before they expire, or ask for changes.',
    declinedSubject: (id: number) => `About your quote request no. ${id}`,
    declinedBody: 'We are sorry: we cannot price this request.',
    subtotal: 'Pieces (before shipping and VAT)',
    validUntil: 'Prices hold until',
    staffNote: 'Note from our sales team',
    open: 'View the quote',
    requestedSubject: (id: number) => `New quote request no. ${id}`,
    requestedBody: (customer: string) => `${customer} asked for a quote.`,
    changesSubject: (id: number) => `Changes asked on quote no. ${id}`,
    changesBody: (customer: string) => `${customer} asked for changes to the quote.`,
    pieces: 'Pieces',
    message: 'Message',
    openDashboard: 'Open it in the dashboard',
    staff: 'Sales team',
    order: 'Order',
    artworkSubject: (code: string) => `New logo for order ${code}`,
    artworkBody: (customer: string) =>
      `${customer} sent a new logo after the changes you asked for; it awaits your approval before production.`,
  },
};

/** To the buyer: staff priced the request (with its subtotal and last valid day) or declined it. */
export function quoteAnsweredMail(
  lang: Lang,
  v: {
    name: string;
    shop: string;
    id: number;
    kind: 'sent' | 'declined';
    subtotalHalalas: number | null;
    validUntil: string | null;
    staffNote: string | null;
    link: string;
  },
): RenderedMail {
  const w = quoteWords[lang];
  const facts: [string, string][] = [[w.quote, `#${v.id}`]];
  if (v.kind === 'sent' && v.subtotalHalalas !== null) {
    facts.push([w.subtotal, `${formatMoney(v.subtotalHalalas)} ${words[lang].currency}`]);
  }
  if (v.kind === 'sent' && v.validUntil) facts.push([w.validUntil, v.validUntil]);
  if (v.staffNote) facts.push([w.staffNote, v.staffNote]);
  return composeMail(lang, v, v.kind === 'sent' ? w.sentSubject(v.id) : w.declinedSubject(v.id), [
    v.kind === 'sent' ? w.sentBody : w.declinedBody,
    { facts },
    { href: v.link, label: w.open },
  ]);
}

/** To the shop: a buyer asked for a quote, or for changes to one. */
export function quoteForShopMail(
  lang: Lang,
  v: {
    shop: string;
    id: number;
    kind: 'requested' | 'changes';
    customer: string;
    pieces: number;
    message: string | null;
    link: string;
  },
): RenderedMail {
  const w = quoteWords[lang];
  const facts: [string, string][] = [
    [w.quote, `#${v.id}`],
    [w.pieces, String(v.pieces)],
  ];
  if (v.message) facts.push([w.message, v.message]);
  return composeMail(
    lang,
    { name: w.staff, shop: v.shop },
    v.kind === 'requested' ? w.requestedSubject(v.id) : w.changesSubject(v.id),
    [
      v.kind === 'requested' ? w.requestedBody(v.customer) : w.changesBody(v.customer),
      { facts },
      { href: v.link, label: w.openDashboard },
    ],
  );
}

/** To the shop: the buyer sent new logo artwork for an order whose logos staff sent back. */
export function artworkForShopMail(
  lang: Lang,
  v: { shop: string; code: string; customer: string; link: string },
): RenderedMail {
  const w = quoteWords[lang];
  return composeMail(lang, { name: w.staff, shop: v.shop }, w.artworkSubject(v.code), [
    w.artworkBody(v.customer),
    { facts: [[w.order, v.code]] },
    { href: v.link, label: w.openDashboard },
  ]);
}
