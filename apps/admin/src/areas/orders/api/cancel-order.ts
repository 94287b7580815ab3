import type { StaffCancelRequest } from '@tread/domain';
import { useOrderAction } from './order-action';

/** POST /api/admin/orders/:orderNumber/cancel — an unpaid order closed by staff, with the reason. */
export const useCancelOrder = (orderNumber: string) =>
  useOrderAction<StaffCancelRequest>(orderNumber, 'cancel');
