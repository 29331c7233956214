/**
 * Every text exists in both languages (Arabic and English), and every literal key the code asks
 * for exists. Fails with the list of offending keys.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTextPacks, buildResources } from '../src/shared/i18n';
import {
  flattenKeys,
  hasKey,
  literalKeysIn,
  missingFrom,
  pluralFamiliesWithoutOther,
} from '../src/shared/i18n/keys';

const srcDir = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// Every text: the shell's and every lazily loaded pack (features' texts, validation messages).
const resources = await buildResources();

describe('translations', () => {
  it("loads every feature's texts and the validation messages", () => {
    const features = readdirSync(path.join(srcDir, 'features')).filter((name) =>
      existsSync(path.join(srcDir, 'features', name, 'i18n.ts')),
    );
    const shell = ['layout', 'errors'];
    expect([...allTextPacks].sort()).toEqual(
      [...features.filter((name) => !shell.includes(name)), 'footer', 'validation'].sort(),
    );
    expect(hasKey(resources.en, 'validation.emailRequired')).toBe(true);
    expect(hasKey(resources.ar, 'layout.skipToContent')).toBe(true);
    expect(hasKey(resources.ar, 'layout.footer.rights')).toBe(true);
  });

  it('has texts in both languages', () => {
    expect(flattenKeys(resources.ar).length).toBeGreaterThan(50);
    expect(flattenKeys(resources.en).length).toBeGreaterThan(50);
  });

  it('has every Arabic key in English', () => {
    expect(missingFrom(resources.ar, resources.en)).toEqual([]);
  });

  it('has every English key in Arabic', () => {
    expect(missingFrom(resources.en, resources.ar)).toEqual([]);
  });

  it('gives every plural family its "other" form in both languages', () => {
    expect(pluralFamiliesWithoutOther(resources.ar)).toEqual([]);
    expect(pluralFamiliesWithoutOther(resources.en)).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = (['ar', 'en'] as const).flatMap((lang) => {
      const walk = (tree: Record<string, unknown>, prefix: string): string[] =>
        Object.entries(tree).flatMap(([key, value]) =>
          typeof value === 'string'
            ? value.trim()
              ? []
              : [`${lang}:${prefix}${key}`]
            : walk(value as Record<string, unknown>, `${prefix}${key}.`),
        );
      return walk(resources[lang], '');
    });
    expect(empty).toEqual([]);
  });

  it('defines every literal key used in the code, in both languages', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of files) {
      const rel = path.relative(srcDir, file);
      for (const key of literalKeysIn(readFileSync(file, 'utf8'))) {
        for (const lang of ['ar', 'en'] as const) {
          if (!hasKey(resources[lang], key)) missing.push(`${lang}: ${key} (${rel})`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('key helpers', () => {
  it('finds keys missing on one side', () => {
    expect(missingFrom({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
  });

  it('reads literal t() keys and ignores template literals and other calls', () => {
    const code =
      "t('a.b'); t(\"c.d\", { n: 1 }); t(`e.${x}`); format('no.key'); i18n.t('f.g'); <Trans i18nKey=\"h.i\" />";
    expect(literalKeysIn(code)).toEqual(['a.b', 'c.d', 'f.g', 'h.i']);
  });

  it('compares plural families, not their language-specific forms', () => {
    const ar = {
      n: {
        items_zero: '0',
        items_one: '1',
        items_two: '2',
        items_few: 'f',
        items_many: 'm',
        items_other: 'o',
      },
    };
    const en = { n: { items_one: '1', items_other: 'o' } };
    expect(missingFrom(ar, en)).toEqual([]);
    expect(missingFrom(en, ar)).toEqual([]);
    expect(missingFrom({ n: { items_one: '1' } }, { n: {} })).toEqual(['n.items']);
    expect(pluralFamiliesWithoutOther({ n: { items_one: '1' } })).toEqual(['n.items']);
  });

  it('accepts plural families', () => {
    expect(hasKey({ cart: { items_one: '1', items_other: 'n' } }, 'cart.items')).toBe(true);
    expect(hasKey({ cart: {} }, 'cart.items')).toBe(false);
  });
});
