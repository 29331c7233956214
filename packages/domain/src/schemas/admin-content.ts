import { z } from 'zod';
import { sortOrderField } from './admin-commerce';
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
