/**
 * The staff API's plain resources: each is a list, a record, and (where staff may change it) a
 * create, an update and a delete, all of the same shape (see admin.ts for the conventions). The API
 * registers every resource of `adminResources` from this map, and the dashboard's data provider
 * reaches each one at ADMIN_API_PREFIX + its path.
 */
import { z } from 'zod';
import {
  adminListQuerySchema,
  areaInputSchema,
  areaListQuerySchema,
  blogCategoryInputSchema,
  blogPostInputSchema,
  blogPostListQuerySchema,
  categoryInputSchema,
  categoryListQuerySchema,
  colorInputSchema,
  colorListQuerySchema,
  cityInputSchema,
  cityListQuerySchema,
  blogCategoryListQuerySchema,
  contactHandledSchema,
  contactMessageListQuerySchema,
  countryInputSchema,
  countryListQuerySchema,
  couponInputSchema,
  couponListQuerySchema,
  customerListQuerySchema,
  customerStatusSchema,
  mailListQuerySchema,
  orderedListQuerySchema,
  subscriberListQuerySchema,
  homeSectionInputSchema,
  idParamSchema,
  pageInputSchema,
  productInputSchema,
  reviewListQuerySchema,
  reviewVisibilitySchema,
  sizeInputSchema,
  sizeListQuerySchema,
  slideInputSchema,
  visionItemInputSchema,
  sponsorInputSchema,
  staffProductListQuerySchema,
  type AdminArea,
} from '@shop/domain';
import { envelope, nationalAddressAnswerFields } from './answers';
import { adminList, adminRecord, type AdminRouteContract } from './admin';
import {
  adminCategorySchema,
  adminColorSchema,
  adminProductRowSchema,
  adminProductSchema,
  adminSizeSchema,
} from './admin-catalogue';
import { LANGUAGES } from './storefront';

interface ResourceSchemas {
  row: z.ZodType;
  /** The detail of one record, when it says more than a row of the list. */
  detail?: z.ZodType;
  query?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  /** Whether staff may delete a record. */
  remove?: boolean;
}

/** A resource staff create, change and delete, sending one input shape for both writes. */
function editable<R extends z.ZodType, I extends z.ZodType>(row: R, input: I) {
  return { row, create: input, update: input, remove: true } as const;
}

/**
 * The routes of one resource at `/${path}`, for the roles that may open `area`. A change the
 * resource does not allow is `undefined` in the type too, so a client cannot name it.
 */
function resource<S extends ResourceSchemas>(path: string, area: AdminArea, title: string, schemas: S) {
  const base = { tags: ['admin'], auth: 'staff', area } as const;
  const detail = (schemas.detail ?? schemas.row) as S['detail'] extends z.ZodType ? S['detail'] : S['row'];
  const createRoute = <B extends z.ZodType>(body: B) =>
    ({
      ...base,
      method: 'POST',
      path: `/${path}`,
      summary: `${title}: add one`,
      body,
      answer: envelope(detail),
    }) as const;
  const updateRoute = <B extends z.ZodType>(body: B) =>
    ({
      ...base,
      method: 'PUT',
      path: `/${path}/:id`,
      summary: `${title}: change one`,
      params: idParamSchema,
      body,
      answer: envelope(detail),
    }) as const;
  const removeRoute = () =>
    ({
      ...base,
      method: 'DELETE',
      path: `/${path}/:id`,
      summary: `${title}: delete one (refused while other records use it)`,
      params: idParamSchema,
      answer: envelope(detail),
    }) as const;
  return {
    list: {
      ...base,
      method: 'GET',
      path: `/${path}`,
      summary: `${title}: a page of the list`,
      query: (schemas.query ?? adminListQuerySchema) as S['query'] extends z.ZodType
        ? S['query']
        : typeof adminListQuerySchema,
      answer: adminList(schemas.row as S['row']),
    },
    one: {
      ...base,
      method: 'GET',
      path: `/${path}/:id`,
      summary: `${title}: one record`,
      params: idParamSchema,
      answer: adminRecord(detail),
    },
    create: (schemas.create ? createRoute(schemas.create) : undefined) as S['create'] extends z.ZodType
      ? ReturnType<typeof createRoute<S['create']>>
      : undefined,
    update: (schemas.update ? updateRoute(schemas.update) : undefined) as S['update'] extends z.ZodType
      ? ReturnType<typeof updateRoute<S['update']>>
      : undefined,
    remove: (schemas.remove ? removeRoute() : undefined) as S['remove'] extends true
      ? ReturnType<typeof removeRoute>
      : undefined,
  } satisfies Record<string, AdminRouteContract | undefined>;
}

const isoDate = z.string();
const names = { name_ar: z.string(), name_en: z.string() };

export const adminCountrySchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  ...names,
  sort_order: z.number().int(),
});

export const adminCitySchema = z.strictObject({
  id: z.number().int(),
  country_id: z.number().int(),
  ...names,
  /** SAR. */
  shipping_fee: z.number(),
  sort_order: z.number().int(),
});

export const adminAreaSchema = z.strictObject({
  id: z.number().int(),
  city_id: z.number().int(),
  ...names,
  sort_order: z.number().int(),
});

export const adminCouponSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  /** SAR for type 0, percent for type 1. */
  amount: z.number(),
  starts_at: isoDate.nullable(),
  ends_at: isoDate.nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  /** How many orders of one customer may use it; null: any number. */
  per_customer_limit: z.number().int().nullable(),
  /** SAR the products it applies to must come to; null: no minimum. */
  min_order: z.number().nullable(),
  free_shipping: z.boolean(),
  /** The products and categories (with their subcategories) it applies to; both empty: all. */
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  /** Whether a shopper could use it now, and if not why (domain's couponStatus). */
  status: z.enum(['valid', 'inactive', 'notStarted', 'expired', 'usedUp']),
  created_at: isoDate,
});

export const adminCustomerSchema = z.strictObject({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  is_active: z.boolean(),
  orders_count: z.number().int(),
  created_at: isoDate,
});

export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  addresses: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      /** "Area, City, Country" in each language. */
      place_ar: z.string(),
      place_en: z.string(),
      address: z.string(),
      building: z.string(),
      floor: z.string(),
      apartment: z.string(),
      ...nationalAddressAnswerFields,
      note: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.strictObject({
      id: z.number().int(),
      code: z.string(),
      created_at: isoDate,
      status: z.string(),
      payment_status: z.string(),
      total: z.number(),
    }),
  ),
});

export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminReviewSchema = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name_ar: z.string(),
  product_name_en: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  rate: z.number().int(),
  comment: z.string(),
  is_hidden: z.boolean(),
  created_at: isoDate,
});

export const adminSubscriberSchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  lang: z.enum(LANGUAGES),
  created_at: isoDate,
});

export const adminContactMessageSchema = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  lang: z.enum(LANGUAGES),
  handled: z.boolean(),
  read_at: isoDate.nullable(),
  created_at: isoDate,
});

/** What a mail of the outbox is about. */
export const MAIL_KINDS = [
  'reset_code',
  'welcome',
  'order_placed',
  'order_status',
  'payment_received',
  'payment_refunded',
  'signup_code',
  'account_exists',
  'email_change_code',
  'email_changed',
  'staff_reset_code',
  'staff_locked',
  'quote_requested',
  'quote_changes',
  'quote_sent',
  'quote_declined',
  'artwork_approved',
  'artwork_changes',
  'artwork_replaced',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const adminMailSchema = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  /** One of MAIL_KINDS for every mail the shop writes. */
  kind: z.string(),
  lang: z.enum(LANGUAGES),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'kept']),
  error: z.string().nullable(),
  /** Delivery attempts made so far (a server that is away is tried again, five times in all). */
  attempts: z.number().int().nonnegative(),
  /** When a queued mail is tried next; null once sent, failed or kept. */
  next_attempt_at: isoDate.nullable(),
  sent_at: isoDate.nullable(),
  created_at: isoDate,
});

export const adminMailDetailSchema = adminMailSchema.extend({ text: z.string(), html: z.string() });

export const adminSponsorSchema = z.strictObject({
  id: z.number().int(),
  ...names,
  image: z.string(),
  url: z.string(),
  sort_order: z.number().int(),
});

export const adminBlogCategorySchema = z.strictObject({
  id: z.number().int(),
  ...names,
  sort_order: z.number().int(),
});

export const adminHomeSectionSchema = z.strictObject({
  id: z.number().int(),
  ...names,
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** The section's products in the order shown. */
  product_ids: z.array(z.number().int()),
});

const titles = { title_ar: z.string(), title_en: z.string() };

export const adminPageSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  ...titles,
  content_ar: z.string(),
  content_en: z.string(),
  image: z.string(),
  updated_at: isoDate,
});

export const adminSlideSchema = z.strictObject({
  id: z.number().int(),
  ...titles,
  description_ar: z.string(),
  description_en: z.string(),
  image: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});

/** A vision item is a slide without the on/off switch (the about page shows every item). */
export const adminVisionItemSchema = adminSlideSchema.omit({ is_active: true });

export const adminBlogPostSchema = z.strictObject({
  id: z.number().int(),
  ...titles,
  category_id: z.number().int(),
  content_ar: z.string(),
  content_en: z.string(),
  image: z.string(),
  is_featured: z.boolean(),
  is_published: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
});

export const adminResources = {
  categories: resource('categories', 'catalogue', 'Categories (a tree)', {
    ...editable(adminCategorySchema, categoryInputSchema),
    query: categoryListQuerySchema,
  }),
  colors: resource('colors', 'catalogue', 'Colours', {
    ...editable(adminColorSchema, colorInputSchema),
    query: colorListQuerySchema,
  }),
  sizes: resource('sizes', 'catalogue', 'Sizes', {
    ...editable(adminSizeSchema, sizeInputSchema),
    query: sizeListQuerySchema,
  }),
  products: resource('products', 'catalogue', 'Products with colours, sizes, price tiers and photos', {
    row: adminProductRowSchema,
    detail: adminProductSchema,
    query: staffProductListQuerySchema,
    create: productInputSchema,
    update: productInputSchema,
    remove: true,
  }),
  countries: resource('countries', 'commerce', 'Countries', {
    ...editable(adminCountrySchema, countryInputSchema),
    query: countryListQuerySchema,
  }),
  cities: resource('cities', 'commerce', 'Cities with their shipping fees', {
    ...editable(adminCitySchema, cityInputSchema),
    query: cityListQuerySchema,
  }),
  areas: resource('areas', 'commerce', 'Areas of the cities', {
    ...editable(adminAreaSchema, areaInputSchema),
    query: areaListQuerySchema,
  }),
  coupons: resource('coupons', 'commerce', 'Coupons', {
    ...editable(adminCouponSchema, couponInputSchema),
    query: couponListQuerySchema,
  }),
  customers: resource('customers', 'customers', 'Customer accounts', {
    row: adminCustomerSchema,
    detail: adminCustomerDetailSchema,
    query: customerListQuerySchema,
    update: customerStatusSchema,
  }),
  reviews: resource('reviews', 'engagement', 'Product reviews', {
    row: adminReviewSchema,
    query: reviewListQuerySchema,
    update: reviewVisibilitySchema,
  }),
  subscribers: resource('subscribers', 'engagement', 'Newsletter subscribers', {
    row: adminSubscriberSchema,
    query: subscriberListQuerySchema,
    remove: true,
  }),
  messages: resource('messages', 'engagement', 'Contact messages', {
    row: adminContactMessageSchema,
    query: contactMessageListQuerySchema,
    update: contactHandledSchema,
  }),
  sponsors: resource('sponsors', 'content', 'Sponsors on the home page', {
    ...editable(adminSponsorSchema, sponsorInputSchema),
    query: orderedListQuerySchema,
  }),
  blogCategories: resource('blog-categories', 'content', 'Blog categories', {
    ...editable(adminBlogCategorySchema, blogCategoryInputSchema),
    query: blogCategoryListQuerySchema,
  }),
  homeSections: resource('home-sections', 'content', 'Product sections of the home page', {
    ...editable(adminHomeSectionSchema, homeSectionInputSchema),
    query: orderedListQuerySchema,
  }),
  pages: resource('pages', 'content', 'The about, privacy policy and terms pages', {
    row: adminPageSchema,
    update: pageInputSchema,
  }),
  slides: resource('slides', 'content', 'Slides of the home page', {
    ...editable(adminSlideSchema, slideInputSchema),
    query: orderedListQuerySchema,
  }),
  visionItems: resource('vision-items', 'content', "Items of the about page's vision section", {
    ...editable(adminVisionItemSchema, visionItemInputSchema),
    query: orderedListQuerySchema,
  }),
  blogPosts: resource('blog-posts', 'content', 'Blog posts', {
    ...editable(adminBlogPostSchema, blogPostInputSchema),
    query: blogPostListQuerySchema,
  }),
  mail: resource('mail', 'mail', 'The mail outbox', {
    row: adminMailSchema,
    detail: adminMailDetailSchema,
    query: mailListQuerySchema,
  }),
} as const;

export type AdminResourceName = keyof typeof adminResources;
/** A row of a resource's list, e.g. `AdminRow<'coupons'>`. */
export type AdminRow<N extends AdminResourceName> = z.infer<
  (typeof adminResources)[N]['list']['answer']
>['data'][number];
/** One record as its own page reads it (the row, or the detail where there is one). */
export type AdminDetail<N extends AdminResourceName> = z.infer<
  (typeof adminResources)[N]['one']['answer']
>['data'];
