import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every member query sits under the user's key: a sign-in reads them all again, sign-out drops them. */
export const memberKeys = {
  all: [...USER_QUERY_KEY, 'member'] as const,
  center: () => [...memberKeys.all, 'center'] as const,
  growth: () => [...memberKeys.all, 'growth'] as const,
  vipOffer: () => [...memberKeys.all, 'vipOffer'] as const,
  vipPurchase: (number: string) => [...memberKeys.all, 'vipPurchase', number] as const,
};
