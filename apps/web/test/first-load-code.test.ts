/**
 * What the busiest pages evaluate before the shopper does anything: the entry and each of these
 * pages' modules reached through static imports. Forms' code (react-hook-form, its zod resolver,
 * zod and the domain's schemas, about 40 KB gzipped) belongs in chunks loaded when a form is shown
 * (`lazy(() => import(…))`), never in what a visitor's first screen runs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageImportsReachedFrom } from '../../../scripts/source-imports';

const srcDir = path.resolve(__dirname, '../src');

/** Every form-only import reached from `entry` through static imports, as "file: import". */
function formCodeReachedFrom(entry: string): string[] {
  return packageImportsReachedFrom(entry).flatMap(({ file, specifier, values }) => {
    const where = path.relative(srcDir, file);
    if (/^(zod|react-hook-form|@hookform\/)/.test(specifier)) return [`${where}: ${specifier}`];
    // The domain's schemas are form code; its other exports are not.
    if (specifier === '@shop/domain')
      return values
        .filter((name) => name === '*' || /Schema\b/.test(name))
        .map((name) => `${where}: @shop/domain ${name}`);
    return [];
  });
}

const firstLoads = [
  'entry-client.tsx',
  'features/home/HomePage.tsx',
  'features/catalogue/ShopPage.tsx',
  'features/catalogue/ProductCategoryPage.tsx',
  'features/product/ProductPage.tsx',
  'features/blog/BlogListPage.tsx',
  'features/blog/BlogPostPage.tsx',
];

describe('code evaluated before interaction', () => {
  it('finds form code where it is (the check itself works)', () => {
    expect(formCodeReachedFrom(path.join(srcDir, 'features/layout/NewsletterForm.tsx'))).not.toEqual([]);
    expect(
      formCodeReachedFrom(path.join(srcDir, 'features/product/components/SignedInReviewForm.tsx')),
    ).toContain('features/product/components/SignedInReviewForm.tsx: @shop/domain reviewSchema');
  });

  it.each(firstLoads)('%s reaches no form code through static imports', (file) => {
    expect(formCodeReachedFrom(path.join(srcDir, file))).toEqual([]);
  });
});
