/**
 * The mails other areas send: welcome (sign-up), order placed and order status changed. Each reads
 * what it needs from the database, writes the mail in the customer's language and queues it. A
 * mail never fails the request that caused it: a failure is logged and the outbox row (when one
 * could be written) is marked failed.
 *
 * Call these after the change that causes the mail is committed (not inside its transaction), so
 * a mail is never sent for an order that was rolled back.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  customers,
  orders,
  payments,
  quoteLines,
  quotes,
  settings,
  type OrderBankSnapshot,
} from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { Lang } from '../../shared/i18n.js';
import { loggableError, type Mailer, type MailKind, type OutgoingMail } from './mailer.js';
import {
  orderArtworkMail,
  orderPaymentMail,
  orderPlacedMail,
  orderStatusMail,
  quoteAnsweredMail,
  quoteForShopMail,
  artworkForShopMail,
  welcomeMail,
  type OrderMailValues,
  type RenderedMail,
  type TransferAccount,
} from './templates.js';
import { localizedText } from '../localized.js';

export { Mailer, MAIL_KINDS, SECRET_MASK, type MailKind, type OutgoingMail } from './mailer.js';

/** What a mail service needs: where to read (the database or a transaction) and the mailer. */
export interface MailContext {
  db: Executor;
  mailer: Mailer;
}

export interface MailLinkOptions {
  /**
   * The shop's origin as http/origin.ts publicOrigin found it for the request (never a Host header
   * that does not name this machine), used for links when PUBLIC_URL is not set.
   */
  origin?: string;
}

const FALLBACK_SHOP_NAME: Record<Lang, string> = { ar: 'متجر الزي الموحد', en: 'Uniform Shop' };

/** The shop's name in a language from its two stored names (a blank one reads as the default). */
export function shopNameIn(
  names: { ar?: string | null; en?: string | null } | undefined,
  lang: Lang,
): string {
  return names?.[lang]?.trim() || FALLBACK_SHOP_NAME[lang];
}

/** The shop's name in a language, from the settings. */
export async function shopName(db: Executor, lang: Lang): Promise<string> {
  const [row] = await db
    .select({ ar: settings.appNameAr, en: settings.appNameEn })
    .from(settings)
    .where(eq(settings.id, 1))
    .limit(1);
  return shopNameIn(row, lang);
}

/** Where the shop's links in a mail start: PUBLIC_URL, else the request's origin. */
function linkOrigin(mailer: Mailer, options: MailLinkOptions): string {
  return mailer.publicUrl ?? options.origin?.replace(/\/+$/, '') ?? 'http://localhost:3000';
}

/** A storefront URL in the mail's language (`?lang=` makes the storefront open in it). */
export function storefrontUrl(
  mailer: Mailer,
  path: string,
  lang: Lang,
  options: MailLinkOptions = {},
): string {
  return `${linkOrigin(mailer, options)}${path}?lang=${lang}`;
}

/** Runs a mail's work so that no failure reaches the caller. */
async function safely(ctx: MailContext, kind: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    ctx.mailer.logError({ error: loggableError(err), kind }, 'mail could not be queued');
  }
}

/** A buyer as the shop's own mails name them: "Huda Alharbi (Alharbi Catering)". */
function buyerLabel(buyer: { fname: string; lname: string; companyName?: string | null }): string {
  return [buyer.fname, buyer.lname].join(' ').trim() + (buyer.companyName ? ` (${buyer.companyName})` : '');
}

/** The welcome mail of a new account, in the language it signed up in. */
export async function sendWelcomeMail(
  ctx: MailContext,
  customerId: number,
  options: MailLinkOptions = {},
): Promise<void> {
  await safely(ctx, 'welcome', async () => {
    const [customer] = await ctx.db
      .select({ email: customers.email, fname: customers.fname, lang: customers.lang })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (!customer) return;
    const lang = customer.lang;
    const rendered = welcomeMail(lang, {
      name: customer.fname,
      shop: await shopName(ctx.db, lang),
      link: storefrontUrl(ctx.mailer, '/account', lang, options),
    });
    await ctx.mailer.queue(ctx.db, { to: customer.email, kind: 'welcome', lang, ...rendered });
  });
}

/** The order with what its mails show, or null. */
async function orderForMail(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      lang: orders.lang,
      totalHalalas: orders.totalHalalas,
      bank: orders.bank,
      email: customers.email,
      fname: customers.fname,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** A bank-transfer order's stored account, in the order's language; null for a card order. */
function transferAccount(bank: OrderBankSnapshot | null, lang: Lang): TransferAccount | null {
  if (!bank || (!bank.iban && !bank.account)) return null;
  const bankName = localizedText({ ar: bank.nameAr, en: bank.nameEn }, lang) ?? '';
  return { bankName, iban: bank.iban, account: bank.account };
}

/** Who an order's confirmation goes to, and the shop's name in the order's language. */
export interface OrderMailRecipient {
  email: string;
  name: string;
  shop: string;
}

/**
 * The confirmation of a placed order, written from what placing it loaded: the order's service
 * records it with the order in the order's own statement (the order and its confirmation are
 * stored together or not at all) and dispatches it after the commit.
 */
export function orderPlacedOutgoing(
  mailer: Mailer,
  order: { id: number; code: string; totalHalalas: number; lang: Lang; bank: OrderBankSnapshot | null },
  recipient: OrderMailRecipient,
  options: MailLinkOptions = {},
): OutgoingMail {
  const rendered = orderPlacedMail(order.lang, {
    name: recipient.name,
    shop: recipient.shop,
    code: order.code,
    totalHalalas: order.totalHalalas,
    billUrl: storefrontUrl(mailer, `/bill/${order.id}`, order.lang, options),
    transfer: transferAccount(order.bank, order.lang),
  });
  return { to: recipient.email, kind: 'order_placed', lang: order.lang, ...rendered };
}

type OrderForMail = NonNullable<Awaited<ReturnType<typeof orderForMail>>>;

/**
 * Queues one mail about an order, in the order's language: `render` writes it from the order and
 * what every order mail shows (greeting name, shop, code, total, bill link), or answers null when
 * there is nothing to tell.
 */
async function sendOrderMail(
  ctx: MailContext,
  orderId: number,
  kind: MailKind,
  options: MailLinkOptions,
  render: (order: OrderForMail, values: OrderMailValues) => Promise<RenderedMail | null> | RenderedMail,
): Promise<void> {
  await safely(ctx, kind, async () => {
    const order = await orderForMail(ctx.db, orderId);
    if (!order) return;
    const rendered = await render(order, {
      name: order.fname,
      shop: await shopName(ctx.db, order.lang),
      code: order.code,
      totalHalalas: order.totalHalalas,
      billUrl: storefrontUrl(ctx.mailer, `/bill/${order.id}`, order.lang, options),
    });
    if (rendered) await ctx.mailer.queue(ctx.db, { to: order.email, kind, lang: order.lang, ...rendered });
  });
}

/**
 * The confirmation of a placed order with its code, total and bill link, in the language the
 * order was placed in, for an order already committed (orders placed through the API get theirs
 * with the order: orderPlacedOutgoing).
 */
export async function sendOrderPlacedMail(
  ctx: MailContext,
  orderId: number,
  options: MailLinkOptions = {},
): Promise<void> {
  await sendOrderMail(ctx, orderId, 'order_placed', options, (order, values) =>
    orderPlacedMail(order.lang, { ...values, transfer: transferAccount(order.bank, order.lang) }),
  );
}

/**
 * Tells the customer, in the order's language, that money of the order arrived or went back: the
 * amount is the ledger's newest settled capture or refund (call it after that is committed).
 */
export async function sendPaymentMail(
  ctx: MailContext,
  orderId: number,
  kind: 'payment_received' | 'payment_refunded',
  options: MailLinkOptions = {},
): Promise<void> {
  await sendOrderMail(ctx, orderId, kind, options, async (order, values) => {
    const [movement] = await ctx.db
      .select({ amount: payments.amountHalalas })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          kind === 'payment_received'
            ? and(eq(payments.kind, 'capture'), eq(payments.status, 'paid'))
            : and(eq(payments.kind, 'refund'), eq(payments.status, 'refunded')),
        ),
      )
      .orderBy(desc(payments.settledAt), desc(payments.id))
      .limit(1);
    if (!movement) return null;
    return orderPaymentMail(order.lang, { ...values, kind, amountHalalas: movement.amount });
  });
}

/** A message with the order's new status (call it after the status change is committed). */
export async function sendOrderStatusMail(
  ctx: MailContext,
  orderId: number,
  options: MailLinkOptions = {},
): Promise<void> {
  await sendOrderMail(ctx, orderId, 'order_status', options, (order, values) =>
    orderStatusMail(order.lang, { ...values, status: order.status }),
  );
}

/** Tells the buyer staff approved the order's logos, or what to change in them (after the commit). */
export async function sendArtworkMail(
  ctx: MailContext,
  orderId: number,
  kind: 'artwork_approved' | 'artwork_changes',
  options: MailLinkOptions = {},
): Promise<void> {
  await sendOrderMail(ctx, orderId, kind, options, async (order, values) => {
    const [row] = await ctx.db
      .select({ note: orders.artworkNote })
      .from(orders)
      .where(eq(orders.id, orderId));
    return orderArtworkMail(order.lang, { ...values, kind, note: row?.note ?? null });
  });
}

/** Tells the shop (the settings' email; no mail without one) the buyer sent new artwork for an order (after the commit). */
export async function sendArtworkReplacedMail(
  ctx: MailContext,
  orderId: number,
  options: MailLinkOptions = {},
): Promise<void> {
  await safely(ctx, 'artwork_replaced', async () => {
    const [order] = await ctx.db
      .select({
        code: orders.code,
        lang: orders.lang,
        buyer: orders.buyer,
        shopEmail: settings.email,
      })
      .from(orders)
      .leftJoin(settings, eq(settings.id, 1))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!order?.shopEmail) return;
    const customer = buyerLabel(order.buyer);
    const rendered = artworkForShopMail(order.lang, {
      shop: await shopName(ctx.db, order.lang),
      code: order.code,
      customer,
      link: `${linkOrigin(ctx.mailer, options)}/admin/orders/${orderId}/show`,
    });
    await ctx.mailer.queue(ctx.db, {
      to: order.shopEmail,
      kind: 'artwork_replaced',
      lang: order.lang,
      ...rendered,
    });
  });
}

/**
 * A mail about a quote (call it after the change is committed): to the buyer in the quote's
 * language when staff sent prices or declined; to the shop's own address (the settings' email; no
 * mail without one) when the buyer asked for a quote or for changes, with a link to the dashboard.
 */
export async function sendQuoteMail(
  ctx: MailContext,
  quoteId: number,
  kind: 'quote_requested' | 'quote_changes' | 'quote_sent' | 'quote_declined',
  options: MailLinkOptions = {},
): Promise<void> {
  await safely(ctx, kind, async () => {
    const [quote] = await ctx.db
      .select({
        id: quotes.id,
        lang: quotes.lang,
        validUntil: quotes.validUntil,
        staffNote: quotes.staffNote,
        note: quotes.note,
        changesNote: quotes.changesNote,
        email: customers.email,
        fname: customers.fname,
        lname: customers.lname,
        companyName: customers.companyName,
        shopEmail: settings.email,
        pieces: sql<number>`(select coalesce(sum(${quoteLines.quantity}), 0)::int from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`,
        subtotal: sql<
          number | null
        >`(select case when count(*) filter (where ${quoteLines.unitPriceHalalas} is null) > 0 then null
          else sum(${quoteLines.quantity}::bigint * ${quoteLines.unitPriceHalalas})::bigint end
          from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})`,
      })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .leftJoin(settings, eq(settings.id, 1))
      .where(eq(quotes.id, quoteId))
      .limit(1);
    if (!quote) return;
    const lang = quote.lang;
    const shop = await shopName(ctx.db, lang);
    if (kind === 'quote_sent' || kind === 'quote_declined') {
      const rendered = quoteAnsweredMail(lang, {
        name: quote.fname,
        shop,
        id: quote.id,
        kind: kind === 'quote_sent' ? 'sent' : 'declined',
        subtotalHalalas: quote.subtotal === null ? null : Number(quote.subtotal),
        validUntil: quote.validUntil,
        staffNote: quote.staffNote,
        link: storefrontUrl(ctx.mailer, `/account/quotes/${quote.id}`, lang, options),
      });
      await ctx.mailer.queue(ctx.db, { to: quote.email, kind, lang, ...rendered });
      return;
    }
    if (!quote.shopEmail) return;
    const customer = buyerLabel(quote);
    const rendered = quoteForShopMail(lang, {
      shop,
      id: quote.id,
      kind: kind === 'quote_requested' ? 'requested' : 'changes',
      customer,
      pieces: Number(quote.pieces),
      message: kind === 'quote_requested' ? quote.note : quote.changesNote,
      link: `${linkOrigin(ctx.mailer, options)}/admin/quotes/${quote.id}`,
    });
    await ctx.mailer.queue(ctx.db, { to: quote.shopEmail, kind, lang, ...rendered });
  });
}
