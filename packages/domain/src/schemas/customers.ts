import { z } from 'zod';
import { address } from './address';
import { pageFields, pageQuery } from './catalog';
import { orderCard } from './order';

/** The customers of the staff console (issue 13): search, and one customer's profile, orders and addresses. */

/** GET /api/admin/customers?q — `q` matches an e-mail, a name or a phone number from its start. */
export const customerSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  ...pageQuery.shape,
});
export type CustomerSearchQuery = z.input<typeof customerSearchQuery>;
export type CustomerSearchFilters = z.output<typeof customerSearchQuery>;

export const customerCard = z.object({
  userId: z.string(),
  email: z.string(),
  nickName: z.string(),
  /** 10 digits, or null when no phone is bound. */
  mobile: z.string().nullable(),
  disabled: z.boolean(),
  /** ISO time the account was opened. */
  createdAt: z.string(),
});
export type CustomerCard = z.infer<typeof customerCard>;

/** Newest accounts first. */
export const customerPage = z.object({ records: z.array(customerCard), ...pageFields });
export type CustomerPage = z.infer<typeof customerPage>;

/** An order as the customer's detail lists it, enough to open it in the orders area. */
export const customerOrder = orderCard.pick({
  orderNumber: true,
  status: true,
  statusLabel: true,
  createdAt: true,
  total: true,
  itemCount: true,
});
export type CustomerOrder = z.infer<typeof customerOrder>;

/** GET /api/admin/customers/:userId — the ledger is paged on its own route (…/ledger). */
export const customerDetail = customerCard.extend({
  gender: z.string().nullable(),
  mktEmail: z.string().nullable(),
  /** Cents. */
  balance: z.number().int(),
  /** The newest orders, and how many the customer has in all. */
  recentOrders: z.array(customerOrder),
  orderCount: z.number().int(),
  addresses: z.array(address),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
