import { useQuery } from '@tanstack/react-query';
import { categoryInfoAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { CATALOG_STALE_MS, catalogKeys } from './keys';

/** GET /category/categoryInfo: the department tree. */
export const fetchCategories = () => apiGet('/category/categoryInfo', { schema: categoryInfoAnswer });

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: fetchCategories,
    staleTime: CATALOG_STALE_MS,
  });
}
