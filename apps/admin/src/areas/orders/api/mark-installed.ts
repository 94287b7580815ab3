import { useOrderAction } from './order-action';

/** POST /api/admin/orders/:orderNumber/installed — the installer fitted the tires. */
export const useMarkInstalled = (orderNumber: string) => useOrderAction<undefined>(orderNumber, 'installed');
