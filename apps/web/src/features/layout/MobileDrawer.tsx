import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { productCategoryPath } from '@shop/contract';
import { Link, NavLink } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ChevronDown, CircleUser, X } from 'lucide-react';
import { useSession } from '../../shared/auth';
import type { Category } from '@shop/contract';
import { useFocusTrap } from '../../shared/lib/useFocusTrap';
import { LanguageToggle } from './LanguageToggle';

interface Props {
  open: boolean;
  onClose: () => void;
  categories: Category[];
  menuCategories: Category[];
}

function Disclosure({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-start font-semibold hover:bg-gray-50"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={id} hidden={!open} className="mb-2 ms-3 border-s-2 border-brand-100 ps-2">
        {children}
      </ul>
    </li>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 font-semibold hover:bg-gray-50 ${isActive ? 'text-brand-600' : 'text-ink'}`;

/** The small-screen menu: a drawer from the right with focus kept inside while open. */
export function MobileDrawer({ open, onClose, categories, menuCategories }: Props) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panel, open, close);
  const signedIn = useSession((s) => s.signedIn);

  if (!open) return null;
  const saudiChildren = menuCategories.flatMap((menu) => menu.childs ?? []);

  return createPortal(
    <div className="fixed inset-0 z-[60] lg:hidden">
      <div className="animate-fade-in absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="mobile-drawer"
        className="animate-drawer-in absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {t('layout.menu.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="rounded-lg p-2 text-gray-700 hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t('layout.nav.main')} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            <li>
              <NavLink to="/" end className={linkClass}>
                {t('layout.nav.home')}
              </NavLink>
            </li>
            <Disclosure label={t('layout.nav.categories')}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={productCategoryPath(category.id, category.name)}
                    className="block rounded-lg px-3 py-2 text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </Disclosure>
            <Disclosure label={t('layout.nav.madeInSaudi')}>
              {saudiChildren.map((category) => (
                <li key={category.id}>
                  <Link
                    to={productCategoryPath(category.id)}
                    className="block rounded-lg px-3 py-2 text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </Disclosure>
            <li>
              <NavLink to="/about" className={linkClass}>
                {t('layout.nav.about')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/blogs" className={linkClass}>
                {t('layout.nav.blog')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={linkClass}>
                {t('layout.nav.contact')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="space-y-2 border-t border-gray-100 p-3">
          <NavLink
            to={signedIn ? '/account' : '/auth'}
            data-testid="drawer-account"
            className={({ isActive }) =>
              `flex items-center justify-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm font-semibold hover:bg-gray-50 ${isActive ? 'text-brand-600' : 'text-ink'}`
            }
          >
            <CircleUser aria-hidden="true" className="size-5" />
            {signedIn ? t('layout.account') : t('layout.signIn')}
          </NavLink>
          <LanguageToggle className="flex w-full justify-center border border-gray-200" />
        </div>
      </div>
    </div>,
    document.body,
  );
}
