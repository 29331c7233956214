/**
 * i18next set-up. Each feature keeps its own texts in `features/<name>/i18n.ts` exporting
 * `{ ar: {...}, en: {...} }` (nested keys, usually under the feature's name); they are merged here with
 * the shared texts and domain's validation messages, so every key lives next to the code that uses it.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '@shop/domain';
import { currentLang } from '../lib/lang';
import { sharedTexts } from './shared-texts';

export type Resource = { [key: string]: string | Resource };
export interface FeatureTexts {
  ar: Resource;
  en: Resource;
}

const featureModules = import.meta.glob<{ default: FeatureTexts }>('../../features/*/i18n.ts', {
  eager: true,
});

function merge(target: Resource, source: Resource): Resource {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return target;
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

export function buildResources(): FeatureTexts {
  const all: FeatureTexts = { ar: {}, en: {} };
  const sources: FeatureTexts[] = [
    sharedTexts,
    { ar: unflatten(validationMessages.ar), en: unflatten(validationMessages.en) },
    ...Object.values(featureModules).map((m) => m.default),
  ];
  for (const texts of sources) {
    merge(all.ar, texts.ar);
    merge(all.en, texts.en);
  }
  return all;
}

const resources = buildResources();

void i18n.use(initReactI18next).init({
  resources: { ar: { translation: resources.ar }, en: { translation: resources.en } },
  lng: currentLang,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
