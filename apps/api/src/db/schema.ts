/**
 * The shop's database schema (Drizzle, pg-core), one file per area under schema/. One schema for
 * PGlite and PostgreSQL; drizzle-kit reads this file (drizzle.config.ts).
 *
 * Conventions:
 * - Money is integer halalas, in columns ending in `_halalas`.
 * - Bilingual text sits in `_ar` / `_en` column pairs; the API answers the path's language.
 * - `search_text` columns hold domain's normalised search text, written at save time.
 * - Image columns hold the URL of the 640 px file, `/media/{key}-640.webp`; the files live as
 *   `DATA_DIR/uploads/{key}-{width}.webp` (widths in src/media) and are served under `/media/`.
 * - Percentages are stored in basis points (1500 = 15%) so they stay integers.
 * - Closed value sets are PostgreSQL enums (text values) or check constraints (small integer
 *   codes, ranges), so a bad value is refused by the database whatever code writes it.
 */
export * from './schema/columns.js';
export * from './schema/settings.js';
export * from './schema/catalogue.js';
export * from './schema/users.js';
export * from './schema/geography.js';
export * from './schema/orders.js';
export * from './schema/artworks.js';
export * from './schema/engagement.js';
export * from './schema/content.js';
export * from './schema/infrastructure.js';
export * from './schema/einvoicing.js';
export * from './schema/quotes.js';
