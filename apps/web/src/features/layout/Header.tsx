import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { CircleUser, Menu, ShoppingCart } from 'lucide-react';
import { useSession } from '../../shared/auth';
import { useCartStore } from '../cart';
import { useSettings } from '../settings';
import { CategoryMenu } from './CategoryMenu';
import { LanguageToggle } from './LanguageToggle';
import { useScrollHeader } from './useScrollHeader';
import { Logo } from './Logo';

// The phone menu, loaded the first time it is opened (it is never shown before).
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link ${isActive ? 'text-brand-600' : 'text-gray-800'}`;

export function CartBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute -top-1 -end-1 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Site header: logo, navigation, cart, account, language; compact and hiding on scroll. */
export function Header() {
  const { t } = useTranslation();
  const { data } = useSettings();
  const cartCount = useCartStore((s) => s.items.length);
  const { compact, hidden, reveal } = useScrollHeader();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first opening; from then on it stays mounted (closed), so later
  // openings neither load nor mount it again.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }
  const categories = data?.categories ?? [];
  const signedIn = useSession((s) => s.signedIn);

  return (
    <>
      <div className="hidden bg-gray-950 text-xs text-gray-200 sm:block">
        <p className="container-page py-2 text-center">{t('layout.topBar')}</p>
      </div>
      <header
        data-testid="site-header"
        data-compact={compact}
        data-hidden={hidden && !drawerOpen}
        onFocusCapture={reveal}
        className={`sticky top-0 z-40 border-b border-gray-100 bg-white/95 backdrop-blur transition-[transform,box-shadow] duration-300 ${
          compact ? 'shadow-md' : ''
        } ${hidden && !drawerOpen ? '-translate-y-full' : 'translate-y-0'}`}
      >
        <div className="container-page flex h-16 items-center gap-2 lg:h-20 lg:gap-6">
          <Logo compact={compact} />
          <nav aria-label={t('layout.nav.main')} className="hidden flex-1 justify-center lg:flex">
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to="/" end className={navClass}>
                  {t('layout.nav.home')}
                </NavLink>
              </li>
              <li>
                <CategoryMenu categories={categories} />
              </li>
              <li>
                <NavLink to="/about" className={navClass}>
                  {t('layout.nav.about')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/blogs" className={navClass}>
                  {t('layout.nav.blog')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/contact" className={navClass}>
                  {t('layout.nav.contact')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/brands" className={navClass}>
                  {t('layout.nav.brands')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-1 lg:ms-0">
            <LanguageToggle className="hidden lg:inline-flex" />
            <Link
              to="/cart"
              aria-label={t('layout.cart', { count: cartCount })}
              data-testid="header-cart"
              className="relative rounded-lg p-2 text-gray-800 hover:bg-gray-100 hover:text-brand-600"
            >
              <ShoppingCart aria-hidden="true" className="size-6" />
              <CartBadge count={cartCount} />
            </Link>
            <NavLink
              to={signedIn ? '/account' : '/auth'}
              aria-label={signedIn ? t('layout.account') : t('layout.signIn')}
              title={signedIn ? t('layout.account') : t('layout.signIn')}
              data-testid="header-account"
              className={({ isActive }) =>
                `rounded-lg p-2 hover:bg-gray-100 hover:text-brand-600 ${isActive ? 'text-brand-600' : 'text-gray-800'}`
              }
            >
              <CircleUser aria-hidden="true" className="size-6" />
            </NavLink>
            <button
              type="button"
              aria-label={t('layout.menu.open')}
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              className="rounded-lg p-2 text-gray-800 hover:bg-gray-100 lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      </header>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            categories={categories}
            menuCategories={data?.menuCategories ?? []}
          />
        </Suspense>
      ) : null}
    </>
  );
}
