/**
 * The dashboard's resources, in menu order. Each is served by the staff API at
 * /admin/api/{name} (the data provider needs nothing more) and belongs to an admin area, which
 * decides who sees it (domain's staffMay). To add one: write its screens in resources/{name}/,
 * name its area in areas.ts, add an entry here, and its labels under `resources.{name}` in
 * i18n/en.ts and i18n/ar.ts.
 */
import { lazy, type ComponentType } from 'react';
import type { ResourceName } from './areas';
import { menuIcons } from '../layout/menu-icons';
import { loadOrReload } from '../shared/new-build';

/**
 * Each resource's screens load with its first visit, not with the dashboard: the sign-in page and
 * the home load react-admin and the layout only. `screensOf(load)(name)` is one screen of a
 * module, rendered in the layout's own Suspense (react-admin's loading indicator meanwhile); a
 * module a deploy has removed loads the page afresh (shared/new-build.ts).
 */
function screensOf<M>(load: () => Promise<M>) {
  const loadNewest = loadOrReload(load);
  return (name: keyof M & string): ComponentType =>
    lazy(() => loadNewest().then((module) => ({ default: module[name] as ComponentType })));
}

const auditList = screensOf(() => import('./audit/AuditList'));
const countryScreens = screensOf(() => import('./countries/CountryScreens'));
const cityScreens = screensOf(() => import('./cities/CityScreens'));
const areaScreens = screensOf(() => import('./areas/AreaScreens'));
const couponScreens = screensOf(() => import('./coupons/CouponScreens'));
const reviewList = screensOf(() => import('./reviews/ReviewList'));
const subscriberList = screensOf(() => import('./subscribers/SubscriberList'));
const messageScreens = screensOf(() => import('./messages/MessageScreens'));
const mailScreens = screensOf(() => import('./mail/MailScreens'));
const sponsorScreens = screensOf(() => import('./sponsors/SponsorScreens'));
const blogCategoryScreens = screensOf(() => import('./blog-categories/BlogCategoryScreens'));
const homeSectionScreens = screensOf(() => import('./home-sections/HomeSectionScreens'));
const pageScreens = screensOf(() => import('./pages/PageScreens'));
const slideScreens = screensOf(() => import('./slides/SlideScreens'));
const visionItemScreens = screensOf(() => import('./vision-items/VisionItemScreens'));
const blogPostScreens = screensOf(() => import('./blog-posts/BlogPostScreens'));
const customerList = screensOf(() => import('./customers/CustomerList'));
const customerShow = screensOf(() => import('./customers/CustomerShow'));
const orderList = screensOf(() => import('./orders/OrderList'));
const orderShow = screensOf(() => import('./orders/OrderShow'));
const orderCreate = screensOf(() => import('./orders/OrderCreate'));
const quoteScreens = screensOf(() => import('./quotes/QuoteScreens'));
const staffForm = screensOf(() => import('./staff/StaffForm'));
const staffList = screensOf(() => import('./staff/StaffList'));
const categoryScreens = screensOf(() => import('./categories/CategoryScreens'));
const colorScreens = screensOf(() => import('./colors/ColorScreens'));
const sizeScreens = screensOf(() => import('./sizes/SizeScreens'));
const productList = screensOf(() => import('./products/ProductList'));
const productForm = screensOf(() => import('./products/ProductForm'));

export interface AdminResource {
  /** The API path below /admin/api and the dashboard's route; its area is in areas.ts. */
  name: ResourceName;
  icon: ComponentType;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /**
   * The field that names a record in titles and references; `bilingual` names a pair of fields
   * (`name_ar`, `name_en`), of which the dashboard's language is shown.
   */
  recordRepresentation?: RecordRepresentation;
}

export type RecordRepresentation = string | { bilingual: 'name' | 'title' };

/**
 * How react-admin names a record of a resource in titles and references, in the dashboard's
 * language: a bilingual pair shows the language's own field (a colour's page is titled "أزرق"
 * in Arabic and "Blue" in English), falling back to the id.
 */
export function recordNameIn(represent: RecordRepresentation | undefined, lang: 'ar' | 'en') {
  if (typeof represent !== 'object') return represent;
  return (record: Record<string, unknown>) => String(record[`${represent.bilingual}_${lang}`] ?? record.id);
}

export const adminResources: readonly AdminResource[] = [
  {
    name: 'orders',
    icon: menuIcons.orders,
    list: orderList('OrderList'),
    create: orderCreate('OrderCreate'),
    show: orderShow('OrderShow'),
    recordRepresentation: 'code',
  },
  {
    name: 'quotes',
    icon: menuIcons.quotes,
    list: quoteScreens('QuoteList'),
    show: quoteScreens('QuoteShow'),
    recordRepresentation: 'id',
  },
  {
    name: 'customers',
    icon: menuIcons.customers,
    list: customerList('CustomerList'),
    show: customerShow('CustomerShow'),
    recordRepresentation: 'email',
  },
  {
    name: 'staff',
    icon: menuIcons.staff,
    list: staffList('StaffList'),
    create: staffForm('StaffCreate'),
    edit: staffForm('StaffEdit'),
    recordRepresentation: 'name',
  },
  { name: 'audit', icon: menuIcons.audit, list: auditList('AuditList') },
  {
    name: 'countries',
    icon: menuIcons.countries,
    list: countryScreens('CountryList'),
    create: countryScreens('CountryCreate'),
    edit: countryScreens('CountryEdit'),
    recordRepresentation: 'code',
  },
  {
    name: 'cities',
    icon: menuIcons.cities,
    list: cityScreens('CityList'),
    create: cityScreens('CityCreate'),
    edit: cityScreens('CityEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'areas',
    icon: menuIcons.areas,
    list: areaScreens('AreaList'),
    create: areaScreens('AreaCreate'),
    edit: areaScreens('AreaEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'coupons',
    icon: menuIcons.coupons,
    list: couponScreens('CouponList'),
    create: couponScreens('CouponCreate'),
    edit: couponScreens('CouponEdit'),
    recordRepresentation: 'code',
  },
  { name: 'reviews', icon: menuIcons.reviews, list: reviewList('ReviewList') },
  {
    name: 'subscribers',
    icon: menuIcons.subscribers,
    list: subscriberList('SubscriberList'),
    recordRepresentation: 'email',
  },
  {
    name: 'messages',
    icon: menuIcons.messages,
    list: messageScreens('MessageList'),
    show: messageScreens('MessageShow'),
    recordRepresentation: 'email',
  },
  {
    name: 'mail',
    icon: menuIcons.mail,
    list: mailScreens('MailList'),
    show: mailScreens('MailShow'),
    recordRepresentation: 'subject',
  },
  {
    name: 'sponsors',
    icon: menuIcons.sponsors,
    list: sponsorScreens('SponsorList'),
    create: sponsorScreens('SponsorCreate'),
    edit: sponsorScreens('SponsorEdit'),
    recordRepresentation: 'url',
  },
  {
    name: 'blog-categories',
    icon: menuIcons['blog-categories'],
    list: blogCategoryScreens('BlogCategoryList'),
    create: blogCategoryScreens('BlogCategoryCreate'),
    edit: blogCategoryScreens('BlogCategoryEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'home-sections',
    icon: menuIcons['home-sections'],
    list: homeSectionScreens('HomeSectionList'),
    create: homeSectionScreens('HomeSectionCreate'),
    edit: homeSectionScreens('HomeSectionEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'products',
    icon: menuIcons.products,
    list: productList('ProductList'),
    create: productForm('ProductCreate'),
    edit: productForm('ProductEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'categories',
    icon: menuIcons.categories,
    list: categoryScreens('CategoryList'),
    create: categoryScreens('CategoryCreate'),
    edit: categoryScreens('CategoryEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'pages',
    icon: menuIcons.pages,
    list: pageScreens('PageList'),
    edit: pageScreens('PageEdit'),
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'slides',
    icon: menuIcons.slides,
    list: slideScreens('SlideList'),
    create: slideScreens('SlideCreate'),
    edit: slideScreens('SlideEdit'),
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'vision-items',
    icon: menuIcons['vision-items'],
    list: visionItemScreens('VisionItemList'),
    create: visionItemScreens('VisionItemCreate'),
    edit: visionItemScreens('VisionItemEdit'),
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'blog-posts',
    icon: menuIcons['blog-posts'],
    list: blogPostScreens('BlogPostList'),
    create: blogPostScreens('BlogPostCreate'),
    edit: blogPostScreens('BlogPostEdit'),
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'colors',
    icon: menuIcons.colors,
    list: colorScreens('ColorList'),
    create: colorScreens('ColorCreate'),
    edit: colorScreens('ColorEdit'),
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'sizes',
    icon: menuIcons.sizes,
    list: sizeScreens('SizeList'),
    create: sizeScreens('SizeCreate'),
    edit: sizeScreens('SizeEdit'),
    recordRepresentation: 'name',
  },
];

export { areaOf } from './areas';
