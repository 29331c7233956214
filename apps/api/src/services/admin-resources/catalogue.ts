/** The catalogue's services (services/admin-catalogue) as plain admin resources. */
import {
  createCategory,
  createColor,
  createProduct,
  createSize,
  deleteCategory,
  deleteColor,
  deleteProduct,
  deleteSize,
  getAdminCategory,
  getAdminColor,
  getAdminProduct,
  getAdminSize,
  listAdminCategories,
  listAdminColors,
  listAdminProducts,
  listAdminSizes,
  updateCategory,
  updateColor,
  updateProduct,
  updateSize,
} from '../admin-catalogue/index.js';

export const categoryResource = {
  list: listAdminCategories,
  get: getAdminCategory,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
};

export const colorResource = {
  list: listAdminColors,
  get: getAdminColor,
  create: createColor,
  update: updateColor,
  remove: deleteColor,
};

export const sizeResource = {
  list: listAdminSizes,
  get: getAdminSize,
  create: createSize,
  update: updateSize,
  remove: deleteSize,
};

export const productResource = {
  list: listAdminProducts,
  get: getAdminProduct,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
};
