import { Link } from '../../../shared/ui/Link';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { FileText, MapPin, Package, UserRound } from 'lucide-react';
import { QUOTES_PATH } from '../../../shared/lib/account-paths';
import { ErrorState } from '../../../shared/ui/states';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useProfile } from '../api';
import { useLogout } from '../useLogout';

/** The account's start: a greeting by first name (or email), a way out, and the main tasks. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { logout, pending } = useLogout();

  if (profile.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-full max-w-xl" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    );
  }
  if (profile.isError) {
    return <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  const name = profile.data.fname.trim() || profile.data.email;
  const tiles = [
    { to: '/account/orders', label: t('account.dashboard.orders'), icon: Package },
    { to: QUOTES_PATH, label: t('account.dashboard.quotes'), icon: FileText },
    { to: '/account/address', label: t('account.dashboard.addresses'), icon: MapPin },
    { to: '/account/profile', label: t('account.dashboard.profile'), icon: UserRound },
  ];

  return (
    <section aria-labelledby="dashboard-heading" className="space-y-6">
      <div className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
        <h2 id="dashboard-heading" className="text-2xl font-bold">
          {t('account.dashboard.hello', { name })}
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          {t('account.dashboard.notYou', { name })}{' '}
          <button
            type="button"
            onClick={() => void logout()}
            disabled={pending}
            className="font-semibold text-brand-600 underline-offset-2 hover:underline"
          >
            {t('account.dashboard.logout')}
          </button>
        </p>
        <p className="mt-4 text-gray-700">{t('account.dashboard.text')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-2xl border border-gray-100 bg-white p-5 font-semibold shadow-sm transition hover:border-brand-600 hover:text-brand-700"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
