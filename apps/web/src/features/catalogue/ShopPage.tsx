import { useTranslation } from '../../shared/i18n/useTranslation';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { ListingView } from './components/ListingView';
import { PageMeta } from '../seo';

/** /shop: every product, searchable and paged. */
export default function ShopPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('catalogue.shopTitle')} description={t('catalogue.shopDescription')} />
      <PageHeader
        title={t('catalogue.shopTitle')}
        crumbs={[{ label: t('common.home'), to: '/' }, { label: t('catalogue.shopTitle') }]}
      />
      <ListingView withFilters={false} />
    </>
  );
}
