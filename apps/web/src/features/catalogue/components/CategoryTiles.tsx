import { Link } from '../../../shared/ui/Link';
import { categoryLink } from '@shop/contract';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Category } from '@shop/contract';
import { ResponsiveImage } from '../../../shared/ui/ResponsiveImage';

interface Props {
  categories: Category[] | undefined;
  loading: boolean;
  /** Tiles of the 'Made in Saudi' branch keep its segment in their links. */
  saudi?: boolean;
}

/** Category tiles: image, name, description; a tile opens its sub-categories or its products. */
export function CategoryTiles({ categories, loading, saudi }: Props) {
  const { t } = useTranslation();
  const grid = 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';
  if (loading) {
    return (
      <div className={grid} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-lg border border-gray-200" aria-hidden="true">
            <div className="aspect-square animate-pulse bg-gray-200" />
            <div className="space-y-2 p-3">
              <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200" />
              <div className="h-3 w-full animate-pulse rounded bg-gray-200" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={grid}>
      {(categories ?? []).map((category, i) => {
        const hasChildren = category.has_childs || (category.childs?.length ?? 0) > 0;
        return (
          <li key={category.id}>
            <Link
              to={categoryLink(category, saudi)}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
              data-testid="category-tile"
            >
              <div className="aspect-square overflow-hidden bg-gray-100">
                {category.image ? (
                  <ResponsiveImage
                    src={category.image}
                    alt=""
                    width={640}
                    height={640}
                    sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                    priority={i < 4}
                    className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                ) : (
                  <div className="flex h-full items-center justify-center text-gray-400">
                    <FolderOpen size={40} aria-hidden="true" />
                  </div>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h2 className="text-base font-bold text-ink group-hover:text-brand-600">{category.name}</h2>
                {category.desc && <p className="line-clamp-2 text-sm text-gray-600">{category.desc}</p>}
                <span className="mt-auto pt-1 text-xs font-semibold text-brand-600">
                  {hasChildren ? t('catalogue.viewCategories') : t('catalogue.viewProducts')}
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
