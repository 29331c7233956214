/**
 * react-admin's sign-in page: the same screen the entry shows before the dashboard loads, here for
 * a session that ended while the dashboard was open (signed out, expired, or ended elsewhere).
 * Signing in goes through react-admin, which then returns to the page that asked for it.
 */
import { useEffect, useMemo } from 'react';
import { HttpError } from 'ra-core';
import { useCheckAuth, useLocaleState, useLogin, useRedirect } from 'react-admin';
import { storeLang } from '../i18n/kept-lang';
import { isAdminLang, type AdminLang } from '../i18n/locale';
import { createSessionApi, SignInScreen, SignInUnreachable } from '../sign-in';

export function LoginPage() {
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const redirect = useRedirect();
  const [locale, setLocale] = useLocaleState();
  const lang: AdminLang = isAdminLang(locale) ? locale : 'ar';
  const api = useMemo(() => createSessionApi({ lang: () => lang }), [lang]);

  // Back on this page with a session (the browser's Back after signing in): the dashboard, not a
  // second sign-in.
  useEffect(() => {
    checkAuth({}, false).then(
      () => redirect('/'),
      () => undefined,
    );
  }, [checkAuth, redirect]);
  // Signing out clears react-admin's store, the language with it: the language in use stays the
  // choice for the next visit.
  useEffect(() => storeLang(lang), [lang]);

  return (
    <SignInScreen
      lang={lang}
      onLangChange={setLocale}
      api={api}
      signIn={(credentials) =>
        login(credentials).catch((error: unknown) => {
          // The API client's "no answer" is a translation key for react-admin's notices, not a
          // reason to show.
          if (error instanceof HttpError && (error.status === 0 || error.message.startsWith('ra.')))
            throw new SignInUnreachable();
          throw error;
        })
      }
    />
  );
}
