// Public entry of @shop/domain: business rules shared by the API, the storefront and the admin.
export * from './digits';
export * from './money';
export * from './tiers';
export * from './selection';
export * from './coupon';
export * from './tax';
export * from './shipping';
export * from './totals';
export * from './reviewer';
export * from './zatca';
export * from './search';
export * from './invisible';
export * from './schemas';
export * from './search-text';
export * from './rating';
export * from './order-status';
export * from './payment';
