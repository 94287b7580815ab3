import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are not retried automatically: the client already told the shopper, pages offer retry.
 * `state` holds the answers a server-rendered first screen was made with, so its hydration finds them.
 */
export function createQueryClient(state?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
  if (state) hydrate(client, state);
  return client;
}
