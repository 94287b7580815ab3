import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every points query sits under the user's key: a sign-in reads them all again, sign-out drops them. */
export const pointsKeys = {
  all: [...USER_QUERY_KEY, 'points'] as const,
  summary: () => [...pointsKeys.all, 'summary'] as const,
  latest: (count: number) => [...pointsKeys.all, 'latest', count] as const,
  history: () => [...pointsKeys.all, 'history'] as const,
  /** The lucky wheel: its free spins and the balance change with every points change. */
  raffle: () => [...pointsKeys.all, 'raffle'] as const,
};
