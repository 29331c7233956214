import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { CircleAlert, Inbox } from 'lucide-react';

interface ErrorProps {
  message?: string;
  onRetry?: () => void;
}

/** Shown when a page's data could not be loaded; offers a retry. */
export function ErrorState({ message, onRetry }: ErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <CircleAlert aria-hidden="true" className="size-12 text-brand-600" />
      <p className="text-lg font-bold">{t('common.loadFailed')}</p>
      {message ? <p className="text-sm text-gray-600">{message}</p> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} className="btn-primary mt-2">
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

interface EmptyProps {
  title: string;
  children?: ReactNode;
}

/** Shown when a list has nothing to show. */
export function EmptyState({ title, children }: EmptyProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <Inbox aria-hidden="true" className="size-12 text-gray-400" />
      <p className="text-lg font-bold text-gray-800">{title}</p>
      {children}
    </div>
  );
}
