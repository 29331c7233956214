import { useTranslation } from '../i18n/useTranslation';

interface Props {
  /** Fills the page area (min height) instead of sitting inline. */
  block?: boolean;
  label?: string;
  className?: string;
}

/** The loading spinner shown while home, about and other pages load. */
export function Spinner({ block = false, label, className = '' }: Props) {
  const { t } = useTranslation();
  const spinner = (
    <span
      aria-hidden="true"
      className="inline-block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
    />
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className={`${block ? 'flex min-h-[50vh] items-center justify-center' : 'inline-flex'} ${className}`}
    >
      {spinner}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
