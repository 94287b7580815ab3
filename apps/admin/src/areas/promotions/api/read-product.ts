import { useQuery } from '@tanstack/react-query';
import type { AdminProductDetail } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/products/{productId} — one product and its SKUs: to name a product a scope covers, to pick a SKU. */
export const useScopeProduct = (productId: number) =>
  useQuery({
    queryKey: ['catalog', 'product', productId],
    queryFn: ({ signal }) => call<AdminProductDetail>(`/admin/products/${productId}`, { signal }),
    enabled: productId > 0,
    staleTime: 5 * 60_000,
  });
