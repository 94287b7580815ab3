import { USER_QUERY_KEY } from '../../auth/session-events';

/** Flash-sale queries sit under the user's key: a signed-in detail carries what the shopper bought today. */
export const flashSaleKeys = {
  all: [...USER_QUERY_KEY, 'flash-sales'] as const,
  list: () => [...flashSaleKeys.all, 'list'] as const,
  detail: (seckillId: number, signedIn: boolean) =>
    [...flashSaleKeys.all, 'detail', seckillId, signedIn] as const,
};
