/**
 * The menu's sections and their pages, in the order staff meet them: the day's selling work first,
 * the shop's set-up last. Every page of the dashboard but its home belongs to exactly one section
 * (the type checks it), and a section none of whose pages the role may open is not shown.
 */
import { staffMay, type StaffRole } from '@shop/domain';
import { resourceAreas, type ResourceName } from '../resources/areas';

export type MenuSection = 'sales' | 'catalogue' | 'content' | 'inbox' | 'shipping' | 'shop';

export const MENU_SECTIONS: readonly MenuSection[] = [
  'sales',
  'catalogue',
  'content',
  'inbox',
  'shipping',
  'shop',
];

export const menuSectionOf = {
  orders: 'sales',
  quotes: 'sales',
  customers: 'sales',
  reports: 'sales',
  coupons: 'sales',
  products: 'catalogue',
  categories: 'catalogue',
  colors: 'catalogue',
  sizes: 'catalogue',
  reviews: 'catalogue',
  'home-sections': 'content',
  slides: 'content',
  sponsors: 'content',
  pages: 'content',
  'vision-items': 'content',
  'blog-posts': 'content',
  'blog-categories': 'content',
  messages: 'inbox',
  subscribers: 'inbox',
  mail: 'inbox',
  countries: 'shipping',
  cities: 'shipping',
  areas: 'shipping',
  settings: 'shop',
  einvoicing: 'shop',
  staff: 'shop',
  audit: 'shop',
} as const satisfies Record<Exclude<ResourceName, 'dashboard'>, MenuSection>;

export type MenuPage = keyof typeof menuSectionOf;

/** The pages of `section`, in menu order. */
export function pagesOf(section: MenuSection): MenuPage[] {
  return (Object.keys(menuSectionOf) as MenuPage[]).filter((page) => menuSectionOf[page] === section);
}

/** The pages of `section` that `role` may open, in menu order. */
export function pagesFor(section: MenuSection, role: StaffRole): MenuPage[] {
  return pagesOf(section).filter((page) => staffMay(role, resourceAreas[page]));
}
