import { Link } from '../../../shared/ui/Link';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { EmptyState } from '../../../shared/ui/states';

/** Nothing the shop sells is downloadable yet: the page says so and leads back to the products. */
export default function DownloadsPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="downloads-heading"
      className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm"
    >
      <h2 id="downloads-heading" className="text-xl font-bold">
        {t('account.downloads.title')}
      </h2>
      <EmptyState title={t('account.downloads.empty')}>
        <Link to="/shop" className="btn-primary mt-2">
          {t('account.downloads.browse')}
        </Link>
      </EmptyState>
    </section>
  );
}
