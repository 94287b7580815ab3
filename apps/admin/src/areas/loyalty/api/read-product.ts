import { useQuery } from '@tanstack/react-query';
import type { AdminProductDetail } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/products/{productId} — a product and its SKUs, to choose the one a mall item sells. */
export const useProduct = (productId: number | null) =>
  useQuery({
    queryKey: ['catalog', 'product', productId],
    queryFn: ({ signal }) => call<AdminProductDetail>(`/admin/products/${productId}`, { signal }),
    enabled: productId !== null,
    staleTime: 5 * 60_000,
  });
