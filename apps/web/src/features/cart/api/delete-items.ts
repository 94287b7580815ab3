import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BasketAnswer, basketAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { keepBasket } from './keys';

/** POST /p/shopCart/deleteItem. */
export const removeFromServerCart = (skuIds: readonly number[]): Promise<BasketAnswer> =>
  apiPost('/p/shopCart/deleteItem', { skuIds }, { schema: basketAnswer });

export function useRemoveCartLines(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromServerCart,
    onSuccess: (answer) => keepBasket(queryClient, version, answer),
  });
}
