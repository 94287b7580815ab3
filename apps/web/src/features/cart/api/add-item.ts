import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartCountAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { cartKeys } from './keys';

/** POST /p/shopCart/changeItem: `count` more of a SKU. Refusals (limit, stock) are 400s the client toasts. */
export const addToServerCart = async (skuId: number, count: number): Promise<number> =>
  (await apiPost('/p/shopCart/changeItem', { skuId, count }, { schema: cartCountAnswer })).count;

/** The answer is the badge's count; the basket is read again. */
export function useAddCartItem(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, count }: { skuId: number; count: number }) => addToServerCart(skuId, count),
    onSuccess: async (count) => {
      queryClient.setQueryData(cartKeys.count(version), count);
      await queryClient.invalidateQueries({ queryKey: cartKeys.basket(version) });
    },
  });
}
