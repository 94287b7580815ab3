import { z } from 'zod';

/** GET /api/admin/dashboard (issue 13): the shop at a glance, in Los Angeles days. */

/** A SKU on sale with fewer pieces than this counts as low on stock. */
export const LOW_STOCK_BELOW = 5;
/** The chart's days: today and the six before. */
export const DASHBOARD_DAYS = 7;

/** Orders paid in a span and what they came to (cents, before any refund). */
export const paidFigures = z.object({ orders: z.number().int(), revenue: z.number().int() });
export type PaidFigures = z.infer<typeof paidFigures>;

export const dashboardAnswer = z.object({
  today: paidFigures,
  lastSevenDays: paidFigures,
  /** Oldest first, one per Los Angeles day, today last. */
  days: z.array(paidFigures.extend({ day: z.iso.date() })),
  /** Unpaid orders still inside their payment window. */
  unpaid: z.number().int(),
  /** Paid orders waiting to be shipped or sent to their installer. */
  toShip: z.number().int(),
  /** Orders at their installer, awaiting installation. */
  toInstall: z.number().int(),
  lowStockSkus: z.number().int(),
  lowStockBelow: z.number().int(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
