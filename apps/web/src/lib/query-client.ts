import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { useLoadingIndicator } from './loading-indicator.ts';

/** Every mutation (a customer's action) drives the global loading indicator. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onMutate: () => useLoadingIndicator.getState().start(),
      onSuccess: () => useLoadingIndicator.getState().finish('success'),
      onError: () => useLoadingIndicator.getState().finish('failure'),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble and 5xx may.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}
