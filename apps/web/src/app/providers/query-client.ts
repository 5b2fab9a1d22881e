import { QueryClient } from '@tanstack/react-query';

/**
 * Failures are already shown by the http client (toast or session alert), so a retry would only repeat
 * them; a back-office screen refreshes on demand, not on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
