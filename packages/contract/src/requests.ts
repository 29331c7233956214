/**
 * What clients send: params, query strings and bodies. The rules and their messages are the
 * domain's (packages/domain), re-exported here so a route's whole contract is read in one place;
 * only the shapes of route params that name their id differently are written here, from the
 * domain's id rule.
 */
import { z } from 'zod';
import { idSchema } from '@shop/domain';

export {
  idParamSchema,
  pageQuerySchema,
  productListQuerySchema,
  blogListQuerySchema,
  orderCreateSchema,
  newsletterSchema,
  contactSchema,
  loginSchema,
  signupSchema,
  profileSchema,
  changePasswordSchema,
  resetEmailSchema,
  resetCodeSchema,
  resetPasswordSchema,
  addressSchema,
  couponCodeSchema,
  reviewSchema as reviewRequestSchema,
} from '@shop/domain';
export type {
  IdParam,
  PageQuery,
  ProductListQuery,
  BlogListQuery,
  OrderCreateInput,
  OrderCreatePayload,
  NewsletterInput,
  NewsletterFormValues,
  ContactInput,
  ContactFormValues,
} from '@shop/domain';

/** `/cities/:countryId`. */
export const countryParamsSchema = z.object({ countryId: idSchema });
/** `/areas/:cityId`. */
export const cityParamsSchema = z.object({ cityId: idSchema });
