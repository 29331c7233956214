/**
 * The dashboard's start page inside react-admin: the home's figures (DashboardView) with
 * react-admin's texts, language and router links. A role without the dashboard's figures (the
 * warehouse's, content's) starts on the first page of its menu instead: the server would refuse it
 * the figures anyway.
 */
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { staffMay, type StaffRole } from '@shop/domain';
import { startPageOf } from '../areas';
import { useShopDataProvider } from '../../shared/useShopDataProvider';
import { DashboardSkeleton, DashboardSurroundingsProvider, DashboardView } from './DashboardView';

export { ordersListPath } from './DashboardView';

export function Dashboard() {
  const { permissions: role } = usePermissions<StaffRole>();
  if (role === undefined) return <DashboardSkeleton />;
  if (!staffMay(role, 'dashboard')) return <Navigate to={startPageOf(role)} replace />;
  return <SalesDashboard />;
}

function SalesDashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useShopDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => dataProvider.getDashboard(),
  });
  const surroundings = useMemo(() => ({ translate, locale, link: Link }), [translate, locale]);
  return (
    <DashboardSurroundingsProvider value={surroundings}>
      <Title title={translate('dashboard.title')} />
      <DashboardView data={data} error={error} pending={isPending} />
    </DashboardSurroundingsProvider>
  );
}
