import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BasketAnswer, basketAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { cartKeys, keepBasket, patchBasket } from './keys';

/** POST /p/shopCart/updateItem: a line's count (the basket's stepper). */
export const setServerCount = (skuId: number, count: number): Promise<BasketAnswer> =>
  apiPost('/p/shopCart/updateItem', { skuId, count }, { schema: basketAnswer });

/** Shows the new count at once and puts the line back as it was if the server refuses. */
export function useSetCartCount(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuId, count }: { skuId: number; count: number }) => setServerCount(skuId, count),
    onMutate: ({ skuId, count }) =>
      patchBasket(queryClient, version, (line) =>
        line.skuId === skuId ? { ...line, count, lineTotal: line.priceSettle * count } : line,
      ),
    onError: (_error, _change, before) => queryClient.setQueryData(cartKeys.basket(version), before),
    onSuccess: (answer) => keepBasket(queryClient, version, answer),
  });
}
