import { useQuery } from '@tanstack/react-query';
import type { AdminProductDetail } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/products/{productId} — one product, to name a product a scope already covers. */
export const useScopeProduct = (productId: number) =>
  useQuery({
    queryKey: ['catalog', 'product', productId],
    queryFn: ({ signal }) => call<AdminProductDetail>(`/admin/products/${productId}`, { signal }),
    staleTime: 5 * 60_000,
  });
