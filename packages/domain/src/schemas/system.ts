import { z } from 'zod';
import { intField } from '../zod-fields';

export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  startedAt: z.string(),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

const MINUTES_PER_YEAR = 60 * 24 * 365;
/** POST /api/admin/clock/advance — only on a shop started with TEST_CLOCK (browser journeys). */
export const advanceClockRequest = z.object({ minutes: intField({ min: 1, max: MINUTES_PER_YEAR }) });
export const clockAnswer = z.object({ now: z.string() });
