import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { adminRoutes } from '@shop/contract';
import { App } from './App';
import { createApiClient } from './api/client';
import { createAuthProvider } from './api/auth-provider';
import { createDataProvider } from './api/data-provider';
import { createI18nProvider } from './i18n';
import { createLangState, DEFAULT_LANG, isAdminLang, type AdminLang } from './i18n/locale';
import { areaOf } from './resources';

// react-admin's store keeps the language choice in localStorage, so it holds before sign-in too.
const store = localStorageStore(undefined, 'ShopAdmin');
const storedLang = (): AdminLang | undefined => {
  const value: unknown = store.getItem('locale');
  return isAdminLang(value) ? value : undefined;
};
const lang = createLangState(storedLang() ?? DEFAULT_LANG);
const api = createApiClient({ lang: lang.get });

/** Remembers the language for the signed-in staff member (nothing to do before sign-in). */
const rememberLang = (next: AdminLang) => {
  if (api.hasSession())
    api.request(adminRoutes.mePreferences, { body: { lang: next } }).catch(() => undefined);
};

const i18nProvider = createI18nProvider(lang, rememberLang);
const authProvider = createAuthProvider(api, {
  areaOf,
  onSignedIn(staff) {
    // This device's own choice wins and is remembered; a device without one takes the staff
    // member's remembered language.
    const chosen = storedLang();
    if (chosen) {
      if (chosen !== staff.lang) rememberLang(chosen);
    } else if (staff.lang !== lang.get()) store.setItem('locale', staff.lang);
  },
});
const dataProvider = createDataProvider(api);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      lang={lang}
    />
  </StrictMode>,
);
