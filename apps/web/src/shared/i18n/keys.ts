/** Pure helpers over translation resources, used by the key-parity test. */
export type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted key: { a: { b: 'x' } } gives ['a.b']. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_RE = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);

/** A plural form's family key: 'cart.items_few' -> 'cart.items'; other keys unchanged. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_RE, '');
}

/**
 * Keys present in `a` and absent from `b`. Plural families count as one key, since each language
 * has its own forms (Arabic has zero, one, two, few, many and other; English one and other).
 */
export function missingFrom(a: Tree, b: Tree): string[] {
  const inB = new Set(flattenKeys(b).map(pluralBase));
  return [...new Set(flattenKeys(a).map(pluralBase))].filter((key) => !inB.has(key));
}

/** Plural families lacking their `_other` form (the fallback for every count). */
export function pluralFamiliesWithoutOther(tree: Tree): string[] {
  const leaves = flattenKeys(tree);
  const families = new Set(leaves.filter((key) => PLURAL_RE.test(key)).map(pluralBase));
  const all = new Set(leaves);
  return [...families].filter((family) => !all.has(`${family}_other`));
}

/** Whether `key` resolves to a text (directly or as a plural family). */
export function hasKey(tree: Tree, key: string): boolean {
  const leaves = new Set(flattenKeys(tree));
  return leaves.has(key) || PLURAL_SUFFIXES.some((suffix) => leaves.has(`${key}_${suffix}`));
}

/** Literal keys passed to the t function (or i18nKey props) in a source file. */
export function literalKeysIn(source: string): string[] {
  const keys: string[] = [];
  const patterns = [/(?<![\w$])t\(\s*(['"])([^'"\n]+?)\1/g, /\bi18nKey=(['"])([^'"\n]+?)\1/g];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) keys.push(match[2]!);
  }
  return keys;
}
