import { useQuery } from '@tanstack/react-query';
import { deliveryEstimateAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { CATALOG_STALE_MS, catalogKeys } from './keys';

/** GET /arrivalTime/getEstimatedDeliveryTime; a refused ZIP answers 400 with the spec's words. */
export const fetchDeliveryEstimate = (zip: string, prodId: number) =>
  apiGet('/arrivalTime/getEstimatedDeliveryTime', {
    query: { zip, prodId },
    schema: deliveryEstimateAnswer,
    quiet400: true,
  });

/** The estimate for a checked ZIP (null before one is checked). */
export function useDeliveryEstimate(zip: string | null, prodId: number) {
  return useQuery({
    queryKey: catalogKeys.delivery(zip ?? '', prodId),
    queryFn: () => fetchDeliveryEstimate(zip ?? '', prodId),
    enabled: Boolean(zip),
    staleTime: CATALOG_STALE_MS,
  });
}
