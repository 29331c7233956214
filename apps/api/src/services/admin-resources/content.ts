/** Content without rich text, as staff edit it: sponsors, blog categories and the home page's product sections. */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminResources } from '@shop/contract';
import type { BlogCategoryInput, HomeSectionInput, SponsorInput } from '@shop/domain';
import {
  blogCategories,
  blogPosts,
  homeSectionProducts,
  homeSections,
  products,
  sponsors,
} from '../../db/schema.js';
import { withTransaction, type Executor } from '../../db/transaction.js';
import { FieldErrors, NotFoundError } from '../../shared/errors.js';
import { recordAudit } from '../audit.js';
import { tableResource, type ResourceQuery, type ResourceService } from './resource.js';

type RowOf<K extends keyof typeof adminResources> = z.infer<
  (typeof adminResources)[K]['list']['answer']
>['data'][number];

export const sponsorResource = tableResource<
  typeof sponsors,
  RowOf<'sponsors'>,
  ResourceQuery<'sponsors'>,
  SponsorInput
>({
  table: sponsors,
  entity: 'sponsor',
  notFound: 'notFound.sponsor',
  answer: (row) => ({
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    image: row.image,
    url: row.url,
    sort_order: row.sortOrder,
  }),
  values: (input) => ({
    nameAr: input.name_ar,
    nameEn: input.name_en,
    image: input.image,
    url: input.url,
    sortOrder: input.sort_order,
  }),
  search: [sponsors.nameAr, sponsors.nameEn, sponsors.url],
  sorts: { sort_order: sponsors.sortOrder },
  defaultOrder: [asc(sponsors.sortOrder), asc(sponsors.id)],
});

export const blogCategoryResource = tableResource<
  typeof blogCategories,
  RowOf<'blogCategories'>,
  ResourceQuery<'blogCategories'>,
  BlogCategoryInput
>({
  table: blogCategories,
  entity: 'blog_category',
  notFound: 'notFound.blogCategory',
  answer: (row) => ({ id: row.id, name_ar: row.nameAr, name_en: row.nameEn, sort_order: row.sortOrder }),
  values: (input) => ({ nameAr: input.name_ar, nameEn: input.name_en, sortOrder: input.sort_order }),
  search: [blogCategories.nameAr, blogCategories.nameEn],
  sorts: {
    sort_order: blogCategories.sortOrder,
    name_ar: blogCategories.nameAr,
    name_en: blogCategories.nameEn,
  },
  defaultOrder: [asc(blogCategories.sortOrder), asc(blogCategories.id)],
  children: [{ column: blogPosts.categoryId, key: 'admin.blogCategoryInUse' }],
});

type HomeSectionRow = RowOf<'homeSections'>;

async function readSections(
  db: Executor,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
) {
  const query = db
    .select()
    .from(homeSections)
    .where(where)
    .orderBy(asc(homeSections.sortOrder), asc(homeSections.id));
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  const picks = rows.length
    ? await db
        .select()
        .from(homeSectionProducts)
        .where(
          inArray(
            homeSectionProducts.sectionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(homeSectionProducts.sortOrder))
    : [];
  return rows.map((row): HomeSectionRow => ({
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    product_ids: picks.filter((p) => p.sectionId === row.id).map((p) => p.productId),
  }));
}

async function readSection(db: Executor, id: number): Promise<HomeSectionRow | undefined> {
  if (id > 2_147_483_647) return undefined;
  return (await readSections(db, eq(homeSections.id, id)))[0];
}

/** The products must exist; their order is the order given. */
async function checkProducts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  if (found.length !== ids.length) throw new FieldErrors({ product_ids: ['validation.productIdsInvalid'] });
}

async function writeProducts(tx: Executor, sectionId: number, ids: number[]): Promise<void> {
  await tx.delete(homeSectionProducts).where(eq(homeSectionProducts.sectionId, sectionId));
  if (ids.length > 0) {
    await tx
      .insert(homeSectionProducts)
      .values(ids.map((productId, sortOrder) => ({ sectionId, productId, sortOrder })));
  }
}

const sectionValues = (input: HomeSectionInput) => ({
  nameAr: input.name_ar,
  nameEn: input.name_en,
  sortOrder: input.sort_order,
  isActive: input.is_active,
});

/** Home sections with their ordered products; the list is short, so it is searched in memory. */
export const homeSectionResource: Required<
  ResourceService<
    HomeSectionRow,
    HomeSectionRow,
    ResourceQuery<'homeSections'>,
    HomeSectionInput,
    HomeSectionInput
  >
> = {
  async list(_db, query) {
    const all = await readSections(_db, undefined);
    const q = query.q?.toLowerCase();
    const matching = q ? all.filter((s) => `${s.name_ar} ${s.name_en}`.toLowerCase().includes(q)) : all;
    // Read in staff's order; sorted by id or by position (then id) when the query asks.
    if (query.sort) {
      const by = query.sort === 'id' ? (s: HomeSectionRow) => s.id : (s: HomeSectionRow) => s.sort_order;
      const direction = query.order === 'desc' ? -1 : 1;
      matching.sort((a, b) => direction * (by(a) - by(b) || a.id - b.id));
    }
    const start = (query.page - 1) * query.per_page;
    return { data: matching.slice(start, start + query.per_page), total: matching.length };
  },

  get: readSection,

  async create(db, actor, input) {
    await checkProducts(db, input.product_ids);
    return withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(homeSections)
        .values(sectionValues(input))
        .returning({ id: homeSections.id });
      await writeProducts(tx, row!.id, input.product_ids);
      const created = (await readSection(tx, row!.id))!;
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'home_section',
        entityId: row!.id,
        before: null,
        after: created,
      });
      return created;
    });
  },

  async update(db, actor, id, input) {
    if (!(await readSection(db, id))) throw new NotFoundError('notFound.homeSection');
    await checkProducts(db, input.product_ids);
    return withTransaction(db, async (tx) => {
      const before = await readSection(tx, id);
      if (!before) throw new NotFoundError('notFound.homeSection');
      await tx.update(homeSections).set(sectionValues(input)).where(eq(homeSections.id, id));
      await writeProducts(tx, id, input.product_ids);
      const after = (await readSection(tx, id))!;
      await recordAudit(tx, actor, { action: 'update', entity: 'home_section', entityId: id, before, after });
      return after;
    });
  },

  async remove(db, actor, id) {
    return withTransaction(db, async (tx) => {
      const before = await readSection(tx, id);
      if (!before) throw new NotFoundError('notFound.homeSection');
      await tx.delete(homeSections).where(eq(homeSections.id, id));
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: 'home_section',
        entityId: id,
        before,
        after: null,
      });
      return before;
    });
  },
};
