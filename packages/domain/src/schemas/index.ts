export * from './messages';
export * from './errors';
export * from './forms';
export * from './api';
export * from './admin-catalogue';
export { LIMITS, ID_MAX } from './fields';
