/**
 * The staff API under `/admin/api`: answers carry both languages, lists answer `{ data, total }`,
 * a record `{ data }`, and a change `{ message, data }`. Every route but sign-in needs a staff
 * session (an HttpOnly cookie) and, when it changes something, the session's CSRF token in the
 * `x-csrf-token` header; `area` names what a role must be allowed (domain's staffMay).
 */
import { z } from 'zod';
import {
  adminFilterField,
  adminListQuerySchema,
  adminOrderListQuerySchema,
  adminQuoteListQuerySchema,
  quotePricingSchema,
  staffOrderSchema,
  artworkDecisionSchema,
  adminSortBy,
  einvoiceRegistrationSchema,
  FATOORA_ENVIRONMENTS,
  fatooraOtpSchema,
  idParamSchema,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  orderStatusChangeSchema,
  orderStatusBatchSchema,
  productBulkSchema,
  orderRefundSchema,
  paymentReversalSchema,
  settingsInputSchema,
  staffProductListQuerySchema,
  staffCreateSchema,
  staffForgotPasswordSchema,
  staffLoginSchema,
  staffPasswordSchema,
  staffResetPasswordSchema,
  staffPreferencesSchema,
  staffListQuerySchema,
  staffUpdateSchema,
  STAFF_ROLES,
  type AdminArea,
  adminReportQuerySchema,
  adminSalesReportCsvQuerySchema,
} from '@shop/domain';
import { envelope, messageAnswerSchema, orderDetailSchema, uploadedImageSchema } from './answers';
import { einvoiceDocumentParamsSchema, receiptParamsSchema } from './requests';
import { productImportReportSchema } from './admin-catalogue';
import { LANGUAGES } from './storefront';
import { adminQuoteRowSchema, adminQuoteSchema } from './quotes';
import { adminSalesReportSchema, adminVatReportSchema } from './reports';
import { idempotencyKeySchema, type RouteContract } from './routes';

export {
  settingsInputSchema,
  adminListQuerySchema,
  adminOrderListQuerySchema,
  orderStatusChangeSchema,
  staffCreateSchema,
  staffForgotPasswordSchema,
  staffLoginSchema,
  staffPasswordSchema,
  staffPreferencesSchema,
  staffResetPasswordSchema,
  staffUpdateSchema,
};

/** Where the staff API is mounted. */
export const ADMIN_API_PREFIX = '/admin/api';
/** The staff session cookie (HttpOnly, SameSite=Strict, Path=/admin). */
export const ADMIN_SESSION_COOKIE = 'shop_admin';
/** The header that carries the session's CSRF token on every change. */
export const ADMIN_CSRF_HEADER = 'x-csrf-token';

/** A page of an admin list and the number of rows that match. */
export function adminList<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item), total: z.number().int().nonnegative() });
}

/** One record. */
export function adminRecord<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: item });
}

export const staffSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  is_active: z.boolean(),
  lang: z.enum(LANGUAGES),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in staff member and the CSRF token of their session. */
export const adminSessionSchema = z.strictObject({
  staff: staffSchema,
  csrf_token: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** What the record is called now (an order's code, a product's name in the staff's language, a
   * customer's email…); null for kinds without a name, or a record since deleted. */
  entity_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = adminListQuerySchema.extend({
  ...adminSortBy('created_at'),
  entity: adminFilterField(40),
  entity_id: adminFilterField(40),
});

/** The shop's settings as owners edit them: both languages, amounts as typed. */
export const adminSettingsSchema = z.strictObject({
  app_name_ar: z.string(),
  app_name_en: z.string(),
  logo: z.string(),
  about_ar: z.string(),
  about_en: z.string(),
  facebook: z.string(),
  google: z.string(),
  twitter: z.string(),
  vimeo: z.string(),
  instagram: z.string(),
  email: z.string(),
  phone: z.string(),
  address_ar: z.string(),
  address_en: z.string(),
  chat_number: z.string(),
  /** Percent (15 = 15 %). */
  tax_percent: z.number(),
  vat_number: z.string().nullable(),
  seller_name_ar: z.string(),
  seller_name_en: z.string(),
  bank_name_ar: z.string(),
  bank_name_en: z.string(),
  bank_account: z.string(),
  iban: z.string(),
  updated_at: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * Money received in a period: captures (card payments, confirmed transfers) settled in it minus
 * refunds settled in it, whatever day the orders were placed.
 */
const salesFigure = z.strictObject({
  /** Orders with a capture settled in the period. */
  orders: z.number().int(),
  /** Net received, SAR: captures − refunds. VAT and shipping are inside it. */
  total: z.number(),
  /** The VAT inside `total`, SAR (each movement's share of its order's VAT). */
  vat: z.number(),
  /** The shipping fees inside `total`, SAR. */
  shipping: z.number(),
});

/** The dashboard's home: sales, orders by status, what sells, and what is new. */
export const adminDashboardSchema = z.strictObject({
  sales: z.strictObject({ today: salesFigure, last_7_days: salesFigure, last_30_days: salesFigure }),
  orders_by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Bank transfers awaiting staff: the order list's payment_method=0 and awaiting_payment=1. */
  unpaid_bank_transfers: z.number().int(),
  /** Every order still waiting for its money: the order list's awaiting_payment=1. */
  unpaid_orders: z.number().int(),
  /**
   * Orders whose money needs an owner: held on a cancelled order, more than the total (paid
   * twice), or a refund the provider refused. The list's needs_attention=1.
   */
  payments_attention: z.number().int(),
  top_products: z.array(
    z.strictObject({
      product_id: z.number().int().nullable(),
      name_ar: z.string(),
      name_en: z.string(),
      /** Pieces sold in the last 30 days. */
      quantity: z.number().int(),
      total: z.number(),
    }),
  ),
  newest_orders: z.array(
    z.strictObject({
      id: z.number().int(),
      code: z.string(),
      created_at: z.string(),
      status: z.enum(ORDER_STATUSES),
      payment_status: z.enum(ORDER_PAYMENT_STATUSES),
      total: z.number(),
      customer_name: z.string(),
    }),
  ),
  newest_messages: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** One line of the import's answer stream: progress while it runs, then the report. */
export const productImportLineSchema = z.union([
  z.strictObject({ progress: z.strictObject({ done: z.number().int(), total: z.number().int() }) }),
  z.strictObject({ report: productImportReportSchema }),
  z.strictObject({
    error: z.strictObject({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) }),
  }),
]);
export type ProductImportLine = z.infer<typeof productImportLineSchema>;

/** The kinds of image staff upload: each has its crop and widths. */
export const UPLOAD_KINDS = ['product', 'category', 'slide', 'sponsor', 'blog', 'logo'] as const;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The areas whose screens upload each kind: staff may upload a kind when their role opens one of
 * them (the content role uploads the slides, sponsors' logos and blog, page and vision pictures
 * its screens take; the settings' shop logo is a logo too).
 */
export const UPLOAD_KIND_AREAS: Record<UploadKind, readonly AdminArea[]> = {
  product: ['catalogue'],
  category: ['catalogue'],
  slide: ['content'],
  sponsor: ['content'],
  blog: ['content'],
  logo: ['content', 'settings'],
};

export const uploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: 'validation.invalid' }),
});

/** An order in the staff's list. */
export const adminOrderRowSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.union([z.literal(0), z.literal(1)]),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  /** SAR. */
  total: z.number(),
  items_count: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** One row of an order's money: a capture (card payment, confirmed transfer) or a refund. */
export const adminOrderPaymentSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['capture', 'refund']),
  /** sandbox or moyasar (card), bank (a transfer staff recorded). */
  provider: z.enum(['sandbox', 'moyasar', 'bank']),
  /**
   * pending: a card page still open or a refund not yet confirmed; paid: money taken; refunded:
   * money given back; failed: declined, closed (order cancelled), refused, or reversed by an owner.
   */
  status: z.enum(['pending', 'paid', 'refunded', 'failed']),
  /** SAR. */
  amount: z.number(),
  /** A refund: the capture it gives back. */
  refund_of: z.number().int().nullable(),
  /** Staff's reason (refund, reversal) or the shop's own ("automatic: …"). */
  reason: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  /** When the money moved. */
  settled_at: z.string().nullable(),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;

/** One of an order's e-invoicing documents as staff follow it to ZATCA. */
export const adminEInvoiceDocumentSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit-note', 'debit-note']),
  form: z.enum(['standard', 'simplified']),
  number: z.string(),
  /** Its place in the shop's chain (the invoice counter value); null until signed. */
  counter: z.number().int().nullable(),
  status: z.enum(['unsigned', 'held', 'pending', 'reported', 'cleared', 'rejected']),
  /** Including VAT, SAR; null until signed. */
  total: z.number().nullable(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** Why ZATCA refused it, or why it is held; and ZATCA's warnings. */
  errors: z.array(z.strictObject({ code: z.string(), message: z.string() })),
  warnings: z.array(z.strictObject({ code: z.string(), message: z.string() })),
  /** The last reason a send did not reach ZATCA (it is retried). */
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type AdminEInvoiceDocument = z.infer<typeof adminEInvoiceDocumentSchema>;

/**
 * The shop's e-invoicing as its owner onboards it: the seller's registration, how far onboarding
 * went (none → key and CSR made → compliance CSID → compliance checks passed → production CSID),
 * and the documents waiting for ZATCA. No secret is ever answered (the key, the CSIDs' secrets).
 */
export const adminEInvoicingSchema = z.strictObject({
  environment: z.enum(FATOORA_ENVIRONMENTS),
  step: z.enum(['none', 'key', 'compliance', 'checked', 'production']),
  /** Documents are issued: onboarding reached production. */
  enabled: z.boolean(),
  seller_name_ar: z.string(),
  vat_number: z.string(),
  cr_number: z.string(),
  street: z.string(),
  building_number: z.string(),
  additional_number: z.string(),
  district: z.string(),
  city: z.string(),
  postal_code: z.string(),
  branch: z.string(),
  industry: z.string(),
  /** The certificate signing request made with the shop's key (public; null before step "key"). */
  csr: z.string().nullable(),
  /** Whether this shop may use the built-in simulator (never in production). */
  simulator_allowed: z.boolean(),
  /** Whether the server has EINVOICE_KEY to seal the key and certificates with (production needs it). */
  key_configured: z.boolean(),
  /** Documents not yet accepted by ZATCA, and those it rejected (which hold the chain). */
  documents: z.strictObject({ waiting: z.number().int(), rejected: z.number().int() }),
  /**
   * The seller the bill prints (Settings): the registration starts from it, and the page warns
   * while the two differ, since the e-invoice and its QR state the registration's.
   */
  bill_seller: z.strictObject({ seller_name_ar: z.string(), vat_number: z.string() }),
});
export type AdminEInvoicing = z.infer<typeof adminEInvoicingSchema>;

/** What a staff-made order became: an order placed now, or a draft quote for staff to price and send. */
export const staffOrderMadeSchema = z.strictObject({
  kind: z.enum(['order', 'quote']),
  id: z.number().int().positive(),
  /** The order's code (null for a quote). */
  code: z.string().nullable(),
});

export type StaffOrderMade = z.infer<typeof staffOrderMadeSchema>;

/** A staff-made order as it would be charged, before it is placed (SAR). */
export const staffOrderPreviewSchema = z.strictObject({
  lines: z.array(
    z.strictObject({
      product_id: z.number().int().positive(),
      quantity: z.number().int().nonnegative(),
      /** The tier price of one piece for this quantity. */
      unit_price: z.number(),
      line_total: z.number(),
    }),
  ),
  /** The pieces at the first tier's prices. */
  subtotal: z.number(),
  discount: z.number(),
  coupon_value: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type StaffOrderPreview = z.infer<typeof staffOrderPreviewSchema>;

/** An order as staff see it: the bill's figures and lines, and what staff may do with it next. */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  customer_id: z.number().int(),
  /** The statuses the workflow allows from the current one. */
  allowed_moves: z.array(z.enum(ORDER_STATUSES)),
  /** Moves that ship goods before the order is paid: allowed only with an override reason. */
  moves_needing_override: z.array(z.enum(ORDER_STATUSES)),
  /** A bank transfer order not yet paid and not cancelled. */
  can_confirm_payment: z.boolean(),
  /** Money held: captures − refunds, SAR; an owner may refund up to it. */
  net_paid: z.number(),
  /** Captured, SAR. */
  captured: z.number(),
  /** An owner may refund (something is held) / undo a transfer confirmed in error. */
  can_refund: z.boolean(),
  can_reverse_payment: z.boolean(),
  payments: z.array(adminOrderPaymentSchema),
  /** The order's invoice and notes with ZATCA, in the chain's order (empty without e-invoicing). */
  einvoice_documents: z.array(adminEInvoiceDocumentSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A staff route: always behind a staff session, allowed to the roles that may open `area`. */
export interface AdminRouteContract extends RouteContract {
  auth?: 'staff';
  area?: AdminArea;
}

/** The staff API, paths relative to ADMIN_API_PREFIX. */
/** The orders' CSV files follow the list's filters; its paging and sort do not apply to a file. */
const orderExportQuerySchema = adminOrderListQuerySchema.pick({
  q: true,
  status: true,
  payment_status: true,
  from: true,
  to: true,
});

export const adminRoutes = {
  login: {
    method: 'POST',
    path: '/login',
    summary:
      'Staff sign-in: sets the session cookie and answers the CSRF token (after 10 failures for one email, 429 for 15 minutes and the owners are mailed)',
    tags: ['admin'],
    body: staffLoginSchema,
    answer: envelope(adminSessionSchema),
  },
  passwordForgot: {
    method: 'POST',
    path: '/password/forgot',
    summary:
      'A staff member who forgot the password: mails a 4-digit code (10 minutes, 5 tries); the same answer for any email',
    tags: ['admin'],
    body: staffForgotPasswordSchema,
    answer: messageAnswerSchema,
  },
  passwordReset: {
    method: 'POST',
    path: '/password/reset',
    summary:
      'Sets a new staff password with the mailed code; every session of the account ends (422 on a wrong code; 429 after 10 for the email)',
    tags: ['admin'],
    body: staffResetPasswordSchema,
    answer: messageAnswerSchema,
  },
  logout: {
    method: 'POST',
    path: '/logout',
    summary: 'Ends the staff session',
    tags: ['admin'],
    auth: 'staff',
    answer: messageAnswerSchema,
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in staff member and the CSRF token of the session',
    tags: ['admin'],
    auth: 'staff',
    answer: envelope(adminSessionSchema),
  },
  mePreferences: {
    method: 'PUT',
    path: '/me',
    summary: "Remembers the staff member's language",
    tags: ['admin'],
    auth: 'staff',
    body: staffPreferencesSchema,
    answer: envelope(adminSessionSchema),
  },
  mePassword: {
    method: 'PUT',
    path: '/me/password',
    summary: 'Changes the own password: every session ends and a new one starts',
    tags: ['admin'],
    auth: 'staff',
    body: staffPasswordSchema,
    answer: envelope(adminSessionSchema),
  },
  staffList: {
    method: 'GET',
    path: '/staff',
    summary: 'Staff accounts (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'staff',
    query: staffListQuerySchema,
    answer: adminList(staffSchema),
  },
  staffOne: {
    method: 'GET',
    path: '/staff/:id',
    summary: 'One staff account (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'staff',
    params: idParamSchema,
    answer: adminRecord(staffSchema),
  },
  staffCreate: {
    method: 'POST',
    path: '/staff',
    summary: 'Creates a staff account (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'staff',
    body: staffCreateSchema,
    answer: envelope(staffSchema),
  },
  staffUpdate: {
    method: 'PUT',
    path: '/staff/:id',
    summary:
      'Changes a staff account; a password change, role change or disabling ends its sessions (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'staff',
    params: idParamSchema,
    body: staffUpdateSchema,
    answer: envelope(staffSchema),
  },
  staffDelete: {
    method: 'DELETE',
    path: '/staff/:id',
    summary: 'Deletes a staff account (owners only; never the last owner or oneself)',
    tags: ['admin'],
    auth: 'staff',
    area: 'staff',
    params: idParamSchema,
    answer: envelope(staffSchema),
  },
  auditList: {
    method: 'GET',
    path: '/audit',
    summary: 'The audit log, newest first (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'audit',
    query: auditListQuerySchema,
    answer: adminList(auditEntrySchema),
  },
  orderList: {
    method: 'GET',
    path: '/orders',
    summary:
      'Orders, newest first: search by code, customer name, email or phone; filter by status, payment and days',
    tags: ['admin'],
    auth: 'staff',
    area: 'fulfilment',
    query: adminOrderListQuerySchema,
    answer: adminList(adminOrderRowSchema),
  },
  ordersExport: {
    method: 'GET',
    path: '/orders/export',
    summary:
      'Orders as CSV for the accountant (UTF-8 with BOM), filtered like the list, newest first; the answer is the file',
    tags: ['admin'],
    auth: 'staff',
    area: 'exports',
    query: orderExportQuerySchema,
    answer: z.string(),
  },
  ordersLinesExport: {
    method: 'GET',
    path: '/orders/lines/export',
    summary:
      "The orders' lines as CSV (UTF-8 with BOM) in the dashboard's language: a row per colour and size of each order, filtered like the list, newest first; the answer is the file",
    tags: ['admin'],
    auth: 'staff',
    area: 'exports',
    query: orderExportQuerySchema,
    answer: z.string(),
  },
  staffOrderCreate: {
    method: 'POST',
    path: '/orders',
    summary:
      "Makes an order for a customer, priced and checked as the customer's own: placed now on bank-transfer terms (the customer is mailed), or kept as a draft quote for staff to price and send",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    headers: z.object({
      'idempotency-key': idempotencyKeySchema
        .optional()
        .describe('A key per attempt: a repeat within 24 hours answers the order the first attempt placed'),
    }),
    body: staffOrderSchema,
    answer: envelope(staffOrderMadeSchema),
  },
  staffOrderPreview: {
    method: 'POST',
    path: '/orders/preview',
    summary:
      "What a staff-made order would come to (the server's prices, coupon, shipping and VAT); writes nothing",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    body: staffOrderSchema,
    answer: envelope(staffOrderPreviewSchema),
  },
  orderOne: {
    method: 'GET',
    path: '/orders/:id',
    summary: 'One order with its bill and the moves the workflow allows',
    tags: ['admin'],
    auth: 'staff',
    area: 'fulfilment',
    params: idParamSchema,
    answer: adminRecord(adminOrderDetailSchema),
  },
  orderStatus: {
    method: 'PUT',
    path: '/orders/:id/status',
    summary:
      "Moves an order along the workflow and mails the customer the new status in the order's language",
    tags: ['admin'],
    auth: 'staff',
    area: 'fulfilment',
    params: idParamSchema,
    body: orderStatusChangeSchema,
    answer: envelope(adminOrderDetailSchema),
  },
  orderArtwork: {
    method: 'PUT',
    path: '/orders/:id/artwork',
    summary:
      "Approves the order's logos for production, or sends them back to the buyer with what to change; mails the buyer",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    body: artworkDecisionSchema,
    answer: envelope(adminOrderDetailSchema),
  },
  orderStatusBatch: {
    method: 'POST',
    path: '/orders/status',
    summary:
      'Moves a batch of orders (at most 100) to one status, each as the workflow allows; mails each customer whose order moved',
    tags: ['admin'],
    auth: 'staff',
    area: 'fulfilment',
    body: orderStatusBatchSchema,
    answer: envelope(
      z.strictObject({
        moved: z.array(z.number().int().positive()),
        /** The orders left as they were, each with the workflow's reason in the staff's language. */
        refused: z.array(
          z.strictObject({
            id: z.number().int().positive(),
            code: z.string().nullable(),
            reason: z.string(),
          }),
        ),
      }),
    ),
  },
  orderConfirmPayment: {
    method: 'POST',
    path: '/orders/:id/confirm-payment',
    summary:
      'Records that a bank transfer for the order has arrived (a capture in its ledger) and mails the customer',
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    answer: envelope(adminOrderDetailSchema),
  },
  orderReceiptFile: {
    method: 'GET',
    path: '/orders/:id/receipts/:receipt_id',
    summary: "One of an order's transfer receipts, as the customer uploaded it; the answer is the file",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: receiptParamsSchema,
    answer: z.string(),
  },
  orderInvoiceXml: {
    method: 'GET',
    path: '/orders/:id/invoice.xml',
    summary:
      "An order's e-invoice as issued to ZATCA (UBL 2.1 XML with the shop's stamp; for a standard invoice, the document ZATCA cleared); 404 until it is signed",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    answer: z.string(),
  },
  orderInvoicePdf: {
    method: 'GET',
    path: '/orders/:id/invoice.pdf',
    summary:
      "An order's e-invoice as a printed copy in the dashboard's language: a PDF/A-3 document stating what the XML states, with the XML embedded; 404 until it is signed",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    answer: z.string(),
  },
  orderEInvoiceResubmit: {
    method: 'POST',
    path: '/orders/:id/einvoice-documents/:document_id/resubmit',
    summary:
      "Puts an order's e-invoice document that ZATCA rejected back in the queue, once what it refused is fixed",
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: einvoiceDocumentParamsSchema,
    answer: envelope(adminOrderDetailSchema),
  },
  orderReversePayment: {
    method: 'POST',
    path: '/orders/:id/reverse-payment',
    summary: 'Owners only: undoes a bank transfer confirmed in error, with the reason (audited)',
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    body: paymentReversalSchema,
    answer: envelope(adminOrderDetailSchema),
  },
  orderRefund: {
    method: 'POST',
    path: '/orders/:id/refund',
    summary:
      'Owners only: gives back part or all of what the order paid (through the card provider, or recorded for a transfer), with the reason; mails the customer',
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    body: orderRefundSchema,
    answer: envelope(adminOrderDetailSchema),
  },
  settings: {
    method: 'GET',
    path: '/settings',
    summary: "The shop's settings (owners only)",
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    answer: adminRecord(adminSettingsSchema),
  },
  settingsUpdate: {
    method: 'PUT',
    path: '/settings',
    summary: "Changes the shop's settings; the storefront shows them at once (owners only)",
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    body: settingsInputSchema,
    answer: envelope(adminSettingsSchema),
  },
  einvoicing: {
    method: 'GET',
    path: '/einvoicing',
    summary: "The shop's e-invoicing registration and onboarding step (owners only)",
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    answer: adminRecord(adminEInvoicingSchema),
  },
  einvoicingRegistration: {
    method: 'PUT',
    path: '/einvoicing/registration',
    summary:
      'Saves the seller as ZATCA registered it; a new VAT number, CR number or platform starts onboarding again (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    body: einvoiceRegistrationSchema,
    answer: envelope(adminEInvoicingSchema),
  },
  einvoicingKey: {
    method: 'POST',
    path: '/einvoicing/key',
    summary:
      'Makes a new signing key and its certificate signing request; the key never leaves the shop (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    answer: envelope(adminEInvoicingSchema),
  },
  einvoicingComplianceCsid: {
    method: 'POST',
    path: '/einvoicing/compliance-csid',
    summary:
      "Sends the CSR with the Fatoora portal's one-time code for the compliance CSID; ZATCA's refusal is a 422 with its messages (owners only)",
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    body: fatooraOtpSchema,
    answer: envelope(adminEInvoicingSchema),
  },
  einvoicingComplianceChecks: {
    method: 'POST',
    path: '/einvoicing/compliance-checks',
    summary:
      "Runs ZATCA's compliance checks with one signed document of each kind the shop issues (owners only)",
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    answer: envelope(adminEInvoicingSchema),
  },
  einvoicingProductionCsid: {
    method: 'POST',
    path: '/einvoicing/production-csid',
    summary:
      'Exchanges the compliance CSID for the production one: documents are issued from then on (owners only)',
    tags: ['admin'],
    auth: 'staff',
    area: 'settings',
    answer: envelope(adminEInvoicingSchema),
  },
  dashboard: {
    method: 'GET',
    path: '/dashboard',
    summary:
      'Sales today, in the last 7 and 30 days, orders by status, top products, newest orders and messages',
    tags: ['admin'],
    auth: 'staff',
    area: 'dashboard',
    answer: adminRecord(adminDashboardSchema),
  },
  salesReport: {
    method: 'GET',
    path: '/reports/sales',
    summary:
      'Money received (captures − refunds settled) over a range of days by day, week or month, compared with the range just before, and by product, category and city',
    tags: ['admin'],
    auth: 'staff',
    area: 'dashboard',
    query: adminReportQuerySchema,
    answer: adminRecord(adminSalesReportSchema),
  },
  salesReportExport: {
    method: 'GET',
    path: '/reports/sales/export',
    summary:
      "One table of the sales report as CSV (UTF-8 with BOM) in the dashboard's language: periods, products, categories or cities; the answer is the file",
    tags: ['admin'],
    auth: 'staff',
    area: 'exports',
    query: adminSalesReportCsvQuerySchema,
    answer: z.string(),
  },
  vatReport: {
    method: 'GET',
    path: '/reports/vat',
    summary:
      'VAT on the money received over a range of days by day, week or month: sales, refunds and the net VAT',
    tags: ['admin'],
    auth: 'staff',
    area: 'dashboard',
    query: adminReportQuerySchema,
    answer: adminRecord(adminVatReportSchema),
  },
  vatReportExport: {
    method: 'GET',
    path: '/reports/vat/export',
    summary: "The VAT report as CSV (UTF-8 with BOM) in the dashboard's language; the answer is the file",
    tags: ['admin'],
    auth: 'staff',
    area: 'exports',
    query: adminReportQuerySchema,
    answer: z.string(),
  },
  productsExport: {
    method: 'GET',
    path: '/products/export',
    summary: 'Products as CSV (UTF-8 with BOM), filtered like the list; the answer is the file',
    tags: ['admin'],
    auth: 'staff',
    area: 'catalogue',
    query: staffProductListQuerySchema.pick({ q: true, category_id: true, published: true }),
    answer: z.string(),
  },
  productsImport: {
    method: 'POST',
    path: '/products/import',
    summary:
      'Imports products from CSV (the file as the body, text/csv, in UTF-8 with or without a byte order mark; another encoding answers 422 on `file`): answers NDJSON lines, progress then the per-row report; each product is written whole or not at all',
    tags: ['admin'],
    auth: 'staff',
    area: 'catalogue',
    answer: productImportLineSchema,
  },
  productsBulk: {
    method: 'POST',
    path: '/products/bulk',
    summary:
      'Changes the products ticked in the list (at most 100) together: publish or hide, move to a category, or every tier price by a percentage; one transaction, audited per product',
    tags: ['admin'],
    auth: 'staff',
    area: 'catalogue',
    body: productBulkSchema,
    answer: envelope(z.strictObject({ changed: z.number().int().nonnegative() })),
  },
  subscribersExport: {
    method: 'GET',
    path: '/subscribers/export',
    summary: 'Newsletter subscribers as CSV (UTF-8 with BOM), searched like the list; the answer is the file',
    tags: ['admin'],
    auth: 'staff',
    area: 'exports',
    query: adminListQuerySchema.pick({ q: true }),
    answer: z.string(),
  },
  upload: {
    method: 'POST',
    path: '/uploads',
    summary:
      'Uploads one image as the request body (any image type; checked by decoding): stored as WebP in the widths of its kind; staff whose role opens an area of that kind (UPLOAD_KIND_AREAS)',
    tags: ['admin'],
    auth: 'staff',
    query: uploadQuerySchema,
    answer: envelope(uploadedImageSchema),
  },
  artworkFile: {
    method: 'GET',
    path: '/artworks/:id',
    summary: "A buyer's logo artwork as uploaded; the answer is the file",
    tags: ['admin'],
    auth: 'staff',
    area: 'fulfilment',
    params: idParamSchema,
    answer: z.string(),
  },
  artworkPreview: {
    method: 'GET',
    path: '/artworks/:id/preview',
    summary: "The PNG preview of a buyer's logo artwork",
    tags: ['admin'],
    auth: 'staff',
    area: 'fulfilment',
    params: idParamSchema,
    answer: z.string(),
  },
  quoteList: {
    method: 'GET',
    path: '/quotes',
    summary:
      'Requests for quotation, newest first: search by customer name, email or company; filter by status',
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    query: adminQuoteListQuerySchema,
    answer: adminList(adminQuoteRowSchema),
  },
  quoteOne: {
    method: 'GET',
    path: '/quotes/:id',
    summary: 'One quote with its lines, the tier prices and the prices sent',
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    answer: adminRecord(adminQuoteSchema),
  },
  quoteUpdate: {
    method: 'PUT',
    path: '/quotes/:id',
    summary: 'Price every line and send the quote with its last valid day, or decline it; mails the buyer',
    tags: ['admin'],
    auth: 'staff',
    area: 'orders',
    params: idParamSchema,
    body: quotePricingSchema,
    answer: envelope(adminQuoteSchema),
  },
} as const satisfies Record<string, AdminRouteContract>;
