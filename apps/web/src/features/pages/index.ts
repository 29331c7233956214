export { usePage } from './usePage';
