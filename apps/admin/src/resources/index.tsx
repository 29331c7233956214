/**
 * The dashboard's resources, in menu order. Each is served by the staff API at
 * /admin/api/{name} (the data provider needs nothing more) and belongs to an admin area, which
 * decides who sees it (domain's staffMay). To add one: write its screens in resources/{name}/,
 * name its area in areas.ts, add an entry here, and its labels under `resources.{name}` in
 * i18n/en.ts and i18n/ar.ts.
 */
import type { ComponentType } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AuditList } from './audit/AuditList';
import PublicIcon from '@mui/icons-material/Public';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import StarIcon from '@mui/icons-material/Star';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import OutboxIcon from '@mui/icons-material/Outbox';
import HandshakeIcon from '@mui/icons-material/Handshake';
import CategoryIcon from '@mui/icons-material/Category';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ArticleIcon from '@mui/icons-material/Article';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import FeedIcon from '@mui/icons-material/Feed';
import { CountryCreate, CountryEdit, CountryList } from './countries/CountryScreens';
import { CityCreate, CityEdit, CityList } from './cities/CityScreens';
import { AreaCreate, AreaEdit, AreaList } from './areas/AreaScreens';
import { CouponCreate, CouponEdit, CouponList } from './coupons/CouponScreens';
import { ReviewList } from './reviews/ReviewList';
import { SubscriberList } from './subscribers/SubscriberList';
import { MessageList, MessageShow } from './messages/MessageScreens';
import { MailList, MailShow } from './mail/MailScreens';
import { SponsorCreate, SponsorEdit, SponsorList } from './sponsors/SponsorScreens';
import {
  BlogCategoryCreate,
  BlogCategoryEdit,
  BlogCategoryList,
} from './blog-categories/BlogCategoryScreens';
import { HomeSectionCreate, HomeSectionEdit, HomeSectionList } from './home-sections/HomeSectionScreens';
import { PageEdit, PageList } from './pages/PageScreens';
import { SlideCreate, SlideEdit, SlideList } from './slides/SlideScreens';
import { VisionItemCreate, VisionItemEdit, VisionItemList } from './vision-items/VisionItemScreens';
import { BlogPostCreate, BlogPostEdit, BlogPostList } from './blog-posts/BlogPostScreens';
import type { ResourceName } from './areas';
import { CustomerList } from './customers/CustomerList';
import { CustomerShow } from './customers/CustomerShow';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { OrderCreate } from './orders/OrderCreate';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { QuoteList, QuoteShow } from './quotes/QuoteScreens';
import { StaffCreate, StaffEdit } from './staff/StaffForm';
import { StaffList } from './staff/StaffList';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories/CategoryScreens';
import PaletteIcon from '@mui/icons-material/Palette';
import StraightenIcon from '@mui/icons-material/Straighten';
import { ColorCreate, ColorEdit, ColorList } from './colors/ColorScreens';
import { SizeCreate, SizeEdit, SizeList } from './sizes/SizeScreens';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { ProductList } from './products/ProductList';
import { ProductCreate, ProductEdit } from './products/ProductForm';

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
    icon: ReceiptLongIcon,
    list: OrderList,
    create: OrderCreate,
    show: OrderShow,
    recordRepresentation: 'code',
  },
  { name: 'quotes', icon: RequestQuoteIcon, list: QuoteList, show: QuoteShow, recordRepresentation: 'id' },
  {
    name: 'customers',
    icon: StorefrontIcon,
    list: CustomerList,
    show: CustomerShow,
    recordRepresentation: 'email',
  },
  {
    name: 'staff',
    icon: PeopleIcon,
    list: StaffList,
    create: StaffCreate,
    edit: StaffEdit,
    recordRepresentation: 'name',
  },
  { name: 'audit', icon: HistoryIcon, list: AuditList },
  {
    name: 'countries',
    icon: PublicIcon,
    list: CountryList,
    create: CountryCreate,
    edit: CountryEdit,
    recordRepresentation: 'code',
  },
  {
    name: 'cities',
    icon: LocationCityIcon,
    list: CityList,
    create: CityCreate,
    edit: CityEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'areas',
    icon: MapIcon,
    list: AreaList,
    create: AreaCreate,
    edit: AreaEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'coupons',
    icon: LocalOfferIcon,
    list: CouponList,
    create: CouponCreate,
    edit: CouponEdit,
    recordRepresentation: 'code',
  },
  { name: 'reviews', icon: StarIcon, list: ReviewList },
  { name: 'subscribers', icon: MarkEmailReadIcon, list: SubscriberList, recordRepresentation: 'email' },
  {
    name: 'messages',
    icon: ContactMailIcon,
    list: MessageList,
    show: MessageShow,
    recordRepresentation: 'email',
  },
  { name: 'mail', icon: OutboxIcon, list: MailList, show: MailShow, recordRepresentation: 'subject' },
  {
    name: 'sponsors',
    icon: HandshakeIcon,
    list: SponsorList,
    create: SponsorCreate,
    edit: SponsorEdit,
    recordRepresentation: 'url',
  },
  {
    name: 'blog-categories',
    icon: CategoryIcon,
    list: BlogCategoryList,
    create: BlogCategoryCreate,
    edit: BlogCategoryEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'home-sections',
    icon: ViewCarouselIcon,
    list: HomeSectionList,
    create: HomeSectionCreate,
    edit: HomeSectionEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'products',
    icon: CheckroomIcon,
    list: ProductList,
    create: ProductCreate,
    edit: ProductEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'categories',
    icon: AccountTreeIcon,
    list: CategoryList,
    create: CategoryCreate,
    edit: CategoryEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'pages',
    icon: ArticleIcon,
    list: PageList,
    edit: PageEdit,
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'slides',
    icon: SlideshowIcon,
    list: SlideList,
    create: SlideCreate,
    edit: SlideEdit,
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'vision-items',
    icon: VisibilityIcon,
    list: VisionItemList,
    create: VisionItemCreate,
    edit: VisionItemEdit,
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'blog-posts',
    icon: FeedIcon,
    list: BlogPostList,
    create: BlogPostCreate,
    edit: BlogPostEdit,
    recordRepresentation: { bilingual: 'title' },
  },
  {
    name: 'colors',
    icon: PaletteIcon,
    list: ColorList,
    create: ColorCreate,
    edit: ColorEdit,
    recordRepresentation: { bilingual: 'name' },
  },
  {
    name: 'sizes',
    icon: StraightenIcon,
    list: SizeList,
    create: SizeCreate,
    edit: SizeEdit,
    recordRepresentation: 'name',
  },
];

export { areaOf } from './areas';
