/**
 * Content with rich text, as staff edit it: the static pages, the home page's slides, the about
 * page's vision items and blog posts. HTML from the editor is sanitised before it is stored
 * (shared/rich-text.ts), and the storefront renders it as stored.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminResources } from '@shop/contract';
import {
  postSearchText,
  type BlogPostInput,
  type PageInput,
  type SlideInput,
  type VisionItemInput,
} from '@shop/domain';
import { aboutVisionItems, blogCategories, blogPosts, introSlides, pages } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { sanitiseRichText } from '../../shared/rich-text.js';
import { tableResource, type ResourceQuery } from './resource.js';

type RowOf<K extends keyof typeof adminResources> = z.infer<
  (typeof adminResources)[K]['list']['answer']
>['data'][number];

export const pageResource = tableResource<typeof pages, RowOf<'pages'>, ResourceQuery<'pages'>, PageInput>({
  table: pages,
  entity: 'page',
  notFound: 'notFound.page',
  answer: (row) => ({
    id: row.id,
    slug: row.slug,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    content_ar: row.contentAr,
    content_en: row.contentEn,
    image: row.image,
    updated_at: row.updatedAt.toISOString(),
  }),
  values: (input) => ({
    titleAr: input.title_ar,
    titleEn: input.title_en,
    contentAr: sanitiseRichText(input.content_ar),
    contentEn: sanitiseRichText(input.content_en),
    image: input.image,
    updatedAt: new Date(),
  }),
  search: [pages.titleAr, pages.titleEn, pages.slug],
  sorts: {},
});

/** What a slide and a vision item share: titles, rich descriptions, an image and a place in order. */
interface OrderedCardRow {
  id: number;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  image: string;
  sortOrder: number;
}
type OrderedCardInput = Pick<
  SlideInput,
  'title_ar' | 'title_en' | 'description_ar' | 'description_en' | 'image' | 'sort_order'
>;

const orderedCardAnswer = (row: OrderedCardRow) => ({
  id: row.id,
  title_ar: row.titleAr,
  title_en: row.titleEn,
  description_ar: row.descriptionAr,
  description_en: row.descriptionEn,
  image: row.image,
  sort_order: row.sortOrder,
});

const orderedCardValues = (input: OrderedCardInput) => ({
  titleAr: input.title_ar,
  titleEn: input.title_en,
  descriptionAr: sanitiseRichText(input.description_ar),
  descriptionEn: sanitiseRichText(input.description_en),
  image: input.image,
  sortOrder: input.sort_order,
});

export const slideResource = tableResource<
  typeof introSlides,
  RowOf<'slides'>,
  ResourceQuery<'slides'>,
  SlideInput
>({
  table: introSlides,
  entity: 'slide',
  notFound: 'notFound.slide',
  answer: (row) => ({
    ...orderedCardAnswer(row),
    is_active: row.isActive,
  }),
  values: (input) => ({
    ...orderedCardValues(input),
    isActive: input.is_active,
  }),
  search: [introSlides.titleAr, introSlides.titleEn],
  sorts: { sort_order: introSlides.sortOrder },
  defaultOrder: [asc(introSlides.sortOrder), asc(introSlides.id)],
});

export const visionItemResource = tableResource<
  typeof aboutVisionItems,
  RowOf<'visionItems'>,
  ResourceQuery<'visionItems'>,
  VisionItemInput
>({
  table: aboutVisionItems,
  entity: 'vision_item',
  notFound: 'notFound.visionItem',
  answer: (row) => ({
    ...orderedCardAnswer(row),
  }),
  values: (input) => ({
    ...orderedCardValues(input),
  }),
  search: [aboutVisionItems.titleAr, aboutVisionItems.titleEn],
  sorts: { sort_order: aboutVisionItems.sortOrder },
  defaultOrder: [asc(aboutVisionItems.sortOrder), asc(aboutVisionItems.id)],
});

async function checkBlogCategory(db: Executor, input: BlogPostInput): Promise<void> {
  const [found] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, input.category_id))
    .limit(1);
  if (!found) throw new FieldErrors({ category_id: ['validation.idInvalid'] });
}

export const blogPostResource = tableResource<
  typeof blogPosts,
  RowOf<'blogPosts'>,
  ResourceQuery<'blogPosts'>,
  BlogPostInput
>({
  table: blogPosts,
  entity: 'blog_post',
  notFound: 'notFound.blog',
  answer: (row) => ({
    id: row.id,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    category_id: row.categoryId,
    content_ar: row.contentAr,
    content_en: row.contentEn,
    image: row.image,
    is_featured: row.isFeatured,
    is_published: row.isPublished,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  values: (input) => {
    const contentAr = sanitiseRichText(input.content_ar);
    const contentEn = sanitiseRichText(input.content_en);
    return {
      titleAr: input.title_ar,
      titleEn: input.title_en,
      categoryId: input.category_id,
      contentAr,
      contentEn,
      image: input.image,
      isFeatured: input.is_featured,
      isPublished: input.is_published,
      // What the storefront's blog search reads, in step with the stored text.
      searchText: postSearchText({ titleAr: input.title_ar, titleEn: input.title_en, contentAr, contentEn }),
      updatedAt: new Date(),
    };
  },
  check: checkBlogCategory,
  search: [blogPosts.titleAr, blogPosts.titleEn],
  sorts: { created_at: blogPosts.createdAt, title_ar: blogPosts.titleAr, title_en: blogPosts.titleEn },
  defaultOrder: [desc(blogPosts.id)],
  filters: (query) => [
    query.category_id === undefined ? undefined : eq(blogPosts.categoryId, query.category_id),
  ],
});
