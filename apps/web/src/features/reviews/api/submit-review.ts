import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewableOrder, type ReviewSubmitRequest, review } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { catalogKeys } from '../../catalog/api/keys';
import { ordersQueryKey } from '../../orders/api/keys';
import { reviewKeys } from './keys';

/** POST /p/review: field refusals come back on `text`, `images` or `rating`, shown by the form. */
export const submitReview = (request: ReviewSubmitRequest) =>
  apiPost('/p/review', request, { schema: review, quiet400: true });

/**
 * The item is marked reviewed at once; the product's reviews and rating, and the order (which completes
 * with its last review), are read again.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (written, request) => {
      queryClient.setQueryData<ReviewableOrder>(reviewKeys.order(request.orderNumber), (order) =>
        order
          ? {
              ...order,
              items: order.items.map((item) =>
                item.itemId === request.itemId ? { ...item, reviewed: true } : item,
              ),
            }
          : order,
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.product(written.prodId) });
      void queryClient.invalidateQueries({ queryKey: [...catalogKeys.all, 'product', written.prodId] });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
