import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BasketAnswer, basketAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { cartKeys, keepBasket, patchBasket } from './keys';

/** POST /p/shopCart/selectItem: ticks or unticks `skuIds`; without them, every line. */
export const selectServerLines = (
  skuIds: readonly number[] | undefined,
  selected: boolean,
): Promise<BasketAnswer> => apiPost('/p/shopCart/selectItem', { skuIds, selected }, { schema: basketAnswer });

/** Shows the ticks at once and puts them back as they were if the server refuses. */
export function useSelectCartLines(version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skuIds, selected }: { skuIds: readonly number[] | undefined; selected: boolean }) =>
      selectServerLines(skuIds, selected),
    onMutate: ({ skuIds, selected }) =>
      patchBasket(queryClient, version, (line) =>
        !skuIds || skuIds.includes(line.skuId) ? { ...line, selected } : line,
      ),
    onError: (_error, _change, before) => queryClient.setQueryData(cartKeys.basket(version), before),
    onSuccess: (answer) => keepBasket(queryClient, version, answer),
  });
}
