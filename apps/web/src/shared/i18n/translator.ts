/**
 * The storefront's translator: key lookup in nested texts, `{{name}}` values and plural forms chosen
 * by the browser's own CLDR rules (`Intl.PluralRules`), in the resource format of i18next (dotted
 * keys, `_zero`/`_one`/`_two`/`_few`/`_many`/`_other` suffixes) so texts and tests are unchanged.
 * It replaces i18next and react-i18next in the storefront because those two weighed 15 KB gzipped
 * of the home page's 100 KB script budget for the three features used here (see docs/decisions.md).
 */
import type { Lang } from '../lib/lang';
import { dirOf } from '../lib/lang';

export type Resource = { [key: string]: string | Resource };

/** Values put into a text; `count` also picks its plural form. */
export type TextValues = { count?: number } & Record<string, unknown>;
export type TFunction = (key: string, values?: TextValues) => string;

/** Both languages' texts, shared by every translator; packs are merged in as they load. */
export interface TextStore {
  readonly texts: Record<Lang, Resource>;
  add(lang: Lang, texts: Resource): void;
  subscribe(listener: () => void): () => void;
}

export interface Translator {
  readonly language: Lang;
  /** Changes identity when the language or the texts change, so memoised texts recompute. */
  readonly t: TFunction;
  dir(): 'rtl' | 'ltr';
  changeLanguage(lang: Lang): Promise<void>;
  /** Another translator over the same texts, fixed to `lang` (one per language on the server). */
  forLanguage(lang: Lang): Translator;
  subscribe(listener: () => void): () => void;
}

function merge(target: Resource, source: Resource): Resource {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return target;
}

export { merge as mergeResource };

export function createTextStore(initial: Record<Lang, Resource>): TextStore {
  const listeners = new Set<() => void>();
  const texts = { ar: merge({}, initial.ar), en: merge({}, initial.en) };
  return {
    texts,
    add(lang, more) {
      merge(texts[lang], more);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function lookup(tree: Resource, key: string): string | undefined {
  let node: string | Resource | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const VALUE = /\{\{\s*([\w.]+)\s*\}\}/g;

function fill(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(VALUE, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/**
 * The text of `key` in `lang`: with a numeric `count`, `key_zero` for 0, then the count's plural
 * form, then `key_other`, then `key` itself. A missing text shows its key, as i18next does, so it
 * is noticed rather than blank.
 */
export function translate(texts: Resource, lang: Lang, key: string, values?: TextValues): string {
  const count = values?.count;
  let text: string | undefined;
  if (typeof count === 'number') {
    text =
      (count === 0 ? lookup(texts, `${key}_zero`) : undefined) ??
      lookup(texts, `${key}_${pluralOf(lang, count)}`) ??
      lookup(texts, `${key}_other`);
  }
  text ??= lookup(texts, key);
  return text === undefined ? key : fill(text, values);
}

export function createTranslator(store: TextStore, initialLanguage: Lang): Translator {
  const listeners = new Set<() => void>();
  let language = initialLanguage;
  const makeT = (): TFunction => (key, values) => translate(store.texts[language], language, key, values);
  let t = makeT();
  const changed = () => {
    t = makeT();
    for (const listener of listeners) listener();
  };
  store.subscribe(changed);
  return {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    dir: () => dirOf(language),
    changeLanguage(lang) {
      if (lang !== language) {
        language = lang;
        changed();
      }
      return Promise.resolve();
    },
    forLanguage: (lang) => createTranslator(store, lang),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
