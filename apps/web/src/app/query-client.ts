import { QueryClient } from '@tanstack/react-query';

/** Failed calls are not retried automatically: the client already told the shopper, pages offer retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}
