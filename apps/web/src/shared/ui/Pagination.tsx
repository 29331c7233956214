import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../i18n/useTranslation';

interface Props {
  page: number;
  lastPage: number;
  /** Total number of items; the bar hides when it is 0. */
  total?: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const pages = new Set<number>([1, lastPage, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/**
 * Previous is disabled on page 1 and next on the last page; the bar is hidden when there is
 * one page or no items; a page change is only allowed between 1 and the last page.
 */
export function Pagination({ page, lastPage, total, onPageChange, className }: Props) {
  const { t } = useTranslation();
  if (!(lastPage > 1) || total === 0) return null;
  const current = Math.min(Math.max(1, page), lastPage);
  const go = (target: number) => {
    if (target < 1 || target > lastPage || target === current) return;
    onPageChange(target);
  };
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  const idle = 'border-gray-300 bg-white text-ink hover:border-brand-600 hover:text-brand-600';
  const disabled =
    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-gray-300 disabled:hover:text-ink';

  return (
    <nav
      aria-label={t('common.pagination.label')}
      className={`flex justify-center ${className ?? ''}`}
      data-testid="pagination"
    >
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${base} ${idle} ${disabled}`}
            onClick={() => go(current - 1)}
            disabled={current <= 1}
            aria-label={t('common.pagination.previous')}
          >
            <ChevronLeft size={18} className="rtl:rotate-180" aria-hidden="true" />
          </button>
        </li>
        {pageWindow(current, lastPage).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`${base} ${p === current ? 'border-brand-600 bg-brand-600 text-white' : idle}`}
                onClick={() => go(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('common.pagination.page', { page: p })}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${base} ${idle} ${disabled}`}
            onClick={() => go(current + 1)}
            disabled={current >= lastPage}
            aria-label={t('common.pagination.next')}
          >
            <ChevronRight size={18} className="rtl:rotate-180" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
