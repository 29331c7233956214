import { useSyncExternalStore } from 'react';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import {
  Admin,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import type { LangState } from './i18n/locale';
import { AdminLayout } from './layout/AdminLayout';
import { Home } from './layout/Home';
import { LoginPage } from './layout/LoginPage';
import { emotionCaches, themes } from './layout/theme';
import { adminResources } from './resources';

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
          dashboard={Home}
          requireAuth
          disableTelemetry
        >
          {adminResources.map(({ name, ...screens }) => (
            <Resource key={name} name={name} {...screens} />
          ))}
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
