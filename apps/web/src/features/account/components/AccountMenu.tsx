import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../../shared/ui/Link';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import {
  Download,
  FileText,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MapPin,
  Package,
  UserRound,
} from 'lucide-react';
import { QUOTES_PATH } from '../../../shared/lib/account-paths';
import { useLogout } from '../useLogout';

export const ACCOUNT_LINKS = [
  { to: '/account', label: 'account.menu.dashboard', icon: LayoutDashboard },
  { to: '/account/orders', label: 'account.menu.orders', icon: Package },
  { to: QUOTES_PATH, label: 'account.menu.quotes', icon: FileText },
  { to: '/account/downloads', label: 'account.menu.downloads', icon: Download },
  { to: '/account/address', label: 'account.menu.address', icon: MapPin },
  { to: '/account/profile', label: 'account.menu.profile', icon: UserRound },
  { to: '/account/change-password', label: 'account.menu.changePassword', icon: KeyRound },
] as const;

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-600 text-white' : 'text-gray-800 hover:bg-brand-50 hover:text-brand-700'
  }`;

/**
 * The account menu: a column beside the page on wide screens; on phones a row that scrolls
 * sideways, so every item stays one tap away without a drawer.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones the row scrolls sideways: keep the current page's item in view.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label={t('account.menu.label')} className="min-w-0 lg:sticky lg:top-28 lg:self-start">
      <ul
        ref={list}
        className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:flex-col lg:overflow-visible lg:rounded-2xl lg:border lg:border-gray-100 lg:bg-white lg:p-3 lg:shadow-sm"
        data-testid="account-menu"
      >
        {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink to={to} end={to === '/account'} className={itemClass}>
              <Icon aria-hidden="true" className="size-4.5" />
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-gray-100 lg:pt-2">
          <button
            type="button"
            onClick={() => void logout()}
            disabled={pending}
            data-testid="account-logout"
            className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
            {t('account.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
