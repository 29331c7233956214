/**
 * The home's texts before react-admin loads: the dashboard's own messages through the same
 * polyglot provider react-admin reads them with (it needs nothing else of react-admin), so a text,
 * plurals included, reads the same before and after react-admin takes over.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messages } from '../i18n/messages';
import type { AdminLang } from '../i18n/locale';
import type { Translate } from '../resources/dashboard/DashboardView';

export function homeTranslate(lang: AdminLang): Translate {
  return polyglotI18nProvider(() => messages[lang], lang).translate;
}
