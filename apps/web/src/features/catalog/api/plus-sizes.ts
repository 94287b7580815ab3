import { skipToken, useQuery } from '@tanstack/react-query';
import { displaySize, type MetricTireSize, plusSizesAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { CATALOG_STALE_MS, catalogKeys } from './keys';

/** GET /catalog/plus-sizes: the sizes we carry within ±3% of a size's overall diameter, closest first. */
export const fetchPlusSizes = ({ width, ratio, diameter }: MetricTireSize, signal?: AbortSignal) =>
  apiGet('/catalog/plus-sizes', {
    query: { width, ratio, rim: diameter },
    signal,
    schema: plusSizesAnswer,
    quiet400: true,
  });

/** The plus sizes of the size on screen; nothing is asked without a metric size. */
export function usePlusSizes(size: MetricTireSize | null) {
  return useQuery({
    queryKey: [...catalogKeys.all, 'plus-sizes', size && displaySize(size)] as const,
    queryFn: size ? ({ signal }) => fetchPlusSizes(size, signal) : skipToken,
    staleTime: CATALOG_STALE_MS,
  });
}
