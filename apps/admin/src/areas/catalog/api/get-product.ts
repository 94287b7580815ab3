import { useQuery } from '@tanstack/react-query';
import type { AdminProductDetail } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/products/{productId} — the product with every SKU. */
export const useProduct = (productId: number) =>
  useQuery({
    queryKey: ['catalog', 'product', productId],
    queryFn: ({ signal }) => call<AdminProductDetail>(`/admin/products/${productId}`, { signal }),
  });
