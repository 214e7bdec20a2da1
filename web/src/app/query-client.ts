import { QueryClient } from '@tanstack/react-query';

/** SPEC 4: no retry, no refetch on focus, no polling, data never stale on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
