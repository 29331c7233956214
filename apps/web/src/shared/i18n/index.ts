/**
 * The storefront's texts and its translator (./translator). Each feature keeps its own texts in `features/<name>/i18n.ts` exporting
 * `{ ar: {...}, en: {...} }` (nested keys, usually under the feature's name), so every key lives next
 * to the code that uses it.
 *
 * Only the shell's texts are in the first page's JavaScript: the shared texts and the layout and
 * errors features (header, route errors; the footer's texts come with the footer). Every other feature's texts, and domain's validation
 * messages, are a "text pack" loaded with the routes that render them (`loadTexts`, called by the
 * route table before a page renders) and added to the resources, so no page shows a raw key.
 */
import { currentLang } from '../lib/lang';
import { sharedTexts } from './shared-texts';
import { createTextStore, createTranslator, mergeResource, type Resource } from './translator';

export type { Resource };
export interface FeatureTexts {
  ar: Resource;
  en: Resource;
}

// The shell's features, in the entry chunk. Keep these paths out of `lazyFeatures` below (a module
// both eager and lazy would be bundled twice).
const eagerFeatures = import.meta.glob<{ default: FeatureTexts }>(
  ['../../features/layout/i18n.ts', '../../features/errors/i18n.ts'],
  { eager: true },
);
// Every other feature: one small chunk each, loaded by `loadTexts`.
const lazyFeatures = import.meta.glob<{ default: FeatureTexts }>([
  '../../features/*/i18n.ts',
  '!../../features/layout/i18n.ts',
  '!../../features/errors/i18n.ts',
]);

/**
 * A set of texts loaded on demand: a feature's name, 'footer' (the layout's footer, loaded with it) or
 * 'validation' (domain's form messages).
 */
export type TextPack =
  | 'about'
  | 'account'
  | 'auth'
  | 'bill'
  | 'blog'
  | 'cart'
  | 'catalogue'
  | 'checkout'
  | 'contact'
  | 'footer'
  | 'home'
  | 'pages'
  | 'product'
  | 'product-core'
  | 'validation';

/** The source file of a pack, as the build's manifest names it (the server preloads its chunk). */
export function textPackSource(pack: TextPack): string {
  if (pack === 'validation') return 'src/shared/i18n/validation-texts.ts';
  if (pack === 'footer') return 'src/features/layout/footer-texts.ts';
  return `src/features/${pack}/i18n.ts`;
}

function featurePath(name: string) {
  return `../../features/${name}/i18n.ts`;
}

/** Flat dotted keys such as 'validation.emailRequired' become nested objects. */
function unflatten(flat: Record<string, string>): Resource {
  const out: Resource = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((part) => {
      node[part] = (node[part] as Resource | undefined) ?? {};
      node = node[part] as Resource;
    });
    node[parts[parts.length - 1]!] = text;
  }
  return out;
}

/** Merges texts in order into one resource tree per language. */
export function mergeTexts(sources: FeatureTexts[]): FeatureTexts {
  const all: FeatureTexts = { ar: {}, en: {} };
  for (const texts of sources) {
    mergeResource(all.ar, texts.ar);
    mergeResource(all.en, texts.en);
  }
  return all;
}

/** The texts of one pack (its module is fetched once). */
function importPack(pack: TextPack): Promise<FeatureTexts> {
  if (pack === 'validation') {
    return import('./validation-texts').then(({ validationMessages }) => ({
      ar: unflatten(validationMessages.ar),
      en: unflatten(validationMessages.en),
    }));
  }
  if (pack === 'footer') return import('../../features/layout/footer-texts').then((m) => m.default);
  const loader = lazyFeatures[featurePath(pack)];
  if (!loader) return Promise.reject(new Error(`No texts for "${pack}"`));
  return loader().then((m) => m.default);
}

/** The texts the first page gets without loading anything. */
function shellTexts(): FeatureTexts {
  return mergeTexts([sharedTexts, ...Object.values(eagerFeatures).map((m) => m.default)]);
}

/** Every pack's name, for loading them all. */
export const allTextPacks: TextPack[] = [
  ...Object.keys(lazyFeatures).map((file) => file.split('/').at(-2) as TextPack),
  'footer',
  'validation',
];

/** All texts of the storefront, shell and every pack (for the key-parity test). */
export async function buildResources(): Promise<FeatureTexts> {
  const packs = await Promise.all(allTextPacks.map(importPack));
  return mergeTexts([shellTexts(), ...packs]);
}

const store = createTextStore(shellTexts());

/** The browser's translator, in the page's language (the server makes one per language from it). */
const i18n = createTranslator(store, currentLang);

const loading = new Map<TextPack, Promise<void>>();

/**
 * Loads the given packs (each once) and adds them to both languages' resources. A failed load is
 * forgotten so the next navigation retries it.
 */
export function loadTexts(packs: readonly TextPack[]): Promise<void> {
  return Promise.all(
    packs.map((pack) => {
      let promise = loading.get(pack);
      if (!promise) {
        promise = importPack(pack).then(
          (texts) => {
            for (const lang of ['ar', 'en'] as const) store.add(lang, texts[lang]);
          },
          (error: unknown) => {
            loading.delete(pack);
            throw error;
          },
        );
        loading.set(pack, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

export default i18n;
