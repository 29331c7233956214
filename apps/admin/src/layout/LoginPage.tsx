/**
 * react-admin's sign-in page: the same screen the entry shows before the dashboard loads, here for
 * a session that ended while the dashboard was open (signed out, expired, or ended elsewhere).
 * Signing in goes through react-admin, which then returns to the page that asked for it.
 */
import { useMemo } from 'react';
import { useLocaleState, useLogin } from 'react-admin';
import { isAdminLang, type AdminLang } from '../i18n/locale';
import { createSessionApi, SignInScreen } from '../sign-in';

export function LoginPage() {
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  const lang: AdminLang = isAdminLang(locale) ? locale : 'ar';
  const api = useMemo(() => createSessionApi({ lang: () => lang }), [lang]);
  return (
    <SignInScreen
      lang={lang}
      onLangChange={setLocale}
      api={api}
      signIn={(credentials) => login(credentials)}
    />
  );
}
