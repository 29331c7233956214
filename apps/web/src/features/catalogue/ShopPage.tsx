import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { ListingView } from './components/ListingView';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';

/** /shop: every product, searchable and paged. */
export default function ShopPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalogue.shopTitle'));
  return (
    <>
      <PageHeader title={t('catalogue.shopTitle')} crumbs={[{ label: t('common.home'), to: '/' }, { label: t('catalogue.shopTitle') }]} />
      <ListingView withFilters={false} />
    </>
  );
}
