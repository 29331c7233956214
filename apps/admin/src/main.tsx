/**
 * The dashboard's entry: asks the API whether this browser has a staff session, and shows the
 * sign-in screen when it has none. That screen is built without react-admin, so a signed-out
 * staff member (and every phone opening the dashboard's link) loads a fraction of the dashboard's
 * code. So is the home, the first screen after sign-in (home/), whose code the sign-in screen
 * fetches as soon as the staff member begins to type: react-admin and the resources load when
 * another page is opened, starting as soon as the staff member points at a link, or at once when
 * the address is another page.
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
import { staffMay } from '@shop/domain';
import { createLangState, DEFAULT_LANG, type AdminLang } from './i18n/locale';
import { langAfterSignIn, readStoredLang, showLangOnDocument, storeLang } from './i18n/kept-lang';
import { emotionCaches, themes } from './layout/theme';
import { createSessionApi, SignInScreen, signInTexts } from './sign-in';

const lang = createLangState(readStoredLang() ?? DEFAULT_LANG);
const sessionApi = createSessionApi({ lang: lang.get });
const root = createRoot(document.getElementById('root')!);

/** A chunk of code, fetched once however often it is asked for; asked again after a failure. */
function fetchedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** react-admin and the resources (a link reached for on the home starts it early). */
const loadDashboard = fetchedOnce(() => import('./dashboard'));

/** The dashboard's home is at /admin/ (and /admin). */
const onHome = () => /^\/admin\/?$/.test(window.location.pathname);
/** Signing in here opens the home: the address is the home's or the sign-in page's own. */
const homeIsNext = () => onHome() || /^\/admin\/login\/?$/.test(window.location.pathname);
/** The home's code: fetched with the session's question when the address is the home. */
const loadHome = fetchedOnce(() => import('./home'));

/** The language shown, for the screens drawn here. */
const useLang = () => useSyncExternalStore(lang.subscribe, lang.get);

const changeLang = (next: AdminLang) => {
  storeLang(next);
  lang.set(next);
  showLangOnDocument(next, signInTexts[next].appTitle);
};

/** The dashboard's theme and right-to-left styles, following the language. */
function Themed({ children }: { children: ReactNode }) {
  const current = useLang();
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
  const current = useLang();
  return (
    <SignInScreen
      lang={current}
      onLangChange={changeLang}
      api={sessionApi}
      onFirstInput={() => void (homeIsNext() ? loadHome() : loadDashboard()).catch(() => undefined)}
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
  const texts = signInTexts[useLang()];
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

function signedOut() {
  window.history.replaceState(null, '', '/admin/login');
  show(<SignIn />);
}

/** The home before react-admin; false when its code could not be fetched. */
async function showHome(session: AdminSession, signedInNow: boolean): Promise<boolean> {
  let HomeScreen: typeof import('./home').HomeScreen;
  try {
    ({ HomeScreen } = await loadHome());
  } catch {
    return false;
  }
  if (signedInNow) {
    const { lang: settled, remember } = langAfterSignIn(session.staff.lang);
    if (remember) void sessionApi.rememberLang(session, remember).catch(() => undefined);
    if (settled !== lang.get()) changeLang(settled);
  }
  const prefetch = () => void loadDashboard().catch(() => undefined);
  const open = async (path: string) => {
    const { startDashboard } = await loadDashboard().catch((error: unknown) => {
      // A home opened before a deploy asks for code the new build no longer has: loading the
      // page's address afresh brings the new build (where a failure shows the reason and a
      // retry, without coming back here). Offline, the reason and a retry at once.
      if (navigator.onLine) window.location.assign(`/admin${path}`);
      else show(<Opening failed="code" />);
      throw error;
    });
    window.history.pushState(null, '', `/admin${path}`);
    startDashboard(root, { lang, session, signedInNow: false });
  };
  function Home() {
    const current = useLang();
    return (
      <HomeScreen
        session={session}
        lang={current}
        onLangChange={(next) => {
          changeLang(next);
          void sessionApi.rememberLang(session, next).catch(() => undefined);
        }}
        api={sessionApi}
        open={open}
        prefetch={prefetch}
        onSignedOut={signedOut}
      />
    );
  }
  show(<Home />);
  return true;
}

async function openDashboard(session: AdminSession, signedInNow: boolean) {
  show(<Opening />);
  // Signed in on the sign-in page's own address: the dashboard opens on its home.
  if (/\/login\/?$/.test(window.location.pathname)) window.history.replaceState(null, '', '/admin/');
  if (onHome() && staffMay(session.staff.role, 'dashboard') && (await showHome(session, signedInNow))) return;
  try {
    const { startDashboard } = await loadDashboard();
    startDashboard(root, { lang, session, signedInNow });
  } catch {
    show(<Opening failed="code" />);
  }
}

showLangOnDocument(lang.get(), signInTexts[lang.get()].appTitle);
show(<Opening />);
if (onHome()) void loadHome().catch(() => undefined);
sessionApi.current().then(
  (session) => (session ? openDashboard(session, false) : show(<SignIn />)),
  // No answer, or an error instead of "signed out": a session may well exist, so no sign-in form
  // (signing in again would open a second session), but the reason and a way to try again.
  () => show(<Opening failed="unreachable" />),
);
