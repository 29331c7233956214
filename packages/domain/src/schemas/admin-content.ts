import { z } from 'zod';
import { sortOrderField } from './admin-commerce';
import { htmlText } from './admin-catalogue';
import { linkField, mediaUrlField } from './admin-settings';
import { idField, key, LIMITS, nameText, optionalText } from './fields';

/**
 * Schemas of the admin's content forms that hold no rich text: sponsors, blog categories and the
 * home page's product sections. Messages are translation keys (messages.ts).
 */

const requiredImage = () =>
  mediaUrlField().pipe(z.string().min(1, { error: key('validation.imageRequired') }));

export const sponsorInputSchema = z.object({
  name_ar: optionalText(LIMITS.name).transform((v) => v ?? ''),
  name_en: optionalText(LIMITS.name).transform((v) => v ?? ''),
  image: requiredImage(),
  url: linkField(),
  sort_order: sortOrderField,
});
export type SponsorInput = z.infer<typeof sponsorInputSchema>;

export const blogCategoryInputSchema = z.object({
  name_ar: nameText('validation.nameArRequired'),
  name_en: nameText('validation.nameEnRequired'),
  sort_order: sortOrderField,
});
export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;

/** The most products one home section shows. */
export const HOME_SECTION_PRODUCTS_MAX = 48;

/** A home page section: its name, and its products in the order shown. */
export const homeSectionInputSchema = z.object({
  name_ar: nameText('validation.nameArRequired'),
  name_en: nameText('validation.nameEnRequired'),
  sort_order: sortOrderField,
  is_active: z.boolean({ error: key('validation.invalid') }).default(true),
  product_ids: z
    .array(idField(), { error: key('validation.productIdsInvalid') })
    .max(HOME_SECTION_PRODUCTS_MAX, { error: key('validation.productIdsInvalid') })
    .refine((ids) => new Set(ids).size === ids.length, { error: key('validation.productIdsInvalid') })
    .default([]),
});
export type HomeSectionInput = z.infer<typeof homeSectionInputSchema>;

const titles = {
  title_ar: nameText('validation.titleArRequired', LIMITS.text),
  title_en: nameText('validation.titleEnRequired', LIMITS.text),
};

/** One of the static pages (about, privacy policy, terms): rich text in both languages. */
export const pageInputSchema = z.object({
  ...titles,
  content_ar: htmlText(),
  content_en: htmlText(),
  image: mediaUrlField(),
});
export type PageInput = z.infer<typeof pageInputSchema>;

/** A slide of the home page's hero. */
export const slideInputSchema = z.object({
  ...titles,
  description_ar: htmlText(),
  description_en: htmlText(),
  image: requiredImage(),
  sort_order: sortOrderField,
  is_active: z.boolean({ error: key('validation.invalid') }).default(true),
});
export type SlideInput = z.infer<typeof slideInputSchema>;

/** An item of the about page's vision section. */
export const visionItemInputSchema = z.object({
  ...titles,
  description_ar: htmlText(),
  description_en: htmlText(),
  image: mediaUrlField(),
  sort_order: sortOrderField,
});
export type VisionItemInput = z.infer<typeof visionItemInputSchema>;

/** A blog post: rich text in both languages, a category, an image, featured and published flags. */
export const blogPostInputSchema = z.object({
  ...titles,
  category_id: idField(),
  content_ar: htmlText(),
  content_en: htmlText(),
  image: mediaUrlField(),
  is_featured: z.boolean({ error: key('validation.invalid') }).default(false),
  is_published: z.boolean({ error: key('validation.invalid') }).default(true),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
