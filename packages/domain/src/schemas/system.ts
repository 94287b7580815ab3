import { z } from 'zod';

export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  startedAt: z.string(),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
