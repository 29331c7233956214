import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { OriginContext } from '../shared/seo/site';

/** What every storefront page renders inside, on the server and in the browser alike. */
export function ShopProviders({
  queryClient,
  i18n,
  origin,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  origin: string;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <OriginContext.Provider value={origin}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </OriginContext.Provider>
    </I18nextProvider>
  );
}
