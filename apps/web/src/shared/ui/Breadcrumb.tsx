import { Link } from './Link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../i18n/useTranslation';
import { useLang } from '../i18n/useLang';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Breadcrumb trail (Home > …). The document direction already orders it right-to-left in Arabic;
 * the separator chevron points the reading direction.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const Separator = useLang() === 'ar' ? ChevronLeft : ChevronRight;
  return (
    <nav aria-label={t('common.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="hover:text-brand-600 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-semibold text-ink' : ''}
                >
                  {item.label}
                </span>
              )}
              {!last ? <Separator aria-hidden="true" className="size-4 text-gray-400" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A page's title band with its breadcrumb, used by the content pages. */
export function PageHeader({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <div className="border-b border-gray-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-8 sm:py-10">
        <h1 className="mb-2 text-2xl font-bold sm:text-3xl">{title}</h1>
        <Breadcrumb items={crumbs} />
      </div>
    </div>
  );
}
