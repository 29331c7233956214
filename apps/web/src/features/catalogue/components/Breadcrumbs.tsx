import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Breadcrumb header (SPEC 2). Items are in logical order (Home first); in Arabic the page is
 * right-to-left, so the trail reads from the right and the order on screen is reversed, as SPEC asks.
 */
export function PageHeader({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-gray-200 bg-gray-50">
      <div className="container-page py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <nav aria-label={t('catalogue.breadcrumb')} className="mt-2">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-gray-600">
            {crumbs.map((crumb, i) => {
              const last = i === crumbs.length - 1;
              return (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-1.5">
                  {i > 0 && <ChevronRight size={14} className="text-gray-400 rtl:rotate-180" aria-hidden="true" />}
                  {crumb.to && !last ? (
                    <Link to={crumb.to} className="hover:text-brand-600 hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={last ? 'page' : undefined} className={last ? 'font-semibold text-ink' : ''}>
                      {crumb.label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </header>
  );
}
