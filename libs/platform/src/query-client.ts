// Query defaults of spec section 9: no retry, no refetch on focus, no polling, cached data never stale.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one query client of the site: the platform lib is a federation singleton, so is this. */
export const queryClient = createQueryClient();
