import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The one TanStack QueryClient of the app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (4xx) will not heal on retry; network and server errors may.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
