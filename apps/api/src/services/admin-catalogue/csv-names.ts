/**
 * The products file names what staff know instead of database ids: a category by its path from
 * the top of the tree ("Men › Shirts"), a colour and a size by name, in the staff's language when
 * exported. An import reads a name in either language, whatever its capitals and spaces; a path
 * may be written with › or >, and a category's own name alone is enough when no other category,
 * at any level, has it. A file exported before names (its header says `category_id`) still
 * imports: its cells are read as the ids they are.
 */
import type { Lang } from '../../shared/i18n.js';
import { localizedText } from '../localized.js';
import type { CatalogueLookup } from './products.js';
import type { ErrorKey } from './shared.js';

/** Between the categories of a path, as the file writes it. */
export const CATEGORY_PATH_SEPARATOR = ' › ';
const PATH_SPLIT = /\s*[›>]\s*/;

/** A name as a lookup key: its capitals, spaces and Unicode form do not matter. */
const keyOf = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
const pathKey = (text: string) => text.split(PATH_SPLIT).map(keyOf).join('›');

/** A category's path from the top of the tree, in `lang`. */
export function categoryPath(lookup: CatalogueLookup, id: number, lang: Lang): string {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let row = lookup.categories.byId.get(id); row && !seen.has(row.id);) {
    seen.add(row.id);
    names.unshift(localizedText({ ar: row.nameAr, en: row.nameEn }, lang));
    row = row.parentId === null ? undefined : lookup.categories.byId.get(row.parentId);
  }
  return names.join(CATEGORY_PATH_SEPARATOR);
}

export const colorName = (lookup: CatalogueLookup, id: number, lang: Lang) => {
  const color = lookup.colors.get(id);
  return color ? localizedText({ ar: color.nameAr, en: color.nameEn }, lang) : String(id);
};

export const sizeName = (lookup: CatalogueLookup, id: number) => lookup.sizes.get(id)?.name ?? String(id);

/** An id found for a name, or why none was. */
export type Resolved = { id: number } | { error: ErrorKey };

/** Keys → the ids they name (more than one: the name is ambiguous). */
function indexOf(entries: Iterable<[key: string, id: number]>): Map<string, Set<number>> {
  const index = new Map<string, Set<number>>();
  for (const [key, id] of entries) {
    const ids = index.get(key) ?? new Set<number>();
    ids.add(id);
    index.set(key, ids);
  }
  return index;
}

function resolveIn(
  index: Map<string, Set<number>>,
  key: string,
  errors: { unknown: ErrorKey; ambiguous: ErrorKey },
): Resolved {
  const ids = index.get(key);
  if (ids?.size === 1) return { id: [...ids][0]! };
  return { error: ids && ids.size > 1 ? errors.ambiguous : errors.unknown };
}

/** An old file's cells: ids. */
function idResolver(lookup: CatalogueLookup) {
  const byId =
    (known: (id: number) => boolean, unknown: ErrorKey) =>
    (text: string): Resolved => {
      const trimmed = text.trim();
      return /^\d{1,9}$/.test(trimmed) && known(Number(trimmed))
        ? { id: Number(trimmed) }
        : { error: unknown };
    };
  return {
    category: byId((id) => lookup.categories.byId.has(id), 'catalogue.categoryUnknown'),
    color: byId((id) => lookup.colors.has(id), 'catalogue.colorUnknown'),
    size: byId((id) => lookup.sizes.has(id), 'catalogue.sizeUnknown'),
  };
}

/**
 * Reads the names of one import's file against the catalogue as it was when the import began;
 * `ids` for a file from before names.
 */
export function nameResolver(lookup: CatalogueLookup, ids = false): NameResolver {
  return ids ? idResolver(lookup) : namesOf(lookup);
}

function namesOf(lookup: CatalogueLookup) {
  const categories = [...lookup.categories.byId.values()];
  const paths = indexOf(
    categories.flatMap((row) => [
      [pathKey(categoryPath(lookup, row.id, 'ar')), row.id] as [string, number],
      [pathKey(categoryPath(lookup, row.id, 'en')), row.id] as [string, number],
    ]),
  );
  const categoryNames = indexOf(
    categories.flatMap((row) => [
      [keyOf(row.nameAr), row.id] as [string, number],
      [keyOf(row.nameEn), row.id] as [string, number],
    ]),
  );
  const colors = indexOf(
    [...lookup.colors].flatMap(([id, color]) => [
      [keyOf(color.nameAr), id] as [string, number],
      [keyOf(color.nameEn), id] as [string, number],
    ]),
  );
  const sizes = indexOf([...lookup.sizes].map(([id, size]) => [keyOf(size.name), id] as [string, number]));

  return {
    category(text: string): Resolved {
      // A path names one place in the tree; a name alone may be a top-level category's and a
      // subcategory's at once, and is then refused as ambiguous rather than guessed.
      if (PATH_SPLIT.test(text)) {
        const byPath = paths.get(pathKey(text));
        return byPath?.size === 1 ? { id: [...byPath][0]! } : { error: 'catalogue.categoryUnknown' };
      }
      return resolveIn(categoryNames, keyOf(text), {
        unknown: 'catalogue.categoryUnknown',
        ambiguous: 'import.categoryAmbiguous',
      });
    },
    color(text: string): Resolved {
      return resolveIn(colors, keyOf(text), {
        unknown: 'catalogue.colorUnknown',
        ambiguous: 'catalogue.colorUnknown',
      });
    },
    size(text: string): Resolved {
      return resolveIn(sizes, keyOf(text), {
        unknown: 'catalogue.sizeUnknown',
        ambiguous: 'catalogue.sizeUnknown',
      });
    },
  };
}

export interface NameResolver {
  category(text: string): Resolved;
  color(text: string): Resolved;
  size(text: string): Resolved;
}
