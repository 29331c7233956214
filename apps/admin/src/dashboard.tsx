/**
 * The dashboard itself (react-admin with the shop's providers), loaded by the entry once a staff
 * member has a session. The sign-in screen hands over the session it holds, so the dashboard opens
 * without asking the API for it again.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { adminRoutes, type AdminSession, type Staff } from '@shop/contract';
import { App } from './App';
import { createApiClient } from './api/client';
import { createAuthProvider } from './api/auth-provider';
import { createDataProvider } from './api/data-provider';
import { createI18nProvider } from './i18n';
import { ADMIN_STORE_KEY, langAfterSignIn, readStoredLang } from './i18n/kept-lang';
import type { AdminLang, LangState } from './i18n/locale';
import { areaOf } from './resources';

export interface DashboardStart {
  lang: LangState;
  session: AdminSession;
  /** True when the staff member signed in just now (not a session restored on reload). */
  signedInNow: boolean;
}

export function startDashboard(root: Root, { lang, session, signedInNow }: DashboardStart): void {
  // react-admin's store keeps the language choice in localStorage, so it holds before sign-in too.
  const store = localStorageStore(undefined, ADMIN_STORE_KEY);
  const api = createApiClient({ lang: lang.get });

  /** Remembers the language for the signed-in staff member (nothing to do before sign-in). */
  const rememberLang = (next: AdminLang) => {
    if (api.hasSession())
      api.request(adminRoutes.mePreferences, { body: { lang: next } }).catch(() => undefined);
  };
  /** After a sign-in, the device's language or the staff member's (kept-lang's langAfterSignIn). */
  const onSignedIn = (staff: Staff) => {
    const { lang: next, remember } = langAfterSignIn(staff.lang);
    if (remember) rememberLang(remember);
    else if (next !== lang.get()) store.setItem('locale', next);
  };

  const authProvider = createAuthProvider(api, { areaOf, onSignedIn, initialSession: session });
  if (signedInNow) {
    onSignedIn(session.staff);
    // Before the dashboard draws: its first screen is already in the language just chosen.
    const stored = readStoredLang();
    if (stored) lang.set(stored);
  }
  const i18nProvider = createI18nProvider(lang, rememberLang);
  const dataProvider = createDataProvider(api);

  root.render(
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
}
