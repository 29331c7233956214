/**
 * The dashboard's look per language: react-admin's default theme in the writing direction, with
 * Cairo (Arabic and Latin), colours whose text reads at 4.5:1, and the emotion cache that mirrors
 * styles for right-to-left.
 */
import createCache from '@emotion/cache';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, type AdminLang } from '../i18n/locale';

const fontFamily = 'Cairo, system-ui, "Segoe UI", Tahoma, sans-serif';

// react-admin's blue (#2196f3) under white text, the bar's title and the "on hold" chip, reaches a
// contrast of 3.1:1 where text of their size needs 4.5:1; a darker blue of the same hue gives 5.8:1.
// The other colours' text (the status chips' orange and light blue) is white only where it reaches
// 4.5:1 and black otherwise (MUI's default threshold is 3:1).
const palette = {
  ...defaultTheme.palette,
  contrastThreshold: 4.5,
  secondary: { light: '#6ec6ff', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
  // MUI's orange (#ed6c02) as the text of an outlined chip ("unpaid") reaches 3.1:1 on white.
  warning: { light: '#ff9800', main: '#b45309', dark: '#92400e' },
};

export const themes: Record<AdminLang, RaThemeOptions> = {
  ar: {
    ...defaultTheme,
    direction: directionOf('ar'),
    palette,
    typography: { ...defaultTheme.typography, fontFamily },
  },
  en: {
    ...defaultTheme,
    direction: directionOf('en'),
    palette,
    typography: { ...defaultTheme.typography, fontFamily },
  },
};

export const emotionCaches = {
  ar: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
  en: createCache({ key: 'muiltr', stylisPlugins: [prefixer] }),
} satisfies Record<AdminLang, ReturnType<typeof createCache>>;
