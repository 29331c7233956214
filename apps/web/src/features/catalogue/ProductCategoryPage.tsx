import { useParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { nameFromSegment, productCategoryPath } from '@shop/contract';
import { ApiError } from '../../shared/api/client';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useCategory } from './api';
import { PageHeader, type Crumb } from '../../shared/ui/Breadcrumb';
import { ListingView } from './components/ListingView';
import { saudiLabel } from './CategoryPage';
import { PageMeta } from '../seo';

/**
 * /Product-category/:id(/:name) and /Product-category/:saudi/:id/:name: the products of a category
 * with search, audience and rating filters kept in the URL.
 */
export default function ProductCategoryPage() {
  const { t } = useTranslation();
  const { id: idParam, name: nameParam, saudi } = useParams();
  const id = Number(idParam);
  const valid = Number.isSafeInteger(id) && id > 0;
  const category = useCategory(id);
  const name =
    category.data?.name ||
    nameFromSegment(nameParam) ||
    (category.isPending && valid ? '…' : t('common.notFound'));
  const notFound = !valid || (category.error instanceof ApiError && category.error.status === 404);
  const crumbs: Crumb[] = [
    { label: t('common.home'), to: '/' },
    saudi
      ? { label: saudiLabel(saudi, t('catalogue.madeInSaudi')), to: '/brands' }
      : { label: t('catalogue.categoryWord') },
    { label: name },
  ];
  return (
    <>
      <PageMeta
        title={name === '…' ? undefined : name}
        description={category.data?.desc}
        image={category.data?.image}
        path={category.data ? productCategoryPath(category.data.id, category.data.url_name) : undefined}
        robots={notFound ? 'noindex' : undefined}
      />
      <PageHeader title={name} crumbs={crumbs} />
      {notFound ? (
        <div className="container-page flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-gray-700">{t('catalogue.emptyTitle')}</p>
          <Link to="/shop" className="btn-outline">
            {t('catalogue.browseShop')}
          </Link>
        </div>
      ) : (
        // A new category starts with fresh listing state.
        <ListingView key={id} categoryId={id} withFilters />
      )}
    </>
  );
}
