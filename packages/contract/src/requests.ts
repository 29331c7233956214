/**
 * What clients send: params, query strings and bodies. The rules and their messages are the
 * domain's (packages/domain), re-exported here so a route's whole contract is read in one place;
 * only the shapes of route params that name their id differently are written here, from the
 * domain's id rule.
 */
import { z } from 'zod';
import { idSchema } from '@shop/domain';

export {
  idParamSchema,
  pageQuerySchema,
  productListQuerySchema,
  blogListQuerySchema,
  orderCreateSchema,
  quoteRequestSchema,
  quoteAcceptSchema,
  quoteChangesSchema,
  artworkReplaceSchema,
  quotePricingSchema,
  adminQuoteListQuerySchema,
  newsletterSchema,
  contactSchema,
  loginSchema,
  signupSchema,
  profileSchema,
  changePasswordSchema,
  resetEmailSchema,
  resetCodeSchema,
  resetPasswordSchema,
  signupCodeSchema,
  emailChangeSchema,
  emailCodeSchema,
  addressSchema,
  couponCodeSchema,
  reviewSchema as reviewRequestSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  colorInputSchema,
  colorListQuerySchema,
  sizeInputSchema,
  sizeListQuerySchema,
  productInputSchema,
  staffProductListQuerySchema,
} from '@shop/domain';
export type {
  IdParam,
  PageQuery,
  ProductListQuery,
  BlogListQuery,
  OrderCreateInput,
  OrderCreatePayload,
  NewsletterInput,
  NewsletterFormValues,
  ContactInput,
  ContactFormValues,
  CategoryInput,
  CategoryPayload,
  CategoryListQuery,
  ColorInput,
  ColorPayload,
  ColorListQuery,
  SizeInput,
  SizePayload,
  SizeListQuery,
  ProductInput,
  ProductPayload,
  StaffProductListQuery,
} from '@shop/domain';

/** `/cities/:countryId`. */
export const countryParamsSchema = z.object({ countryId: idSchema });
/** `/areas/:cityId`. */
export const cityParamsSchema = z.object({ cityId: idSchema });

// ---- Card payments (outside the language prefix) ----

/** A provider's id as it may travel in a URL: bounded, no separators that could reach a path. */
const providerIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,600}$/);

/**
 * What a payment provider's hosted page appends when it sends the shopper back (Moyasar's
 * `id`, `status`, `message`; an invoice's `invoice_id`), plus our own `attempt` number. None of it
 * is trusted: the server fetches the payment from the provider by id and verifies it.
 */
export const paymentCallbackQuerySchema = z.object({
  id: providerIdSchema.optional(),
  invoice_id: providerIdSchema.optional(),
  attempt: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.string().max(100).optional(),
  message: z.string().max(1000).optional(),
});

/** `/payments/webhook/:provider`. */
export const paymentWebhookParamsSchema = z.object({ provider: z.enum(['sandbox', 'moyasar']) });

/** `/payments/sandbox/:token`: the sandbox's hosted page of one payment. */
export const sandboxTokenParamsSchema = z.object({ token: z.string().regex(/^sbx_[A-Za-z0-9_-]{20,80}$/) });

/**
 * The sandbox's card form (test cards only; messages are API keys of the payments texts).
 * Spaces and dashes in the number are allowed, as shoppers type them.
 */
export const sandboxCardSchema = z.object({
  number: z
    .string()
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'payment.card.number')),
  expiry: z
    .string()
    .max(10)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'payment.card.expiry')),
  cvc: z
    .string()
    .max(10)
    .regex(/^\d{3,4}$/, 'payment.card.cvc'),
  name: z.string().trim().min(1, 'payment.card.name').max(100, 'payment.card.name'),
});
export type SandboxCardInput = z.output<typeof sandboxCardSchema>;

/** A transfer receipt of an order: `/orders/:id/receipts/:receipt_id`. */
export const receiptParamsSchema = z.object({ id: idSchema, receipt_id: idSchema });
/** An order's e-invoice document: the order's id and the document's. */
export const einvoiceDocumentParamsSchema = z.object({ id: idSchema, document_id: idSchema });
