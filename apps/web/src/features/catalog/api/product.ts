import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { catalogKeys } from './keys';

/** GET /prod/prodInfo. A missing product answers 404 'Page Not Found 404', which the page shows: no toast. */
export const fetchProduct = (prodId: number, skuId?: number, vehicleId?: string) =>
  apiGet('/prod/prodInfo', {
    query: { prodId, skuId, vehicleId },
    schema: productDetail,
    quiet400: true,
  });

/** The product page's product, with the SKU shown and the fitment for the current vehicle. */
export function useProduct(
  prodId: number | undefined,
  skuId: number | undefined,
  vehicleId: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: catalogKeys.product(prodId ?? 0, skuId, vehicleId),
    queryFn: () => fetchProduct(prodId ?? 0, skuId, vehicleId),
    enabled: prodId !== undefined && enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
