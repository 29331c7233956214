import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';

/**
 * Marks a query as answered "not found" (404), as the API would have: the server does it for a
 * first-screen read of a missing record, and the browser again before hydrating, so both render the
 * page's not-found state.
 */
export function setNotFound(queryClient: QueryClient, queryKey: readonly unknown[]) {
  // Not asked again when the page mounts: its first render (and the browser's hydration of it) shows
  // the not-found state instead of a loading one.
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  const query = queryClient.getQueryCache().build(queryClient, { queryKey });
  query.setState({
    status: 'error',
    fetchStatus: 'idle',
    error: new ApiError('Not Found', 404, null),
    errorUpdatedAt: Date.now(),
    errorUpdateCount: 1,
    fetchFailureCount: 1,
  });
}
