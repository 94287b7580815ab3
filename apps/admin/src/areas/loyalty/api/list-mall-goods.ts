import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AdminMallGoods, AdminMallGoodsList } from '@tread/domain';
import { call } from '../../../api/client';

export const mallGoodsKey = ['loyalty', 'mallGoods'];

/** GET /api/admin/pointsMall/goods — every item of the points mall, shown or hidden, in the order added. */
export const useMallGoods = () =>
  useQuery({
    queryKey: mallGoodsKey,
    queryFn: ({ signal }) => call<AdminMallGoodsList>('/admin/pointsMall/goods', { signal }),
    select: (answer) => answer.records,
  });

/** A saved item in the list as the server answered it: in its place when edited, at the end when new. */
export function keepSavedGoods(queryClient: QueryClient, saved: AdminMallGoods): void {
  queryClient.setQueryData<AdminMallGoodsList>(mallGoodsKey, (list) => {
    if (!list) return list;
    const known = list.records.some((goods) => goods.id === saved.id);
    return {
      records: known
        ? list.records.map((goods) => (goods.id === saved.id ? saved : goods))
        : [...list.records, saved],
    };
  });
}
