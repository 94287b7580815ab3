import { useQueries } from '@tanstack/react-query';
import type { DeliveryEstimateAnswer } from '@tread/domain';
import { fetchDeliveryEstimate } from '../../catalog/api/delivery-estimate';
import { CATALOG_STALE_MS, catalogKeys } from '../../catalog/api/keys';

/** GET /arrivalTime/getEstimatedDeliveryTime of each compared product for the shopper's ZIP, by product id. */
export function useComparedDeliveries(
  zip: string | null,
  prodIds: readonly number[],
): Map<number, DeliveryEstimateAnswer> {
  const unique = zip ? [...new Set(prodIds)] : [];
  return useQueries({
    queries: unique.map((prodId) => ({
      queryKey: catalogKeys.delivery(zip ?? '', prodId),
      queryFn: () => fetchDeliveryEstimate(zip ?? '', prodId),
      staleTime: CATALOG_STALE_MS,
    })),
    combine: (results) =>
      new Map(results.flatMap((result, index) => (result.data ? [[unique[index] ?? 0, result.data]] : []))),
  });
}
