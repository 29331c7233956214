/**
 * /account and its children, for signed-in customers only (others go to /auth and come back). A
 * breadcrumb, the account menu (a side column on wide screens, a scrollable row on phones) and the
 * child page the path names.
 */
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { RequireSignIn } from '../../shared/auth';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { PageHeader, type Crumb } from '../../shared/ui/Breadcrumb';
import { NotFoundPage } from '../errors';
import { AccountMenu, ACCOUNT_LINKS } from './components/AccountMenu';
import DashboardPage from './pages/DashboardPage';
import OrdersPage from './pages/OrdersPage';
import QuotesPage from './pages/QuotesPage';
import QuotePage from './pages/QuotePage';
import DownloadsPage from './pages/DownloadsPage';
import AddressesPage from './pages/AddressesPage';
import NewAddressPage from './pages/NewAddressPage';
import ProfilePage from './pages/ProfilePage';
import ChangePasswordPage from './pages/ChangePasswordPage';
import { PageMeta } from '../seo';
import { QUOTES_PATH } from '../../shared/lib/account-paths';

/** A quote's page below /account (its number captured). */
const QUOTE_PAGE = /^\/account\/quotes\/(\d+)$/i;

/** The title of the child page at `pathname` (the menu's names), else null for the dashboard. */
function useChildTitle(pathname: string): string | null {
  const { t } = useTranslation();
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === '/account/address/new') return t('account.address.newTitle');
  const quote = QUOTE_PAGE.exec(path);
  if (quote) return t('account.quotes.pageTitle', { id: quote[1] });
  const link = ACCOUNT_LINKS.find((item) => item.to !== '/account' && path === item.to);
  return link ? t(link.label) : null;
}

/** The child pages, by their path below /account (a route table rather than `<Routes>` elements). */
const ACCOUNT_PAGES: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: 'quotes', element: <QuotesPage /> },
  { path: 'quotes/:id', element: <QuotePage /> },
  { path: 'downloads', element: <DownloadsPage /> },
  { path: 'address', element: <AddressesPage /> },
  { path: 'address/new', element: <NewAddressPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: '*', element: <NotFoundPage /> },
];

function AccountLayout() {
  const page = useRoutes(ACCOUNT_PAGES);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('account.title');
  const child = useChildTitle(pathname);
  useDocumentTitle(child ? `${child} | ${title}` : title);
  const crumbs: Crumb[] = [
    { label: t('common.home'), to: '/' },
    { label: title, to: '/account' },
  ];
  // A quote's page sits below the quotes list.
  if (QUOTE_PAGE.test(pathname.replace(/\/+$/, '')))
    crumbs.push({ label: t('account.menu.quotes'), to: QUOTES_PATH });
  if (child) crumbs.push({ label: child });
  return (
    <div>
      <PageHeader title={title} crumbs={crumbs} />
      <div className="container-page grid gap-6 py-8 lg:grid-cols-[16rem_1fr] lg:gap-10 lg:py-10">
        <AccountMenu />
        <div className="min-w-0" data-testid="account-content">
          {page}
        </div>
      </div>
    </div>
  );
}

export default function AccountPage() {
  return (
    <RequireSignIn shell={<PageMeta robots="noindex, nofollow" />}>
      <AccountLayout />
    </RequireSignIn>
  );
}
