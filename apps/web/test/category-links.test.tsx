/**
 * Every category link of the storefront is built by @shop/contract's builders, the ones the server
 * uses for canonical URLs and the sitemap: spaces in a name become '-', then the name is encoded
 * once. (Before, the header menu, the footer, the mobile drawer and the home carousel wrote spaces
 * as %20 while the category tiles wrote '-', so one category had two URLs.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { categoryPath } from '@shop/contract';
import '../src/shared/i18n';
import type { Category } from '@shop/contract';
import { CategoryMenu } from '../src/features/layout/CategoryMenu';
import { MobileDrawer } from '../src/features/layout/MobileDrawer';
import { CategoryTile } from '../src/features/home/CategoryCarousel';
import { CategoryTiles } from '../src/features/catalogue/components/CategoryTiles';

afterEach(cleanup);

function category(id: number, name: string, children: Category[] = []): Category {
  return {
    id,
    name,
    url_name: name,
    desc: '',
    image: '',
    parent_id: null,
    is_menu: false,
    has_childs: children.length > 0,
    childs: children,
  };
}

const leaf = category(3, 'Medical scrubs');
const arabic = category(4, 'زي  مدرسي');
const parent = category(5, 'Work wear', [category(6, 'Chef coats')]);

const hrefs = (root: ParentNode) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('category links', () => {
  it('write spaces as "-" and encode the name once in the header menu', () => {
    const { container } = render(
      <MemoryRouter>
        <CategoryMenu categories={[leaf, arabic]} />
      </MemoryRouter>,
    );
    expect(hrefs(container)).toEqual([
      '/Product-category/3/Medical-scrubs',
      `/Product-category/4/${encodeURIComponent('زي-مدرسي')}`,
      '/shop',
    ]);
  });

  it('use the same builder in the mobile drawer', () => {
    render(
      <MemoryRouter>
        <MobileDrawer open onClose={() => {}} categories={[leaf]} menuCategories={[parent]} />
      </MemoryRouter>,
    );
    const links = hrefs(document.body);
    expect(links).toContain('/Product-category/3/Medical-scrubs');
    // The 'Made in Saudi' dropdown lists the menu category's children by id only.
    expect(links).toContain('/Product-category/6');
  });

  it('use the same builder on the home carousel and the category tiles', () => {
    const { container } = render(
      <MemoryRouter>
        <CategoryTile category={leaf} />
        <CategoryTile category={parent} />
        <CategoryTiles categories={[leaf, parent]} loading={false} />
        <CategoryTiles categories={[leaf, parent]} loading={false} saudi />
      </MemoryRouter>,
    );
    expect(hrefs(container)).toEqual([
      '/Product-category/3/Medical-scrubs',
      categoryPath(5, 'Work wear'),
      '/Product-category/3/Medical-scrubs',
      '/category/5/Work-wear',
      '/Product-category/made-in-saudi/3/Medical-scrubs',
      '/category/made-in-saudi/5/Work-wear',
    ]);
  });
});
