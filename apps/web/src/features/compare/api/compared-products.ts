import { useQueries } from '@tanstack/react-query';
import { catalogKeys } from '../../catalog/api/keys';
import { fetchProduct } from '../../catalog/api/product';
import type { CompareId } from '../compare-store';

/**
 * GET /prod/prodInfo for each compared tire, in parallel: at most four reads, each cached under the product
 * page's own key, so a tire opened from the comparison (or compared after being opened) is read once.
 */
export const useComparedProducts = (ids: readonly CompareId[]) =>
  useQueries({
    queries: ids.map(({ prodId, skuId }) => ({
      queryKey: catalogKeys.product(prodId, skuId, undefined),
      queryFn: () => fetchProduct(prodId, skuId),
      retry: false,
    })),
  });
