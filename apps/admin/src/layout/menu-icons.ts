/**
 * The icon of each page in the dashboard's menu, kept apart from the pages' screens: the home's
 * menu is drawn before react-admin and the screens load.
 */
import type { ComponentType } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FeedIcon from '@mui/icons-material/Feed';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StraightenIcon from '@mui/icons-material/Straighten';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { MenuPage } from './menu-sections';

export const menuIcons: Record<MenuPage | 'dashboard', ComponentType> = {
  dashboard: DashboardIcon,
  orders: ReceiptLongIcon,
  quotes: RequestQuoteIcon,
  customers: StorefrontIcon,
  staff: PeopleIcon,
  audit: HistoryIcon,
  countries: PublicIcon,
  cities: LocationCityIcon,
  areas: MapIcon,
  coupons: LocalOfferIcon,
  reviews: StarIcon,
  subscribers: MarkEmailReadIcon,
  messages: ContactMailIcon,
  mail: OutboxIcon,
  sponsors: HandshakeIcon,
  'blog-categories': CategoryIcon,
  'home-sections': ViewCarouselIcon,
  products: CheckroomIcon,
  categories: AccountTreeIcon,
  pages: ArticleIcon,
  slides: SlideshowIcon,
  'vision-items': VisibilityIcon,
  'blog-posts': FeedIcon,
  colors: PaletteIcon,
  sizes: StraightenIcon,
  settings: SettingsIcon,
  reports: BarChartIcon,
  einvoicing: ReceiptLongIcon,
};
