/** What shoppers send the shop, as staff read it: reviews, newsletter sign-ups, contact messages, and the outgoing mail. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminResources } from '@shop/contract';
import {
  contactMessages,
  customers,
  mailOutbox,
  newsletterSubscribers,
  products,
  reviews,
} from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import { recordAudit } from '../audit.js';
import { MAX_DB_INT } from '../products.js';
import { refreshProductRating } from '../reviews.js';
import { csvNewestFirst, shopDateTimeCell } from '../csv.js';
import { sortedBy, type SortColumns } from '../list-sort.js';
import { containsPattern, pageOfIds } from '../sql-rows.js';
import { tableResource, type ResourceQuery, type ResourceService } from './resource.js';

type RowOf<K extends keyof typeof adminResources> = z.infer<
  (typeof adminResources)[K]['list']['answer']
>['data'][number];
type ReviewQuery = ResourceQuery<'reviews'>;
type ReviewRow = RowOf<'reviews'>;

export const subscriberResource = tableResource<
  typeof newsletterSubscribers,
  RowOf<'subscribers'>,
  ResourceQuery<'subscribers'>,
  never
>({
  table: newsletterSubscribers,
  entity: 'subscriber',
  notFound: 'notFound.subscriber',
  answer: (row) => ({
    id: row.id,
    email: row.email,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
  }),
  search: [],
  // Subscribed emails are kept lower case.
  searchLowerCase: [newsletterSubscribers.email],
  sorts: { email: newsletterSubscribers.email, created_at: newsletterSubscribers.createdAt },
  defaultOrder: [desc(newsletterSubscribers.id)],
});

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'language', 'subscribed_at'] as const;
/** Subscribers read per statement while the file is written. */
const SUBSCRIBER_CSV_PAGE = 2000;

/**
 * The newsletter subscribers matching the list's search as a CSV file (../csv.ts), newest first:
 * the email, the language (`ar` or `en`) and when they subscribed (Riyadh time), read a page at a
 * time after the last id of the page before.
 */
export function exportSubscribersCsv(
  db: Executor,
  filters: Partial<Pick<ResourceQuery<'subscribers'>, 'q'>>,
  onError: (error: Error) => void,
  pageSize = SUBSCRIBER_CSV_PAGE,
) {
  return csvNewestFirst({
    header: SUBSCRIBER_CSV_COLUMNS,
    id: newsletterSubscribers.id,
    where: filters.q ? ilike(newsletterSubscribers.email, containsPattern(filters.q)) : undefined,
    pageSize,
    onError,
    read: (pageWhere) =>
      db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          lang: newsletterSubscribers.lang,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .where(pageWhere)
        .orderBy(desc(newsletterSubscribers.id))
        .limit(pageSize),
    cells: (r) => [r.email, r.lang, shopDateTimeCell(r.createdAt)],
  });
}

export const contactMessageResource = tableResource<
  typeof contactMessages,
  RowOf<'messages'>,
  ResourceQuery<'messages'>,
  { handled: boolean }
>({
  table: contactMessages,
  entity: 'contact_message',
  notFound: 'notFound.message',
  answer: (row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    lang: row.lang,
    handled: row.readAt !== null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  }),
  values: (input) => ({ readAt: input.handled ? new Date() : null }),
  search: [contactMessages.firstName, contactMessages.lastName, contactMessages.message],
  // Emails are kept lower case (the forms' email field) and phones are digits.
  searchLowerCase: [contactMessages.email, contactMessages.phone],
  sorts: { created_at: contactMessages.createdAt, email: contactMessages.email },
  // Unhandled messages first, newest first.
  defaultOrder: [sql`${contactMessages.readAt} is not null`, desc(contactMessages.id)],
});

const mailRow = (row: typeof mailOutbox.$inferSelect): RowOf<'mail'> => ({
  id: row.id,
  to: row.to,
  kind: row.kind,
  lang: row.lang,
  subject: row.subject,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  next_attempt_at: row.status === 'queued' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
  sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

/** The outbox: staff read what was sent (or kept, without SMTP_URL); nothing here changes it. */
export const mailResource = tableResource<typeof mailOutbox, RowOf<'mail'>, ResourceQuery<'mail'>, never>({
  table: mailOutbox,
  entity: 'mail',
  notFound: 'notFound.mail',
  answer: mailRow,
  detail: (row) => ({ ...mailRow(row), text: row.text, html: row.html }) as RowOf<'mail'>,
  search: [mailOutbox.to, mailOutbox.subject, mailOutbox.kind],
  sorts: { created_at: mailOutbox.createdAt, to: mailOutbox.to, status: mailOutbox.status },
  defaultOrder: [desc(mailOutbox.id)],
});

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productNameAr: products.nameAr,
  productNameEn: products.nameEn,
  customerId: reviews.customerId,
  fname: customers.fname,
  lname: customers.lname,
  rate: reviews.rate,
  comment: reviews.comment,
  isHidden: reviews.isHidden,
  createdAt: reviews.createdAt,
};

function reviewAnswer(row: {
  id: number;
  productId: number;
  productNameAr: string;
  productNameEn: string;
  customerId: number;
  fname: string;
  lname: string;
  rate: number;
  comment: string;
  isHidden: boolean;
  createdAt: Date;
}): ReviewRow {
  return {
    id: row.id,
    product_id: row.productId,
    product_name_ar: row.productNameAr,
    product_name_en: row.productNameEn,
    customer_id: row.customerId,
    customer_name: `${row.fname} ${row.lname}`.trim(),
    rate: row.rate,
    comment: row.comment,
    is_hidden: row.isHidden,
    created_at: row.createdAt.toISOString(),
  };
}

const reviewsWithNames = (db: Executor) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId));

async function readReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  if (id > MAX_DB_INT) return undefined;
  const [row] = await reviewsWithNames(db).where(eq(reviews.id, id)).limit(1);
  return row ? reviewAnswer(row) : undefined;
}

/** Reviews, newest first; hiding or showing one recomputes its product's rating at once. */
export const reviewResource: ResourceService<
  ReviewRow,
  ReviewRow,
  ReviewQuery,
  never,
  { is_hidden: boolean }
> = {
  async list(db, query) {
    const conditions: (SQL | undefined)[] = [];
    if (query.product_id !== undefined) conditions.push(eq(reviews.productId, query.product_id));
    if (query.q) {
      const like = containsPattern(query.q);
      // Conditions on reviews only, each with its own index: the count needs no join.
      const matchingProducts = db
        .select({ id: products.id })
        .from(products)
        .where(or(ilike(products.nameAr, like), ilike(products.nameEn, like)));
      const matchingCustomers = db
        .select({ id: customers.id })
        .from(customers)
        .where(ilike(customers.email, like));
      conditions.push(
        or(
          ilike(reviews.comment, like),
          sql`${reviews.productId} = any(array(${matchingProducts}))`,
          sql`${reviews.customerId} = any(array(${matchingCustomers}))`,
        ),
      );
    }
    const where = and(...conditions);
    const sortable: SortColumns<NonNullable<ReviewQuery['sort']>> = {
      id: sql`${reviews.id}`,
      rate: sql`${reviews.rate}`,
      created_at: sql`${reviews.createdAt}`,
      is_hidden: sql`${reviews.isHidden}`,
    };
    const sortBy = sortedBy(sortable, query);
    const order = sortBy
      ? [sortBy, desc(reviews.id)]
      : // While searching, `id + 0` lets the indexes find the matches instead of a backward walk
        // of the primary key that filters every review (slow for a rare term).
        [desc(query.q ? sql`${reviews.id} + 0` : reviews.id)];
    // The page's ids first (every condition is on reviews), so the names are joined for the
    // page's rows only, not for every row an OFFSET skips.
    const page = pageOfIds(db, reviews.id, where, order, query);
    const [rows, [total]] = await Promise.all([
      reviewsWithNames(db)
        .innerJoin(page, eq(page.id, reviews.id))
        .orderBy(...order),
      db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { data: rows.map(reviewAnswer), total: Number(total?.n ?? 0) };
  },

  get: readReview,

  async update(db, actor, id, input) {
    const before = await readReview(db, id);
    if (!before) throw new NotFoundError('notFound.review');
    return withTransaction(db, async (tx) => {
      // The product's row first, as every rating change does (see saveReview).
      await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, before.product_id))
        .for('update');
      await tx
        .update(reviews)
        .set({ isHidden: input.is_hidden, updatedAt: new Date() })
        .where(eq(reviews.id, id));
      await refreshProductRating(tx, before.product_id);
      const after = (await readReview(tx, id))!;
      await recordAudit(tx, actor, {
        action: input.is_hidden ? 'hide' : 'show',
        entity: 'review',
        entityId: id,
        before: { is_hidden: before.is_hidden },
        after: { is_hidden: after.is_hidden },
      });
      return after;
    });
  },
};
