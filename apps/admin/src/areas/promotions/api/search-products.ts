import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductPage } from '@tread/domain';
import { call } from '../../../api/client';

/** Products offered to a scope at a time. */
const RESULTS = 8;

/** GET /api/admin/products?q= — products by name or SKU code, to add to what a promotion covers. */
export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: ['catalog', 'products', { q, current: 1, size: RESULTS }],
    queryFn: ({ signal }) =>
      call<AdminProductPage>('/admin/products', { query: { q, current: 1, size: RESULTS }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
