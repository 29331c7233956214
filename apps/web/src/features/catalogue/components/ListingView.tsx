import { useEffect, useId, useState } from 'react';
import { Link } from '../../../shared/ui/Link';
import { PackageSearch, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useProductList } from '../api';
import { useListingParams } from '../lib/useListingParams';
import { listingQueryOf } from '../first-screen';
import { Pagination } from '../../../shared/ui/Pagination';
import { ProductGrid } from './ProductGrid';
import { AboutBlock, AudienceFilter, RatingFilter, SearchBox, Sidebar } from './Sidebar';

interface Props {
  /** Product list of one category; none for /shop. */
  categoryId?: number;
  /** The shop has only a search box; category pages also have audience and rating filters. */
  withFilters: boolean;
}

/** Sidebar plus product grid with pagination; all state in the URL query. */
export function ListingView({ categoryId, withFilters }: Props) {
  const { t } = useTranslation();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { params, update, setPage, setSearch, hasFilters, clearFilters } = useListingParams();
  const query = listingQueryOf(params, withFilters ? categoryId : undefined);
  const list = useProductList(query, withFilters ? categoryId !== undefined : true);
  const data = list.data;
  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);

  // A page past the end (an old link) goes to the last page.
  useEffect(() => {
    if (data && !list.isPlaceholderData && params.page > data.last_page) setPage(data.last_page);
  }, [data, list.isPlaceholderData, params.page, setPage]);

  const empty = !loading && data && data.data.length === 0;

  return (
    <div className="container-page grid gap-8 py-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <Sidebar>
        <SearchBox value={params.search} onSearch={setSearch} />
        {withFilters && (
          <>
            <button
              type="button"
              className="btn-outline lg:hidden"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {t('catalogue.filters')}
            </button>
            <div id={filtersId} className={`${filtersOpen ? 'flex' : 'hidden'} flex-col gap-6 lg:flex`}>
              <AudienceFilter
                flags={{ is_men: params.is_men, is_women: params.is_women, is_child: params.is_child }}
                onChange={(flags) => update(flags)}
              />
              <RatingFilter value={params.avg_rate} onChange={(avg_rate) => update({ avg_rate })} />
            </div>
          </>
        )}
        <div className="hidden lg:block">
          <AboutBlock />
        </div>
      </Sidebar>

      <section aria-labelledby="listing-results" aria-busy={loading}>
        <h2 id="listing-results" className="sr-only">
          {t('catalogue.productsGrid')}
        </h2>
        {data && !loading && data.total > 0 && (
          <p className="mb-4 text-sm text-gray-600" role="status">
            {t('catalogue.resultsCount', { count: data.total })}
          </p>
        )}
        {list.isError && !data ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-gray-200 p-10 text-center">
            <p className="text-gray-700">{t('catalogue.loadError')}</p>
            <button type="button" className="btn-primary" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : empty ? (
          <div
            className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 p-10 text-center"
            data-testid="listing-empty"
          >
            <PackageSearch size={48} className="text-gray-400" aria-hidden="true" />
            <p className="text-lg font-bold text-ink">{t('catalogue.emptyTitle')}</p>
            <p className="text-sm text-gray-600">{t('catalogue.emptyText')}</p>
            {hasFilters ? (
              <button type="button" className="btn-outline mt-2" onClick={clearFilters}>
                {t('catalogue.clearFilters')}
              </button>
            ) : (
              <Link to="/shop" className="btn-outline mt-2">
                {t('catalogue.browseShop')}
              </Link>
            )}
          </div>
        ) : (
          <ProductGrid
            products={data?.data}
            loading={loading}
            showEnd={Boolean(data && data.current_page >= data.last_page)}
          />
        )}
        {data && (
          <Pagination
            className="mt-8"
            page={params.page}
            lastPage={data.last_page}
            total={data.total}
            onPageChange={setPage}
          />
        )}
      </section>

      <div className="lg:hidden">
        <AboutBlock />
      </div>
    </div>
  );
}
