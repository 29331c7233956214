import { LogIn } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ApiError } from '../../../shared/api/client';
import { ErrorScreen } from '../../errors';

/**
 * The staff API's refusal of a bill staff opened (no dashboard session, or a role that may not
 * read orders): its status, or null for any other outcome.
 */
export function staffRefusalOf(error: unknown): 401 | 403 | null {
  if (!(error instanceof ApiError)) return null;
  return error.status === 401 || error.status === 403 ? error.status : null;
}

/** Says the page is for staff and leads to the dashboard's sign-in. */
export function StaffOnlyScreen({ status }: { status: 401 | 403 }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen code={String(status)} title={t('bill.staffOnlyTitle')} text={t('bill.staffOnlyText')}>
      <a href="/admin/" className="btn-primary">
        <LogIn aria-hidden="true" className="size-5" />
        {t('bill.staffSignIn')}
      </a>
    </ErrorScreen>
  );
}
