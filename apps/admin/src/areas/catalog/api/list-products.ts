import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductFilters, AdminProductPage } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/products — every product, newest first, as filtered. */
export const useProductList = (filters: AdminProductFilters) =>
  useQuery({
    queryKey: ['catalog', 'products', filters],
    queryFn: ({ signal }) => call<AdminProductPage>('/admin/products', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
