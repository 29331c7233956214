import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TranslatorProvider } from '../shared/i18n/useTranslation';
import type { Translator } from '../shared/i18n/translator';
import { OriginContext } from '../shared/seo/site';

/** What every storefront page renders inside, on the server and in the browser alike. */
export function ShopProviders({
  queryClient,
  i18n,
  origin,
  children,
}: {
  queryClient: QueryClient;
  i18n: Translator;
  origin: string;
  children: ReactNode;
}) {
  return (
    <TranslatorProvider translator={i18n}>
      <OriginContext.Provider value={origin}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </OriginContext.Provider>
    </TranslatorProvider>
  );
}
