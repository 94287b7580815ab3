import { useQuery } from '@tanstack/react-query';
import { brandListAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { CATALOG_STALE_MS, catalogKeys } from './keys';

/** GET /brands. */
export const fetchBrands = (bizType?: number) =>
  apiGet('/brands', { query: { bizType }, schema: brandListAnswer });

export function useBrands(enabled = true) {
  return useQuery({
    queryKey: catalogKeys.brands(),
    queryFn: () => fetchBrands(),
    enabled,
    staleTime: CATALOG_STALE_MS,
  });
}
