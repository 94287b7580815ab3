import { QueryClient } from '@tanstack/react-query';
import { ConsoleError } from './client';

/** Staff see what is in the database now: short freshness, and a refusal is never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => !(error instanceof ConsoleError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: true,
    },
  },
});
