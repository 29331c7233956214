/**
 * The admin's catalogue: categories, colours, sizes and products as staff list, read, create,
 * change and delete them, and products as CSV. Every write runs in one transaction with its
 * audit entry. Routes validate requests with the contract's schemas (categoryInputSchema,
 * productInputSchema…) and pass the parsed input here; refusals are thrown as FieldErrors (422)
 * and NotFoundError (404). After a successful write, routes invalidate the public caches
 * (`app.invalidateCaches()`), so the storefront shows the change at once.
 */
export type { StaffActor } from './shared.js';
export {
  listAdminCategories,
  getAdminCategory,
  createCategory,
  updateCategory,
  deleteCategory,
} from './categories.js';
export { listAdminColors, getAdminColor, createColor, updateColor, deleteColor } from './colors.js';
export { listAdminSizes, getAdminSize, createSize, updateSize, deleteSize } from './sizes.js';
export {
  listAdminProducts,
  getAdminProduct,
  createProduct,
  updateProduct,
  deleteProduct,
} from './products.js';
export { changeProducts } from './bulk.js';
export {
  exportProductsCsv,
  importProductsCsv,
  PRODUCT_CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  type ProductImportOptions,
} from './csv.js';
