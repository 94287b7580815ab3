import { z } from 'zod';
import { USER_ROLES } from '../account-rules';
import { consoleDayField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { StaffOrderMessages } from './staff-orders';

/** The audit trail of staff writes (issue 13; ARCHITECTURE: every staff write leaves an audit row). */

const dayField = consoleDayField(StaffOrderMessages.DayInvalid);

/** GET /api/admin/audit — newest first, filtered by who, what, which thing and Los Angeles days. */
export const auditQuery = z.object({
  actorEmail: z.string().trim().max(254).optional(),
  action: z.string().trim().max(60).optional(),
  subject: z.string().trim().max(120).optional(),
  from: dayField.optional(),
  to: dayField.optional(),
  ...pageQuery.shape,
});
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditFilters = z.output<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  actorRole: z.enum(USER_ROLES),
  /** What was done, in the shop's words: 'order.ship', 'sku.change', 'config.set'. */
  action: z.string(),
  /** What it was done to: 'order:T2026…', 'sku:457', 'config:homePage'. */
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({ records: z.array(auditEntry), ...pageFields });
export type AuditPage = z.infer<typeof auditPage>;
