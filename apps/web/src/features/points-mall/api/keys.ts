import type { MallGoodsKind } from '@tread/domain';
import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every mall query sits under the user's key (the balance and the shopper's limits are in the answers). */
export const mallKeys = {
  all: [...USER_QUERY_KEY, 'pointsMall'] as const,
  goods: (kind: MallGoodsKind | null) => [...mallKeys.all, 'goods', kind ?? 'all'] as const,
  detail: (goodsId: number) => [...mallKeys.all, 'detail', goodsId] as const,
  exchanges: () => [...mallKeys.all, 'exchanges'] as const,
};
