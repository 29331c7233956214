import { useParams } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { categoryPath, nameFromSegment, productCategoryPath, SAUDI_SEGMENT } from '@shop/contract';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { ApiError } from '../../shared/api/client';
import { useCategory } from './api';
import { PageHeader, type Crumb } from '../../shared/ui/Breadcrumb';
import { CategoryTiles } from './components/CategoryTiles';
import { PageMeta } from '../seo';

/** /category/:id/:name and /category/:saudi/:id/:name: sub-category tiles. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { id: idParam, name: nameParam, saudi } = useParams();
  const id = Number(idParam);
  const valid = Number.isSafeInteger(id) && id > 0;
  const category = useCategory(id);
  const name = category.data?.name || nameFromSegment(nameParam);
  const notFound = !valid || (category.error instanceof ApiError && category.error.status === 404);
  const crumbs: Crumb[] = [
    { label: t('common.home'), to: '/' },
    saudi
      ? { label: saudiLabel(saudi, t('catalogue.madeInSaudi')), to: '/brands' }
      : { label: t('catalogue.categoryWord') },
    { label: name },
  ];
  const children = category.data?.childs ?? [];

  return (
    <>
      <PageMeta
        title={notFound ? t('common.notFound') : name || undefined}
        description={category.data?.desc}
        image={category.data?.image}
        path={category.data ? categoryPath(category.data.id, category.data.url_name) : undefined}
        robots={notFound ? 'noindex' : undefined}
      />
      <PageHeader title={notFound ? t('common.notFound') : name} crumbs={crumbs} />
      <div className="container-page py-8">
        {notFound ? (
          <EmptyBlock text={t('catalogue.noCategories')} />
        ) : category.isError && !category.data ? (
          <div className="flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-gray-700">{t('catalogue.loadCategoryError')}</p>
            <button type="button" className="btn-primary" onClick={() => void category.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : !category.isPending && children.length === 0 ? (
          <div className="flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-gray-700">{t('catalogue.noCategories')}</p>
            <Link
              to={productCategoryPath(id, name || undefined, saudi !== undefined)}
              className="btn-primary"
            >
              {t('catalogue.viewProducts')}
            </Link>
          </div>
        ) : (
          <CategoryTiles categories={children} loading={category.isPending} saudi={saudi !== undefined} />
        )}
      </div>
    </>
  );
}

/** The saudi segment's label: our own segment reads 'Made in Saudi'; anything else as written. */
export function saudiLabel(segment: string, madeInSaudi: string): string {
  return segment === SAUDI_SEGMENT ? madeInSaudi : nameFromSegment(segment);
}

function EmptyBlock({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 p-10 text-center">
      <p className="text-gray-700">{text}</p>
      <Link to="/shop" className="btn-outline">
        {t('catalogue.browseShop')}
      </Link>
    </div>
  );
}
