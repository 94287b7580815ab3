import type { ShipOrderRequest } from '@tread/domain';
import { useOrderAction } from './order-action';

/** POST /api/admin/orders/:orderNumber/ship — to the shopper, or to the installer for an installer order. */
export const useShipOrder = (orderNumber: string) => useOrderAction<ShipOrderRequest>(orderNumber, 'ship');
