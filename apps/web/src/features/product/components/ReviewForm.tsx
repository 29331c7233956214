import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../shared/ui/Link';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession, type ReturnState } from '../../../shared/auth';
import { loadTexts } from '../../../shared/i18n';

// The form brings zod, react-hook-form and the domain's schemas (about 40 KB gzipped): loaded only
// when a signed-in customer's page shows it, with the validation messages it may show. A visitor's
// page, which is also what the server renders for everyone, shows the sign-in link and evaluates
// none of it.
const SignedInReviewForm = lazy(() =>
  Promise.all([import('./SignedInReviewForm'), loadTexts(['validation'])]).then(([module]) => module),
);

/** Keeps the form's place while its code loads, so the page below does not jump. */
function FormPlaceholder() {
  return <div aria-hidden="true" className="mt-6 min-h-72 border-t border-gray-100 pt-6" />;
}

/**
 * The product page's review form: signed-in customers only, anyone else gets a link to sign in
 * that comes back here.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const signedIn = useSession((s) => s.signedIn);
  const { t } = useTranslation();
  const location = useLocation();
  if (!signedIn) {
    const from = `${location.pathname}${location.search}#reviews-title`;
    return (
      <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700" data-testid="review-sign-in">
        <Link
          to="/auth"
          state={{ from } satisfies ReturnState}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('product.review.signIn')}
        </Link>{' '}
        {t('product.review.signInWhy')}
      </p>
    );
  }
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <SignedInReviewForm productId={productId} />
    </Suspense>
  );
}
