/**
 * The shop's mails in Arabic and English, each as HTML and plain text. The HTML uses inline styles
 * only (mail clients drop style sheets), writes Arabic right to left, and escapes every value, so
 * a customer's name can never become markup in a mail.
 */
import { escapeHtml } from '../../shared/html.js';
import { formatMoney, ORDER_STATUS_TEXT, type OrderStatus } from '@shop/domain';
import type { Lang } from '../../http/i18n.js';

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

function plain(lines: (string | null)[]): string {
  return `${lines.filter((line): line is string => line !== null).join('\n')}\n`;
}

export function resetCodeMail(
  lang: Lang,
  v: { name: string; code: string; minutes: number; shop: string },
): RenderedMail {
  const w = words[lang];
  const subject = w.resetSubject;
  const html = layout(
    lang,
    subject,
    [
      paragraph(w.hello(v.name)),
      paragraph(w.resetIntro),
      // The code is digits only, written left to right in both languages.
      `<p dir="ltr" style="margin:0 0 12px;font-size:28px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(v.code)}</p>`,
      paragraph(w.resetValidity(v.minutes)),
      paragraph(w.resetIgnore),
    ].join('\n'),
    v.shop,
  );
  const text = plain([
    w.hello(v.name),
    '',
    `${w.resetIntro} ${v.code}`,
    w.resetValidity(v.minutes),
    '',
    w.resetIgnore,
    '',
    w.signature(v.shop),
  ]);
  return { subject, text, html };
}

export function welcomeMail(lang: Lang, v: { name: string; shop: string; link: string }): RenderedMail {
  const w = words[lang];
  const subject = w.welcomeSubject(v.shop);
  const html = layout(
    lang,
    subject,
    [paragraph(w.hello(v.name)), paragraph(w.welcomeBody(v.shop)), linkButton(v.link, v.link)].join('\n'),
    v.shop,
  );
  const text = plain([w.hello(v.name), '', w.welcomeBody(v.shop), v.link, '', w.signature(v.shop)]);
  return { subject, text, html };
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

/**
 * An order mail: a greeting, a body line, the order's code with more facts, and a link to its
 * bill; the same in HTML and in plain text.
 */
function orderMail(
  lang: Lang,
  v: OrderMailValues,
  subject: string,
  body: string,
  ...facts: [string, string][]
): RenderedMail {
  const w = words[lang];
  const rows: [string, string][] = [[w.orderCode, v.code], ...facts];
  const html = layout(
    lang,
    subject,
    [paragraph(w.hello(v.name)), paragraph(body), factsTable(lang, rows), linkButton(v.billUrl, w.viewBill)].join(
      '\n',
    ),
    v.shop,
  );
  const text = plain([
    w.hello(v.name),
    '',
    body,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `${w.viewBill}: ${v.billUrl}`,
    '',
    w.signature(v.shop),
  ]);
  return { subject, text, html };
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
export function orderPlacedMail(lang: Lang, v: OrderMailValues & { transfer?: TransferAccount | null }): RenderedMail {
  const w = words[lang];
  const total = `${formatMoney(v.totalHalalas)} ${w.currency}`;
  if (!v.transfer) return orderMail(lang, v, w.orderPlacedSubject(v.code), w.orderPlacedBody, [w.orderTotal, total]);
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
