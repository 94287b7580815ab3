import type { FlashSaleDetail, GroupActivityDetail } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readIdParam } from '../../features/catalog/paths';
import { useFlashSaleDetail } from '../../features/flash-sale/api/flash-sale-detail';
import { useGroupActivityDetail } from '../../features/group-buy/api/group-activity-detail';

/** The flash sale or group buy the product page was opened from, with when its answer arrived (its clock). */
export type ProductDeal =
  | { kind: 'flash'; sale: FlashSaleDetail; receivedAt: number; refresh: () => void }
  | { kind: 'group'; activity: GroupActivityDetail; receivedAt: number; refresh: () => void };

export const dealSkuId = (deal: ProductDeal): number =>
  deal.kind === 'flash' ? deal.sale.skuId : deal.activity.skuId;

/**
 * prod/prod?seckillId= or ?groupActivityId= (SPEC §2): the deal to show beside the product. `pending` while it is
 * read (the page waits, so 'Buy now' never sells at the usual price by mistake); `gone` says why it is not shown.
 */
export function useProductDeal(): { deal: ProductDeal | null; pending: boolean; gone: string | null } {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const seckillId = readIdParam(params.get('seckillId'));
  const groupActivityId = seckillId === null ? readIdParam(params.get('groupActivityId')) : null;
  const flash = useFlashSaleDetail(seckillId);
  const group = useGroupActivityDetail(groupActivityId);

  if (seckillId !== null) {
    if (flash.data) {
      const refresh = () => void flash.refetch();
      return {
        deal: { kind: 'flash', sale: flash.data, receivedAt: flash.dataUpdatedAt, refresh },
        pending: false,
        gone: null,
      };
    }
    return { deal: null, pending: !flash.isError, gone: flash.isError ? t('flashSale.unavailable') : null };
  }
  if (groupActivityId !== null) {
    if (group.data) {
      const refresh = () => void group.refetch();
      return {
        deal: { kind: 'group', activity: group.data, receivedAt: group.dataUpdatedAt, refresh },
        pending: false,
        gone: null,
      };
    }
    return { deal: null, pending: !group.isError, gone: group.isError ? t('groupBuy.unavailable') : null };
  }
  return { deal: null, pending: false, gone: null };
}
