import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';

/**
 * The router's error element: a crash while rendering or loading a route. Kept free of the
 * settings query and the layout so it renders even when those are what failed.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const title = notFound ? t('errors.notFound.title') : t('errors.crash.title');
  useDocumentTitle(title);
  return (
    <main className="grid min-h-screen place-items-center bg-gray-50 px-4">
      <div className="max-w-lg text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-14 text-brand-600" />
        <h1 className="mb-3 text-2xl font-bold">{title}</h1>
        <p className="mb-6 text-gray-600">{notFound ? t('errors.notFound.text') : t('errors.crash.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => location.reload()}>
            {t('errors.crash.reload')}
          </button>
          <Link to="/" reloadDocument className="btn-outline">
            {t('errors.notFound.backHome')}
          </Link>
        </div>
      </div>
    </main>
  );
}
