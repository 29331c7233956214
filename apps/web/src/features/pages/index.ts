export { usePage, PAGE_IDS } from './usePage';
