import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import i18n from './index';
import type { TFunction, Translator } from './translator';

/** The translator of the page being rendered; the browser's own when no provider is above. */
const TranslatorContext = createContext<Translator>(i18n);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/**
 * The page's `t` and its translator. Re-renders when the language or the loaded texts change (the
 * component tests switch languages; the shop itself reloads the page in the other language).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const read = () => translator.t;
  const t = useSyncExternalStore(translator.subscribe, read, read);
  return { t, i18n: translator };
}
