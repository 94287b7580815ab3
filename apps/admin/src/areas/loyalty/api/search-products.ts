import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductPage } from '@tread/domain';
import { call } from '../../../api/client';

/** Products offered at a time. */
const RESULTS = 8;

/** GET /api/admin/products?q= — products by name, or a whole SKU code or part number, to sell in the mall. */
export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: ['catalog', 'products', { q, current: 1, size: RESULTS }],
    queryFn: ({ signal }) =>
      call<AdminProductPage>('/admin/products', { query: { q, current: 1, size: RESULTS }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
