import { useEffect, useId, useRef, useState } from 'react';
import { productCategoryPath } from '@shop/contract';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ChevronDown } from 'lucide-react';
import type { Category } from '@shop/contract';

/** Desktop "Categories" dropdown: every category, each to /Product-category/{id}/{name}. */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = /^\/(product-category|category)\//i.test(pathname);

  // Close when the route changes (a category was chosen).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={`nav-link inline-flex items-center gap-1 ${active ? 'text-brand-600' : ''}`}
      >
        {t('layout.nav.categories')}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-2 w-[34rem] max-w-[90vw] rounded-2xl border border-gray-100 bg-white p-3 shadow-xl"
      >
        {categories.length === 0 ? (
          <p className="p-3 text-sm text-gray-600">{t('layout.nav.noCategories')}</p>
        ) : (
          <ul className="grid max-h-[60vh] grid-cols-2 gap-1 overflow-y-auto">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={productCategoryPath(category.id, category.name)}
                  className="flex items-center gap-3 rounded-xl p-2 text-sm font-semibold text-gray-800 transition-colors hover:bg-brand-50 hover:text-brand-700"
                >
                  {category.image ? (
                    <img
                      src={category.image}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 shrink-0 rounded-lg bg-gray-100 object-cover"
                    />
                  ) : null}
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/shop"
          className="mt-2 block rounded-xl bg-gray-50 p-2 text-center text-sm font-bold text-brand-600 hover:bg-brand-50"
        >
          {t('layout.nav.allCategories')}
        </Link>
      </div>
    </div>
  );
}
