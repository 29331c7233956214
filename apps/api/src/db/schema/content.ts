import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';

export const homeSections = pgTable('home_sections', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const homeSectionProducts = pgTable(
  'home_section_products',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productId] })],
);

/** Hero slides of the home page (also the settings payload's `sloders` and `intros`). */
export const introSlides = pgTable('intro_slides', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** Sanitised HTML. */
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML. */
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    image: text('image').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_category_idx').on(t.categoryId, t.createdAt),
    index('blog_posts_created_idx').on(t.createdAt),
  ],
);

/** Static pages: id 1 about, 2 privacy policy, 3 terms (the storefront's page ids). */
export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** Sanitised HTML. */
  contentAr: text('content_ar').notNull(),
  contentEn: text('content_en').notNull(),
  image: text('image').notNull().default(''),
  updatedAt: updatedAt(),
});

export const aboutVisionItems = pgTable('about_vision_items', {
  id: serial('id').primaryKey(),
  image: text('image').notNull().default(''),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  /** Sanitised HTML. */
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});
