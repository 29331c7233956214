/**
 * What the busiest pages evaluate before the shopper does anything: the entry and each of these
 * pages' modules reached through static imports. Forms' code (react-hook-form, its zod resolver,
 * zod and the domain's schemas, about 40 KB gzipped) belongs in chunks loaded when a form is shown
 * (`lazy(() => import(…))`), never in what a visitor's first screen runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from './support/source-imports';

const srcDir = path.resolve(__dirname, '../src');

/** Value imports (not `import type`) and re-exports of a module, with what they name. */
function staticImports(source: string): { specifier: string; names: string }[] {
  const found: { specifier: string; names: string }[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s*'([^']+)'/gm))
    found.push({ names: match[1]!, specifier: match[2]! });
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm))
    found.push({ names: '', specifier: match[1]! });
  return found;
}

/** Every form-only import reached from `entry` through static imports, as "file: import". */
function formCodeReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  const found: string[] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, names } of staticImports(readFileSync(file, 'utf8'))) {
      const where = path.relative(srcDir, file);
      if (specifier.startsWith('.')) {
        const target = resolveImport(file, specifier);
        if (target) queue.push(target);
      } else if (/^(zod|react-hook-form|@hookform\/)/.test(specifier)) {
        found.push(`${where}: ${specifier}`);
      } else if (specifier === '@shop/domain') {
        // Named value imports only: `type X` inside the braces brings no code.
        const values = names
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '));
        for (const name of values) if (/Schema\b/.test(name)) found.push(`${where}: @shop/domain ${name}`);
      }
    }
  }
  return found;
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
