import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { House, ShoppingBag } from 'lucide-react';
import { ErrorScreen } from './ErrorScreen';

/** Any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen code="404" title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
      <Link to="/" className="btn-primary">
        <House aria-hidden="true" className="size-5" />
        {t('errors.notFound.backHome')}
      </Link>
      <Link to="/shop" className="btn-outline">
        <ShoppingBag aria-hidden="true" className="size-5" />
        {t('errors.notFound.explore')}
      </Link>
    </ErrorScreen>
  );
}
