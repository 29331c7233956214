export * from './messages';
export * from './errors';
export * from './forms';
export * from './api';
export { LIMITS, ID_MAX } from './fields';
export * from './admin-staff';
export * from './admin-list';
export * from './admin-commerce';
export * from './admin-settings';
