import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@tread/domain';
import { call } from '../../../api/client';

/** GET /api/admin/categories — the whole tree, flat, in the shop's order (the catalog's own key). */
export const useScopeCategories = () =>
  useQuery({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => call<{ records: AdminCategory[] }>('/admin/categories', { signal }),
    select: (answer) => answer.records,
  });
