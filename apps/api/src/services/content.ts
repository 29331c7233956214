/**
 * Site content: settings, pages, slides, sponsors, the about page's vision items, home sections and
 * blog posts. What every page needs (settings, home) is cached for CONTENT_CACHE_SECONDS.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  BlogCategory,
  BlogListQuery,
  BlogPost,
  Home,
  Intro,
  Page,
  Paged,
  ProductCard,
  Settings,
  VisionItem,
} from '@shop/contract';
import { normaliseSearch } from '@shop/domain';
import {
  aboutVisionItems,
  blogCategories,
  blogPosts,
  categories,
  homeSectionProducts,
  homeSections,
  introSlides,
  pages,
  products,
  settings,
  sponsors,
} from '../db/schema.js';
import type { Lang } from '../shared/i18n.js';
import type { ServiceContext } from '../shared/context.js';
import { escapeLike, htmlExcerpt } from '../shared/text.js';
import { loadCategoryIndex, topLevelTrees } from './categories.js';
import { MAX_DB_INT, productBaseColumns, toListItems } from './products.js';
import { localized, localizedText } from './localized.js';

async function loadIntros(ctx: ServiceContext, lang: Lang): Promise<Intro[]> {
  return ctx.db
    .select({
      id: introSlides.id,
      image: introSlides.image,
      title: localized({ ar: introSlides.titleAr, en: introSlides.titleEn }, lang),
      description: localized({ ar: introSlides.descriptionAr, en: introSlides.descriptionEn }, lang),
    })
    .from(introSlides)
    .where(eq(introSlides.isActive, true))
    .orderBy(asc(introSlides.sortOrder), asc(introSlides.id));
}

export function getSettings(ctx: ServiceContext, lang: Lang): Promise<Settings> {
  return ctx.cache.get(`settings:${lang}`, async () => {
    const [settingRows, index, pageRows, intros] = await Promise.all([
      ctx.db.select().from(settings).orderBy(asc(settings.id)).limit(1),
      loadCategoryIndex(ctx),
      ctx.db
        .select({
          id: pages.id,
          title: localized({ ar: pages.titleAr, en: pages.titleEn }, lang),
          slug: pages.slug,
        })
        .from(pages)
        .orderBy(asc(pages.id)),
      loadIntros(ctx, lang),
    ]);
    const s = settingRows[0];
    const setting = {
      app_name: s ? localizedText({ ar: s.appNameAr, en: s.appNameEn }, lang) : '',
      logo: s?.logo ?? '',
      about: s ? localizedText({ ar: s.aboutAr, en: s.aboutEn }, lang) : '',
      facebook: s?.facebook ?? '',
      google: s?.google ?? '',
      twitter: s?.twitter ?? '',
      vimeo: s?.vimeo ?? '',
      instagram: s?.instagram ?? '',
      email: s?.email ?? '',
      phone: s?.phone ?? '',
      address: s ? localizedText({ ar: s.addressAr, en: s.addressEn }, lang) : '',
      chat_number: s?.chatNumber ?? '',
      // Stored in basis points (1500); the storefront expects the percent (15).
      tax: (s?.taxBasisPoints ?? 0) / 100,
      vat_number: s?.vatNumber ?? '',
      seller_name: s ? localizedText({ ar: s.sellerNameAr, en: s.sellerNameEn }, lang) : '',
      bank_name: localizedText({ ar: s?.bankNameAr, en: s?.bankNameEn }, lang) ?? '',
      bank_account: s?.bankAccount ?? '',
      iban: s?.bankIban ?? '',
    };
    return { setting, ...topLevelTrees(index, lang), pages: pageRows, sloders: intros, intros };
  });
}

export function getHome(ctx: ServiceContext, lang: Lang): Promise<Home> {
  return ctx.cache.get(`home:${lang}`, async () => {
    const [sectionRows, productRows, intros, sponsorRows] = await Promise.all([
      ctx.db
        .select({
          id: homeSections.id,
          name: localized({ ar: homeSections.nameAr, en: homeSections.nameEn }, lang),
        })
        .from(homeSections)
        .where(eq(homeSections.isActive, true))
        .orderBy(asc(homeSections.sortOrder), asc(homeSections.id)),
      // Every section's products in one query; grouped below.
      ctx.db
        .select({ ...productBaseColumns(lang), sectionId: homeSectionProducts.sectionId })
        .from(homeSectionProducts)
        .innerJoin(products, eq(products.id, homeSectionProducts.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.isActive, true))
        .orderBy(asc(homeSectionProducts.sectionId), asc(homeSectionProducts.sortOrder), asc(products.id)),
      loadIntros(ctx, lang),
      ctx.db
        // One column per language; the answer keeps its single `name` in the path's language.
        .select({
          id: sponsors.id,
          name: localized({ ar: sponsors.nameAr, en: sponsors.nameEn }, lang),
          image: sponsors.image,
          url: sponsors.url,
        })
        .from(sponsors)
        .orderBy(asc(sponsors.sortOrder), asc(sponsors.id)),
    ]);
    const items = toListItems(productRows);
    const bySection = new Map<number, ProductCard[]>();
    productRows.forEach((row, i) => {
      const list = bySection.get(row.sectionId) ?? [];
      list.push(items[i]!);
      bySection.set(row.sectionId, list);
    });
    return {
      sections: sectionRows.map((s) => ({ id: s.id, name: s.name, products: bySection.get(s.id) ?? [] })),
      intros,
      sponsors: sponsorRows,
    };
  });
}

export async function getAboutItems(ctx: ServiceContext, lang: Lang): Promise<VisionItem[]> {
  return ctx.db
    .select({
      id: aboutVisionItems.id,
      image: aboutVisionItems.image,
      title: localized({ ar: aboutVisionItems.titleAr, en: aboutVisionItems.titleEn }, lang),
      description: localized(
        { ar: aboutVisionItems.descriptionAr, en: aboutVisionItems.descriptionEn },
        lang,
      ),
    })
    .from(aboutVisionItems)
    .orderBy(asc(aboutVisionItems.sortOrder), asc(aboutVisionItems.id));
}

export async function getPage(ctx: ServiceContext, lang: Lang, id: number): Promise<Page | undefined> {
  if (id > MAX_DB_INT) return undefined;
  const [row] = await ctx.db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: localized({ ar: pages.titleAr, en: pages.titleEn }, lang),
      image: pages.image,
      content: localized({ ar: pages.contentAr, en: pages.contentEn }, lang),
    })
    .from(pages)
    .where(eq(pages.id, id));
  return row;
}

function blogColumns(lang: Lang) {
  return {
    id: blogPosts.id,
    title: localized({ ar: blogPosts.titleAr, en: blogPosts.titleEn }, lang),
    image: blogPosts.image,
    content: localized({ ar: blogPosts.contentAr, en: blogPosts.contentEn }, lang),
    isFeatured: blogPosts.isFeatured,
    createdAt: blogPosts.createdAt,
    categoryId: blogPosts.categoryId,
    categoryName: localized({ ar: blogCategories.nameAr, en: blogCategories.nameEn }, lang),
  };
}

function toBlogPost(row: {
  id: number;
  title: string;
  image: string;
  content: string;
  isFeatured: boolean;
  createdAt: Date;
  categoryId: number;
  categoryName: string;
}): BlogPost {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    content: row.content,
    excerpt: htmlExcerpt(row.content),
    is_featured: row.isFeatured,
    created_at: row.createdAt.toISOString(),
    blog_category_id: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
  };
}

export async function listBlogs(ctx: ServiceContext, lang: Lang, f: BlogListQuery): Promise<Paged<BlogPost>> {
  const where: SQL[] = [eq(blogPosts.isPublished, true)];
  if (f.blog_category_id !== undefined)
    where.push(eq(blogPosts.categoryId, Math.min(f.blog_category_id, MAX_DB_INT)));
  const search = f.search === undefined ? '' : normaliseSearch(f.search);
  if (search !== '') where.push(sql`${blogPosts.searchText} ilike ${`%${escapeLike(search)}%`}`);
  const condition = and(...where);
  const rows = await ctx.db
    .select({ ...blogColumns(lang), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(condition)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(f.per_page)
    .offset((f.page - 1) * f.per_page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.page > 1) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(blogPosts)
      .where(condition);
    total = counted?.n ?? 0;
  }
  return {
    data: rows.map(toBlogPost),
    current_page: f.page,
    last_page: Math.max(1, Math.ceil(total / f.per_page)),
    per_page: f.per_page,
    total,
  };
}

export async function getBlog(ctx: ServiceContext, lang: Lang, id: number): Promise<BlogPost | undefined> {
  return (await getBlogPost(ctx, lang, id))?.post;
}

/** A published post with when it was last changed (for its page's dateModified); undefined when missing. */
export async function getBlogPost(
  ctx: ServiceContext,
  lang: Lang,
  id: number,
): Promise<{ post: BlogPost; updatedAt: Date } | undefined> {
  if (id > MAX_DB_INT) return undefined;
  const [row] = await ctx.db
    .select({ ...blogColumns(lang), updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true)));
  return row ? { post: toBlogPost(row), updatedAt: row.updatedAt } : undefined;
}

export async function listBlogCategories(ctx: ServiceContext, lang: Lang): Promise<BlogCategory[]> {
  return ctx.db
    .select({
      id: blogCategories.id,
      name: localized({ ar: blogCategories.nameAr, en: blogCategories.nameEn }, lang),
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id));
}
