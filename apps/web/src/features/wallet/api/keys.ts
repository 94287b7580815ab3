import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every wallet query sits under the user's key: a sign-in reads them all again, sign-out drops them. */
export const walletKeys = {
  all: [...USER_QUERY_KEY, 'wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  records: () => [...walletKeys.all, 'records'] as const,
  topUpOptions: () => [...walletKeys.all, 'topUpOptions'] as const,
  topUp: (number: string) => [...walletKeys.all, 'topUp', number] as const,
};
