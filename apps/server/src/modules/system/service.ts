import { APP_VERSION, type HealthAnswer } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { isMovable } from '../../platform/clock';
import type { Deps } from '../../platform/deps';

export function systemService({ db, clock, config }: Deps, startedAt: Date) {
  return {
    /** The clock staff may move forward; null unless the shop was started with TEST_CLOCK. */
    testClock: config.testClock && isMovable(clock) ? clock : null,
    async health(): Promise<HealthAnswer> {
      const database = await db
        .execute(sql`select 1`)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      return {
        status: database === 'up' ? 'ok' : 'degraded',
        database,
        version: APP_VERSION,
        uptimeSeconds: Math.max(0, Math.floor((clock.now().getTime() - startedAt.getTime()) / 1000)),
        startedAt: startedAt.toISOString(),
      };
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
