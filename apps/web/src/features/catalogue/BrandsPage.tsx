import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSettings } from '../settings';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { CategoryTiles } from './components/CategoryTiles';
import { PageMeta } from '../seo';

/** /brands: the children of the first menu category ('Made in Saudi' brands and factories). */
export default function BrandsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const menu = settings.data?.menuCategories?.[0];
  const title = menu?.name || t('catalogue.brandsTitle');
  const children = menu?.childs ?? [];
  return (
    <>
      <PageMeta title={title} description={t('catalogue.brandsDescription')} />
      <PageHeader title={title} crumbs={[{ label: t('common.home'), to: '/' }, { label: title }]} />
      <div className="container-page py-8">
        {settings.isError && !settings.data ? (
          <div className="flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-gray-700">{t('catalogue.loadCategoryError')}</p>
            <button type="button" className="btn-primary" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : !settings.isPending && children.length === 0 ? (
          <div className="flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-gray-700">{t('catalogue.noCategories')}</p>
            <Link to="/shop" className="btn-outline">
              {t('catalogue.browseShop')}
            </Link>
          </div>
        ) : (
          <CategoryTiles categories={children} loading={settings.isPending} saudi />
        )}
      </div>
    </>
  );
}
