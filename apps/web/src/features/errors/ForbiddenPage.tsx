import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { House } from 'lucide-react';
import { ErrorScreen } from './ErrorScreen';

/** /403, titled 'Error'. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen code="403" title={t('errors.forbidden.title')} text={t('errors.forbidden.text')}>
      <Link to="/" className="btn-primary">
        <House aria-hidden="true" className="size-5" />
        {t('errors.notFound.backHome')}
      </Link>
    </ErrorScreen>
  );
}
