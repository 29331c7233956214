/**
 * Each lazy route loads the text packs its page renders. A page's texts come from its own feature and
 * from every module it imports (statically or lazily); a key whose pack the route does not load would
 * show as a raw key until some other page happened to load that pack.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../../scripts/source-imports';
import { literalKeysIn } from '../src/shared/i18n/keys';
import type { FeatureTexts } from '../src/shared/i18n';
import { sharedTexts } from '../src/shared/i18n/shared-texts';
import { validationMessages } from '../src/shared/i18n/validation-texts';
import footerTexts from '../src/features/layout/footer-texts';

const srcDir = path.resolve(__dirname, '../src');

/** The top-level namespaces each text pack (or the shell) provides. */
const featureTexts = import.meta.glob<{ default: FeatureTexts }>('../src/features/*/i18n.ts', {
  eager: true,
});
const namespacesOf = (texts: FeatureTexts) => Object.keys(texts.en);
const packNamespaces = new Map<string, string[]>(
  Object.entries(featureTexts).map(([file, module]) => [
    file.split('/').at(-2)!,
    namespacesOf(module.default),
  ]),
);
packNamespaces.set('footer', namespacesOf(footerTexts));
packNamespaces.set('validation', [
  ...new Set(Object.keys(validationMessages.en).map((key) => key.split('.')[0]!)),
]);
const shellNamespaces = [
  ...namespacesOf(sharedTexts),
  ...packNamespaces.get('layout')!,
  ...packNamespaces.get('errors')!,
];

/** Every source file a module reaches through relative imports, itself included. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      // Text modules are where keys are defined, not used.
      if (target && !/i18n\.ts$|texts\.ts$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

const routesFile = path.join(srcDir, 'app/routes.tsx');
const routeTable = [
  ...readFileSync(routesFile, 'utf8').matchAll(/page\(\s*'([^']+)',\s*\[([^\]]*)\]\s*\)/g),
].map((match) => ({
  page: `../features/${match[1]!}`,
  packs: [...match[2]!.matchAll(/'([^']+)'/g)].map((pack) => pack[1]!),
}));

describe('text packs per route', () => {
  it('reads the route table', () => {
    expect(routeTable.length).toBeGreaterThan(10);
  });

  it.each(routeTable)('$page loads the packs of every text it renders', ({ page, packs }) => {
    const entry = resolveImport(routesFile, page);
    expect(entry).not.toBeNull();
    const graph = moduleGraph(entry!);
    // A part hydrated when near the screen loads its own packs before it renders
    // (`partWhenNear(load, ['pack'])`, shared/lib/part-when-near.tsx).
    const partPacks = graph.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/partWhenNear\([^;]*?,\s*\[([^\]]*)\]\s*,?\s*\)/g)].flatMap(
        (match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((pack) => pack[1]!),
      ),
    );
    const loaded = new Set([
      ...shellNamespaces,
      ...[...packs, ...partPacks].flatMap((pack) => packNamespaces.get(pack) ?? []),
    ]);
    const missing = new Set<string>();
    for (const file of graph) {
      for (const key of literalKeysIn(readFileSync(file, 'utf8'))) {
        const namespace = key.split('.')[0]!;
        if (!loaded.has(namespace)) missing.add(`${namespace} (${path.relative(srcDir, file)}: ${key})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
