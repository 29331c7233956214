/**
 * Every API route with what it takes and what it answers. Paths are relative to the language
 * prefix (`/ar/api`, `/en/api`); the API registers its routes from this map and clients derive
 * their types from it.
 */
import { FIRST_SCREEN_PATHS, type FirstScreenRead, type FirstScreenRoute } from './storefront';
import { API_ENDPOINTS } from './endpoints';
import { z } from 'zod';
import {
  areaSchema,
  blogCategorySchema,
  blogPostSchema,
  categorySchema,
  citySchema,
  countrySchema,
  couponSchema,
  customerProfileSchema,
  envelope,
  healthSchema,
  homeSchema,
  messageAnswerSchema,
  orderCreatedSchema,
  orderDetailSchema,
  orderSummarySchema,
  pageSchema,
  paged,
  productCardSchema,
  productSchema,
  paymentRedirectSchema,
  orderReceiptSchema,
  artworkSchema,
  resetTokenSchema,
  savedAddressSchema,
  signupStartedSchema,
  sessionSchema,
  settingsSchema,
  tokenSchema,
  visionItemSchema,
} from './answers';
import { quoteSchema, quoteSummarySchema } from './quotes';
import {
  addressSchema,
  blogListQuerySchema,
  changePasswordSchema,
  cityParamsSchema,
  contactSchema,
  countryParamsSchema,
  couponCodeSchema,
  idParamSchema,
  loginSchema,
  newsletterSchema,
  orderCreateSchema,
  quoteRequestSchema,
  quoteAcceptSchema,
  quoteChangesSchema,
  artworkReplaceSchema,
  pageQuerySchema,
  paymentCallbackQuerySchema,
  paymentWebhookParamsSchema,
  productListQuerySchema,
  profileSchema,
  receiptParamsSchema,
  resetCodeSchema,
  resetEmailSchema,
  resetPasswordSchema,
  reviewRequestSchema,
  sandboxCardSchema,
  sandboxTokenParamsSchema,
  signupSchema,
  signupCodeSchema,
  emailChangeSchema,
  emailCodeSchema,
} from './requests';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** Fastify / React Router syntax: `:name` is a path parameter. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (documented; the route checks them itself). */
  headers?: z.ZodType;
  /**
   * 'customer': the request must carry a valid sign-in token as `Authorization: Bearer …`;
   * without one the answer is 401 and the storefront goes to /auth. 'staff': the staff session
   * cookie of the admin dashboard (see admin.ts).
   */
  auth?: 'customer' | 'staff';
  /** The 200 answer. Errors are `messageAnswerSchema` (4xx/5xx) or `validationErrorAnswerSchema` (422). */
  answer: z.ZodType;
}

/** An Idempotency-Key: opaque client text of visible ASCII (as UUIDs and ULIDs are), 1 to 255 long. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7E]{1,255}$/);

/** The public storefront API, under `/{lang}/api`. */
export const apiRoutes = {
  products: {
    method: 'GET',
    path: '/products',
    summary: 'Paged product list (category includes its descendants; avg_rate=N means N stars or more)',
    tags: ['catalogue'],
    query: productListQuerySchema,
    answer: envelope(paged(productCardSchema)),
  },
  product: {
    method: 'GET',
    path: '/products/:id',
    summary: 'Product detail',
    tags: ['catalogue'],
    params: idParamSchema,
    answer: envelope(productSchema),
  },
  category: {
    method: 'GET',
    path: '/category/:id',
    summary: 'A category with its subcategories (childs)',
    tags: ['catalogue'],
    params: idParamSchema,
    answer: envelope(categorySchema),
  },
  settings: {
    method: 'GET',
    path: '/settings',
    summary: 'Site settings, category trees, pages and slides',
    tags: ['content'],
    answer: envelope(settingsSchema),
  },
  home: {
    method: 'GET',
    path: '/home',
    summary: 'Home sections with products, intro slides and sponsors',
    tags: ['content'],
    answer: envelope(homeSchema),
  },
  aboutItems: {
    method: 'GET',
    path: '/sectionAboutus',
    summary: 'Vision items of the about page',
    tags: ['content'],
    answer: envelope(visionItemSchema.array()),
  },
  page: {
    method: 'GET',
    path: '/page/:id',
    summary: 'A static page (1 about, 2 privacy policy, 3 terms)',
    tags: ['content'],
    params: idParamSchema,
    answer: envelope(pageSchema),
  },
  blogs: {
    method: 'GET',
    path: '/blogs',
    summary: 'Paged blog posts, newest first',
    tags: ['blog'],
    query: blogListQuerySchema,
    answer: envelope(paged(blogPostSchema)),
  },
  blog: {
    method: 'GET',
    path: '/blogs/:id',
    summary: 'One blog post',
    tags: ['blog'],
    params: idParamSchema,
    answer: envelope(blogPostSchema),
  },
  blogCategories: {
    method: 'GET',
    path: '/blog-categories',
    summary: 'Blog categories',
    tags: ['blog'],
    answer: envelope(blogCategorySchema.array()),
  },
  countries: {
    method: 'GET',
    path: '/countries',
    summary: 'Countries',
    tags: ['geography'],
    answer: envelope(countrySchema.array()),
  },
  cities: {
    method: 'GET',
    path: '/cities/:countryId',
    summary: "A country's cities with shipping fees (SAR)",
    tags: ['geography'],
    params: countryParamsSchema,
    answer: envelope(citySchema.array()),
  },
  areas: {
    method: 'GET',
    path: '/areas/:cityId',
    summary: "A city's areas",
    tags: ['geography'],
    params: cityParamsSchema,
    answer: envelope(areaSchema.array()),
  },
  subscribe: {
    method: 'POST',
    path: '/subscribe',
    summary: 'Subscribe an email to the newsletter (idempotent)',
    tags: ['engagement'],
    body: newsletterSchema,
    answer: messageAnswerSchema,
  },
  contact: {
    method: 'POST',
    path: '/contact',
    summary: 'Send a message to the shop (stored for staff)',
    tags: ['engagement'],
    body: contactSchema,
    answer: messageAnswerSchema,
  },
  // ---- Customer account ----
  signup: {
    method: 'POST',
    path: '/signup',
    summary:
      'Start a sign-up: mails a 4-digit code to a new email, or a "you already have an account" mail to a registered one (the same answer either way)',
    tags: ['account'],
    body: signupSchema,
    answer: envelope(signupStartedSchema),
  },
  signupConfirm: {
    method: 'POST',
    path: '/signup/confirm',
    summary:
      'Finish a sign-up with the mailed code: creates the account and signs in (422 on a wrong, expired or used-up code; 429 while the email is locked)',
    tags: ['account'],
    body: signupCodeSchema,
    answer: envelope(sessionSchema),
  },
  login: {
    method: 'POST',
    path: '/login',
    summary:
      'Sign in with email and password (after 10 failures for one email, from any addresses, 429 for 15 minutes)',
    tags: ['account'],
    body: loginSchema,
    answer: envelope(sessionSchema),
  },
  logout: {
    method: 'GET',
    path: '/logout',
    summary: 'Revoke the sign-in token of the request',
    tags: ['account'],
    auth: 'customer',
    answer: messageAnswerSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/forget/password',
    summary: 'Mail a 4-digit reset code (same answer whether or not the email is registered)',
    tags: ['account'],
    body: resetEmailSchema,
    answer: messageAnswerSchema,
  },
  confirmOtp: {
    method: 'POST',
    path: '/confirm/otp',
    summary:
      'Check a reset code with its email; answers a single-use reset token (15 minutes); 429 after 10 wrong codes for the email',
    tags: ['account'],
    body: resetCodeSchema,
    answer: envelope(resetTokenSchema),
  },
  resetPassword: {
    method: 'POST',
    path: '/reset/password',
    summary: 'Set a new password with a reset token; every session is revoked',
    tags: ['account'],
    body: resetPasswordSchema,
    answer: messageAnswerSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/change/password',
    summary: 'Change the password; every other session is revoked and a fresh token answered',
    tags: ['account'],
    auth: 'customer',
    body: changePasswordSchema,
    answer: envelope(tokenSchema),
  },
  profile: {
    method: 'GET',
    path: '/profile',
    summary: "The signed-in customer's profile",
    tags: ['account'],
    auth: 'customer',
    answer: envelope(customerProfileSchema),
  },
  updateProfile: {
    method: 'POST',
    path: '/update/profile',
    summary:
      'Update the profile; the email, if sent, must be the current one (a change goes through email/change)',
    tags: ['account'],
    auth: 'customer',
    body: profileSchema,
    answer: envelope(customerProfileSchema),
  },
  emailChange: {
    method: 'POST',
    path: '/email/change',
    summary:
      'Ask to change the email: checks the current password and mails a 4-digit code to the new address (the same answer when it has an account)',
    tags: ['account'],
    auth: 'customer',
    body: emailChangeSchema,
    answer: messageAnswerSchema,
  },
  emailConfirm: {
    method: 'POST',
    path: '/email/confirm',
    summary: 'Confirm the email change with the code sent to the new address; answers the profile',
    tags: ['account'],
    auth: 'customer',
    body: emailCodeSchema,
    answer: envelope(customerProfileSchema),
  },

  // ---- Addresses ----
  addresses: {
    method: 'GET',
    path: '/addresses',
    summary: "The customer's saved addresses, oldest first",
    tags: ['addresses'],
    auth: 'customer',
    answer: envelope(savedAddressSchema.array()),
  },
  addressCreate: {
    method: 'POST',
    path: '/addresses',
    summary: 'Save a new address (country, city and area must exist and belong together)',
    tags: ['addresses'],
    auth: 'customer',
    body: addressSchema,
    answer: envelope(savedAddressSchema),
  },
  address: {
    method: 'GET',
    path: '/addresses/:id',
    summary: "One of the customer's addresses (404 for anyone else's)",
    tags: ['addresses'],
    auth: 'customer',
    params: idParamSchema,
    answer: envelope(savedAddressSchema),
  },
  addressUpdate: {
    method: 'PUT',
    path: '/addresses/:id',
    summary: "Change one of the customer's addresses (JSON body)",
    tags: ['addresses'],
    auth: 'customer',
    params: idParamSchema,
    body: addressSchema,
    answer: envelope(savedAddressSchema),
  },
  addressDelete: {
    method: 'DELETE',
    path: '/addresses/:id',
    summary: "Delete one of the customer's addresses",
    tags: ['addresses'],
    auth: 'customer',
    params: idParamSchema,
    answer: messageAnswerSchema,
  },

  // ---- Checkout and orders ----
  coupon: {
    method: 'GET',
    path: '/coupon',
    summary: 'A coupon that can be used now (404 unknown, 422 inactive, not started, expired or used up)',
    tags: ['checkout'],
    auth: 'customer',
    query: couponCodeSchema,
    answer: envelope(couponSchema),
  },
  orders: {
    method: 'GET',
    path: '/orders',
    summary: "The customer's orders, newest first",
    tags: ['orders'],
    auth: 'customer',
    query: pageQuerySchema,
    answer: envelope(paged(orderSummarySchema)),
  },
  orderCreate: {
    method: 'POST',
    path: '/orders',
    summary: 'Place an order (Idempotency-Key header); every price and total is computed on the server',
    tags: ['orders'],
    auth: 'customer',
    headers: z.object({
      'idempotency-key': idempotencyKeySchema
        .optional()
        .describe(
          'A key per order attempt: a repeat within 24 hours answers the first order instead of placing another',
        ),
    }),
    body: orderCreateSchema,
    answer: envelope(orderCreatedSchema),
  },
  order: {
    method: 'GET',
    path: '/orders/:id',
    summary: "One of the customer's orders with everything its bill shows (404 for anyone else's)",
    tags: ['orders'],
    auth: 'customer',
    params: idParamSchema,
    answer: envelope(orderDetailSchema),
  },
  orderPay: {
    method: 'POST',
    path: '/orders/:id/pay',
    summary: "Start paying an unpaid card order: answers the payment provider's hosted page",
    tags: ['payments'],
    auth: 'customer',
    params: idParamSchema,
    answer: envelope(paymentRedirectSchema),
  },
  orderArtworkReplace: {
    method: 'PUT',
    path: '/orders/:id/artwork',
    summary:
      "Send new logo artwork for the customer's order after staff asked for changes: each product's new upload (POST artworks) and where it goes; the logos wait for staff's approval again",
    tags: ['orders'],
    auth: 'customer',
    params: idParamSchema,
    body: artworkReplaceSchema,
    answer: envelope(orderDetailSchema),
  },
  orderReceiptUpload: {
    method: 'POST',
    path: '/orders/:id/receipts',
    summary:
      "Upload a transfer receipt for the customer's unpaid bank-transfer order: the file itself is the body (JPEG, PNG, WebP or PDF, at most 5 MB, at most 5 per order)",
    tags: ['orders'],
    auth: 'customer',
    params: idParamSchema,
    answer: envelope(orderReceiptSchema),
  },
  artworkUpload: {
    method: 'POST',
    path: '/artworks',
    summary:
      'Upload logo artwork for a quote or order line: the file itself is the body (PNG, JPEG, WebP, SVG or PDF, at most 5 MB); a preview is drawn from it',
    tags: ['quotes'],
    auth: 'customer',
    answer: envelope(artworkSchema),
  },
  artworkFile: {
    method: 'GET',
    path: '/artworks/:id',
    summary: "One of the customer's artworks as uploaded; the answer is the file",
    tags: ['quotes'],
    auth: 'customer',
    params: idParamSchema,
    answer: z.string(),
  },
  artworkPreview: {
    method: 'GET',
    path: '/artworks/:id/preview',
    summary: "The PNG preview of one of the customer's artworks (404 for a PDF the server could not draw)",
    tags: ['quotes'],
    auth: 'customer',
    params: idParamSchema,
    answer: z.string(),
  },
  orderReceiptFile: {
    method: 'GET',
    path: '/orders/:id/receipts/:receipt_id',
    summary: "One of the customer's transfer receipts; the answer is the file",
    tags: ['orders'],
    auth: 'customer',
    params: receiptParamsSchema,
    answer: z.string(),
  },

  orderInvoiceXml: {
    method: 'GET',
    path: '/orders/:id/invoice.xml',
    summary:
      "The customer's order's e-invoice as issued to ZATCA (UBL 2.1 XML with the shop's stamp; for a standard invoice, the document ZATCA cleared); 404 until it is signed",
    tags: ['orders'],
    auth: 'customer',
    params: idParamSchema,
    answer: z.string(),
  },

  orderInvoicePdf: {
    method: 'GET',
    path: '/orders/:id/invoice.pdf',
    summary:
      "The customer's order's e-invoice as a printed copy in the path's language: a PDF/A-3 document stating what the XML states, with the XML embedded; 404 until it is signed",
    tags: ['orders'],
    auth: 'customer',
    params: idParamSchema,
    answer: z.string(),
  },

  // ---- Reviews ----
  rate: {
    method: 'POST',
    path: '/rate',
    summary: 'Review a product (one per customer and product; a second replaces the first)',
    tags: ['reviews'],
    auth: 'customer',
    body: reviewRequestSchema,
    answer: messageAnswerSchema,
  },
  quotes: {
    method: 'GET',
    path: '/quotes',
    summary: "The customer's requests for quotation, newest first",
    tags: ['quotes'],
    auth: 'customer',
    query: pageQuerySchema,
    answer: envelope(paged(quoteSummarySchema)),
  },
  quoteCreate: {
    method: 'POST',
    path: '/quotes',
    summary: 'Ask for a price on products × colours × sizes × pieces, with a wanted-by day and a note',
    tags: ['quotes'],
    auth: 'customer',
    body: quoteRequestSchema,
    answer: envelope(quoteSchema),
  },
  quote: {
    method: 'GET',
    path: '/quotes/:id',
    summary: "One of the customer's quotes (404 for anyone else's)",
    tags: ['quotes'],
    auth: 'customer',
    params: idParamSchema,
    answer: envelope(quoteSchema),
  },
  quoteAccept: {
    method: 'POST',
    path: '/quotes/:id/accept',
    summary:
      'Place the order at the quoted prices while the quote holds, once (422 when it lapsed, was accepted or is not sent)',
    tags: ['quotes'],
    auth: 'customer',
    params: idParamSchema,
    body: quoteAcceptSchema,
    answer: envelope(orderCreatedSchema),
  },
  quoteChanges: {
    method: 'POST',
    path: '/quotes/:id/changes',
    summary: 'Ask staff to change a sent (or lapsed) quote',
    tags: ['quotes'],
    auth: 'customer',
    params: idParamSchema,
    body: quoteChangesSchema,
    answer: envelope(quoteSchema),
  },
} as const satisfies Record<string, RouteContract>;

/** Routes outside the language prefix. */
export const operationsRoutes = {
  health: {
    method: 'GET',
    path: '/healthz',
    summary:
      'Liveness and database check (503 with status "error" when the database does not answer, "draining" while the instance shuts down)',
    tags: ['health'],
    answer: healthSchema,
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    summary:
      "The instance's metrics in Prometheus's text format (request latency by route, orders, card payments, the mail and e-invoice queues, cache hit ratios, the database pool); needs `Authorization: Bearer` METRICS_TOKEN, 404 while it is unset",
    tags: ['health'],
    headers: z.object({ authorization: z.string().describe('Bearer METRICS_TOKEN') }),
    answer: z.string(),
  },
} as const satisfies Record<string, RouteContract>;

/**
 * Card payment pages and provider notifications, outside the language prefix: a provider redirects
 * the shopper and posts its webhooks to fixed URLs, so these paths carry no language. The hosted
 * sandbox page answers HTML in the order's language; the callback answers a redirect to the bill.
 */
export const paymentRoutes = {
  sandboxPage: {
    method: 'GET',
    path: '/payments/sandbox/:token',
    summary:
      "The sandbox provider's hosted payment page (HTML, in the language the payment was started in; test cards only)",
    tags: ['payments'],
    params: sandboxTokenParamsSchema,
    answer: z.string(),
  },
  sandboxPay: {
    method: 'POST',
    path: '/payments/sandbox/:token',
    summary:
      "The sandbox page's card form: charges a test card, then redirects (303) to the callback with the payment id",
    tags: ['payments'],
    params: sandboxTokenParamsSchema,
    body: sandboxCardSchema,
    answer: z.string(),
  },
  callback: {
    method: 'GET',
    path: '/payments/callback',
    summary:
      'Where the provider sends the shopper back: the payment is fetched from the provider and verified, then a 303 to /bill/{id}?payment=paid|failed|pending',
    tags: ['payments'],
    query: paymentCallbackQuerySchema,
    answer: messageAnswerSchema,
  },
  callbackNotice: {
    method: 'POST',
    path: '/payments/callback',
    summary:
      "A provider's server-to-server notice naming a payment or invoice (`id`): verified with the provider like the redirect",
    tags: ['payments'],
    answer: messageAnswerSchema,
  },
  webhook: {
    method: 'POST',
    path: '/payments/webhook/:provider',
    summary:
      "A provider's signed webhook (secret token compared in constant time; a replayed event id is refused with 409)",
    tags: ['payments'],
    params: paymentWebhookParamsSchema,
    answer: messageAnswerSchema,
  },
} as const satisfies Record<string, RouteContract>;

/** The `payment` query parameter of the bill page after a card payment: what the provider said, verified. */
export const PAYMENT_RESULTS = ['paid', 'failed', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

/** The 200 answer of a route, as JSON carries it. */
export type AnswerOf<R extends RouteContract> = z.output<R['answer']>;
/** The `data` of a route's `{ message, data }` answer. */
export type DataOf<R extends RouteContract> = AnswerOf<R> extends { data: infer D } ? D : never;
/** What a client may send in the query string / body (before the server's parsing). */
export type QueryOf<R extends RouteContract> = R['query'] extends z.ZodType ? z.input<R['query']> : never;
export type BodyOf<R extends RouteContract> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
export type ParamsOf<R extends RouteContract> = R['params'] extends z.ZodType ? z.output<R['params']> : never;

/**
 * What a client sends to a route, checked against the route's request schemas: `params` (as the
 * client has them, before the server's parsing: an id may be digits) and `body` where the route
 * declares them; `query` where it declares one, required only when one of its fields is. A part
 * the route does not declare cannot be sent.
 */
export type RequestOf<R extends RouteContract> = (R['params'] extends z.ZodType
  ? { params: z.input<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType
    ? object extends QueryOf<R>
      ? { query?: QueryOf<R> }
      : { query: QueryOf<R> }
    : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: BodyOf<R> } : { body?: never });

/** A route's request parts as a call's arguments: optional when the route needs none of them. */
export type RequestArgs<R extends RouteContract, Extra = unknown> =
  object extends RequestOf<R> ? [request?: RequestOf<R> & Extra] : [request: RequestOf<R> & Extra];

/** `/products/:id` → `products/${string}`: the paths a client may ask for on a route. */
export type ConcretePath<P extends string> = P extends `/${infer Rest}`
  ? ConcretePath<Rest>
  : P extends `${infer Head}:${string}/${infer Tail}`
    ? `${Head}${string | number}/${ConcretePath<Tail>}`
    : P extends `${infer Head}:${string}`
      ? `${Head}${string | number}`
      : P;

/** The route a concrete path (and method) belongs to. */
export type RouteAt<Path extends string, M extends HttpMethod = 'GET'> = {
  [K in ApiRouteName]: ApiRoutes[K]['method'] extends M
    ? Path extends ConcretePath<ApiRoutes[K]['path']>
      ? ApiRoutes[K]
      : never
    : never;
}[ApiRouteName];

/** Every concrete path a client may GET / POST. */
export type ApiPath<M extends HttpMethod = 'GET'> = {
  [K in ApiRouteName]: ApiRoutes[K]['method'] extends M ? ConcretePath<ApiRoutes[K]['path']> : never;
}[ApiRouteName];

/** API_ENDPOINTS (endpoints.ts, free of schemas for the browser's bundle) name every route and only those, with their own methods and paths. */
export const endpointsMatchRoutes: {
  [N in ApiRouteName]: { method: ApiRoutes[N]['method']; path: ApiRoutes[N]['path'] };
} & Record<Exclude<keyof typeof API_ENDPOINTS, ApiRouteName>, never> = API_ENDPOINTS;

/** FIRST_SCREEN_PATHS (storefront.ts, free of schemas for the browser's bundle) are these routes' own paths. */
export const firstScreenPathsMatchRoutes: { [N in FirstScreenRoute]: ApiRoutes[N]['path'] } =
  FIRST_SCREEN_PATHS;

/**
 * What the server answers a first-screen read with: the route's `data` exactly as its JSON answer
 * carries it, or `notFound` where the route answers 404 (a missing product, category or post) or
 * its input is not one it accepts.
 */
export type FirstScreenAnswer<N extends FirstScreenRoute = FirstScreenRoute> =
  { found: true; data: DataOf<ApiRoutes[N]> } | { found: false };

export type FirstScreenReader = <N extends FirstScreenRoute>(
  read: FirstScreenRead<N>,
) => Promise<FirstScreenAnswer<N>>;
