import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSettings } from '../settings';
import { loadTexts } from '../../shared/i18n';
import { usePageLoading } from '../../shared/lib/page-loading';
import { setSiteName } from '../../shared/lib/useDocumentTitle';
import { useToastsWanted } from '../../shared/ui/toast';
import { Header } from './Header';
import { FloatingButtons } from './FloatingButtons';
import { WhenNear } from './WhenNear';

// Below the fold: loaded when the page is idle after loading, or sooner when it comes near the viewport.
const Footer = lazy(() =>
  Promise.all([import('./Footer'), loadTexts(['footer'])]).then(([module]) => module),
);

/** The footer's dark band until it has loaded (below the fold on most pages). */
function FooterPlaceholder() {
  return <div aria-hidden="true" className="mt-16 min-h-96 bg-gray-950" />;
}

// Loaded with the toast library when the first toast is raised (shared/ui/toast.ts).
const ToastHost = lazy(() => import('../../shared/ui/ToastHost'));

/** A thin bar at the top while settings or the next page load. */
function TopProgress({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand-100"
      data-testid="top-progress"
    >
      <div className="animate-progress h-full w-2/5 bg-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The page scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** The storefront shell: header, page, footer, floating buttons and toasts. */
export function AppLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  const pageLoading = usePageLoading();
  const toastsWanted = useToastsWanted();
  const appName = settings.data?.setting.app_name;

  useEffect(() => {
    if (appName) setSiteName(appName);
  }, [appName]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-brand-600 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('layout.skipToContent')}
      </a>
      <ScrollToTop />
      {settings.isPending ? (
        <TopProgress label={t('layout.loadingSettings')} />
      ) : pageLoading ? (
        <TopProgress label={t('layout.pageLoading')} />
      ) : null}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <WhenNear idle fallback={<FooterPlaceholder />}>
        <Suspense fallback={<FooterPlaceholder />}>
          <Footer />
        </Suspense>
      </WhenNear>
      <FloatingButtons />
      {toastsWanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </div>
  );
}
