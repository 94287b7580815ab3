import { useMutation } from '@tanstack/react-query';
import { buyVipRequest, vipPurchaseAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';

/**
 * POST /p/vip/buy: an unpaid Tread Plus purchase (number V…), then paid on pay-way like an order.
 * A plan no longer offered is refused (VIP_PLAN_NOT_FOUND, 404): the caller shows it.
 */
export const buyVip = (planId: string) =>
  apiPost('/p/vip/buy', buyVipRequest.parse({ planId }), { schema: vipPurchaseAnswer, quiet400: true });

export function useBuyVip() {
  return useMutation({ mutationFn: buyVip });
}
