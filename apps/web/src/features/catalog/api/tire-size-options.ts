import { useQuery } from '@tanstack/react-query';
import { tireSizeOptionsAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /search/tireSizeOptions: the widths we carry, then the ratios of a width, then the rims of both. */
export const fetchSizeOptions = (width?: number, ratio?: number) =>
  apiGet('/search/tireSizeOptions', { query: { width, ratio }, schema: tireSizeOptionsAnswer });

export function useTireSizeOptions(width: number | undefined, ratio: number | undefined, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.sizeOptions(width, ratio),
    queryFn: () => fetchSizeOptions(width, ratio),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
