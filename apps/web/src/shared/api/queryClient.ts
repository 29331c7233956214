/**
 * TanStack Query with the shop's retry rule (3 retries, exponential back-off from 1 s up to 30 s;
 * docs/product.md, API) and one shared error toast (docs/product.md, Errors and messages). 4xx answers other than 408/429 are not retried: retrying a 404
 * or a 422 only delays the message.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../ui/toast';
import { ApiError } from './client';

function shouldRetry(failureCount: number, error: unknown) {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  ) {
    return false;
  }
  return failureCount < 3;
}

function toastError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  notifyError(error instanceof Error ? error.message : String(error));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
