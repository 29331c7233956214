/**
 * The dashboard's look per language: react-admin's default theme in the writing direction, with
 * Cairo (Arabic and Latin), and the emotion cache that mirrors styles for right-to-left.
 */
import createCache from '@emotion/cache';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, type AdminLang } from '../i18n/locale';

const fontFamily = 'Cairo, system-ui, "Segoe UI", Tahoma, sans-serif';

export const themes: Record<AdminLang, RaThemeOptions> = {
  ar: {
    ...defaultTheme,
    direction: directionOf('ar'),
    typography: { ...defaultTheme.typography, fontFamily },
  },
  en: {
    ...defaultTheme,
    direction: directionOf('en'),
    typography: { ...defaultTheme.typography, fontFamily },
  },
};

export const emotionCaches = {
  ar: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  en: createCache({ key: 'muiltr', stylisPlugins: [prefixer] }),
} satisfies Record<AdminLang, ReturnType<typeof createCache>>;
