import { useQuery } from '@tanstack/react-query';
import type { AdminBrand } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/brands — every brand, by name (the catalog's own key: its renames refresh this too). */
export const useScopeBrands = () =>
  useQuery({
    queryKey: ['catalog', 'brands'],
    queryFn: ({ signal }) => call<{ records: AdminBrand[] }>('/admin/brands', { signal }),
    select: (answer) => answer.records,
  });
