// Public entry of @shop/contract: the wire contract between the API and its clients, written once.
export * from './answers';
export * from './admin-catalogue';
export * from './requests';
export * from './routes';
export * from './media';
export * from './storefront';
export * from './endpoints';
export * from './admin';
export * from './admin-resources';
export * from './quotes';
export * from './reports';
