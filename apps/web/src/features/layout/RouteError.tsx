import { Component, type ReactNode } from 'react';
import { useHref } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { TriangleAlert } from 'lucide-react';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { PageCodeUnavailable, reloadForNewBuild } from '../../shared/lib/new-build';

/**
 * What replaces the storefront when rendering or loading a page crashes (a page's chunk that
 * failed to load among them). Kept free of the settings query and the layout so it renders even
 * when those are what failed.
 */
export function RouteError() {
  const { t } = useTranslation();
  const title = t('errors.crash.title');
  useDocumentTitle(title);
  const home = useHref('/');
  return (
    <main className="grid min-h-screen place-items-center bg-gray-50 px-4">
      <div className="max-w-lg text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-14 text-brand-600" />
        <h1 className="mb-3 text-2xl font-bold">{title}</h1>
        <p className="mb-6 text-gray-600">{t('errors.crash.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => location.reload()}>
            {t('errors.crash.reload')}
          </button>
          {/* A full load of the home page: the app that crashed starts afresh. */}
          <a href={home} className="btn-outline">
            {t('errors.notFound.backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}

/**
 * Catches what crashes below it and shows RouteError instead. A page whose code did not load (most
 * often a tab opened before a deploy) loads its address afresh once, showing nothing meanwhile.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; reloading: boolean }
> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, reloading: error instanceof PageCodeUnavailable };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (this.state.reloading && !reloadForNewBuild()) this.setState({ reloading: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? null : <RouteError />;
  }
}
