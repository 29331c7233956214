/**
 * The dashboard's entry: asks the API whether this browser has a staff session, and shows the
 * sign-in screen when it has none. That screen is built without react-admin, so a signed-out
 * staff member (and every phone opening the dashboard's link) loads a fraction of the dashboard's
 * code; react-admin and the resources load once there is a session, starting as soon as the staff
 * member begins to type.
 */
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import { StrictMode, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import {
  Alert,
  Box,
  Button,
  CssBaseline,
  LinearProgress,
  ThemeProvider,
  Typography,
  createTheme,
} from '@mui/material';
import type { AdminSession } from '@shop/contract';
import { createLangState, DEFAULT_LANG, type AdminLang } from './i18n/locale';
import { readStoredLang, showLangOnDocument, storeLang } from './i18n/kept-lang';
import { emotionCaches, themes } from './layout/theme';
import { createSessionApi, SignInScreen, signInTexts } from './sign-in';

const lang = createLangState(readStoredLang() ?? DEFAULT_LANG);
const sessionApi = createSessionApi({ lang: lang.get });
const root = createRoot(document.getElementById('root')!);

let dashboardCode: Promise<typeof import('./dashboard')> | undefined;
/** The dashboard's code, fetched once (typing on the sign-in screen starts it early); again after a failure. */
const loadDashboard = () =>
  (dashboardCode ??= import('./dashboard').catch((error: unknown) => {
    dashboardCode = undefined;
    throw error;
  }));

const changeLang = (next: AdminLang) => {
  storeLang(next);
  lang.set(next);
  showLangOnDocument(next, signInTexts[next].appTitle);
};

/** The dashboard's theme and right-to-left styles, following the language. */
function Themed({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(lang.subscribe, lang.get);
  const theme = useMemo(() => createTheme(themes[current]), [current]);
  return (
    <CacheProvider value={emotionCaches[current]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

function SignIn() {
  const current = useSyncExternalStore(lang.subscribe, lang.get);
  return (
    <SignInScreen
      lang={current}
      onLangChange={changeLang}
      api={sessionApi}
      onFirstInput={() => void loadDashboard().catch(() => undefined)}
      signIn={async (credentials) => {
        const session = await sessionApi.signIn(credentials);
        void openDashboard(session, true);
      }}
    />
  );
}

/**
 * While the session is asked for and the dashboard's code arrives; or, when the server does not
 * answer or the code cannot be fetched, what happened and a way to try again.
 */
function Opening({ failed }: { failed?: 'unreachable' | 'code' }) {
  const texts = signInTexts[useSyncExternalStore(lang.subscribe, lang.get)];
  return (
    <Box component="main" sx={{ p: 2 }}>
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              {texts.retry}
            </Button>
          }
        >
          {failed === 'code' ? texts.openFailed : texts.networkError}
        </Alert>
      ) : (
        <>
          <LinearProgress />
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {texts.opening}
          </Typography>
        </>
      )}
    </Box>
  );
}

const show = (screen: ReactNode) =>
  root.render(
    <StrictMode>
      <Themed>{screen}</Themed>
    </StrictMode>,
  );

async function openDashboard(session: AdminSession, signedInNow: boolean) {
  show(<Opening />);
  // Signed in on the sign-in page's own address: the dashboard opens on its home.
  if (/\/login\/?$/.test(window.location.pathname)) window.history.replaceState(null, '', '/admin/');
  try {
    const { startDashboard } = await loadDashboard();
    startDashboard(root, { lang, session, signedInNow });
  } catch {
    show(<Opening failed="code" />);
  }
}

showLangOnDocument(lang.get(), signInTexts[lang.get()].appTitle);
show(<Opening />);
sessionApi.current().then(
  (session) => (session ? openDashboard(session, false) : show(<SignIn />)),
  // No answer, or an error instead of "signed out": a session may well exist, so no sign-in form
  // (signing in again would open a second session), but the reason and a way to try again.
  () => show(<Opening failed="unreachable" />),
);
