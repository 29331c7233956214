import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LinearProgress } from '@mui/material';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter, Route } from 'react-router';
import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import type { LangState } from './i18n/locale';
import { PASSWORD_PAGE_PATH, PasswordPage } from './account/PasswordPage';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { emotionCaches, themes } from './layout/theme';
import { adminResources, recordNameIn } from './resources';
import { loadOrReload } from './shared/new-build';
import { Dashboard } from './resources/dashboard/Dashboard';
import { PickingSheet, PickingSheets } from './resources/orders/PickingSheet';
import { SettingsPage } from './resources/settings/SettingsPage';
import { EInvoicingPage } from './resources/einvoicing/EInvoicingPage';

// The reports bring a chart library that no other page needs: loaded when the page is opened.
const ReportsPage = lazy(
  loadOrReload(() => import('./resources/reports/ReportsPage').then((m) => ({ default: m.ReportsPage }))),
);

export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
  lang: LangState;
}

export function App({ dataProvider, authProvider, i18nProvider, store, lang }: AppProps) {
  const current = useSyncExternalStore(lang.subscribe, lang.get);
  return (
    <CacheProvider value={emotionCaches[current]}>
      {/* Real paths under /admin (the API answers the page for any of them), not a #/ hash. */}
      <BrowserRouter basename="/admin">
        <Admin
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={themes[current]}
          layout={AdminLayout}
          loginPage={LoginPage}
          dashboard={Dashboard}
          requireAuth
          disableTelemetry
        >
          {adminResources.map(({ name, recordRepresentation: represent, ...screens }) => (
            <Resource
              key={name}
              name={name}
              recordRepresentation={recordNameIn(represent, current)}
              {...screens}
            />
          ))}
          <CustomRoutes>
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/einvoicing" element={<EInvoicingPage />} />
            <Route
              path="/reports"
              element={
                <Suspense fallback={<LinearProgress />}>
                  <ReportsPage />
                </Suspense>
              }
            />
            <Route path={PASSWORD_PAGE_PATH} element={<PasswordPage />} />
          </CustomRoutes>
          {/* Printed for the warehouse: without the dashboard's menu and bar. */}
          <CustomRoutes noLayout>
            <Route path="/orders/:id/picking" element={<PickingSheet />} />
            <Route path="/picking-sheets" element={<PickingSheets />} />
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
