import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHANGE_CHANNEL } from '../db/change-feed';
import type { Database } from '../db/client';

/**
 * A sweep of rows whose deadline has passed (ARCHITECTURE.md 'Deadlines'), owned by a module. Each batch
 * runs in its own transaction and takes its rows FOR UPDATE SKIP LOCKED, so any number of instances may
 * sweep at once.
 */
export type Job = {
  name: string;
  /** Handles up to batchSize due rows; answers how many it handled. */
  runBatch(): Promise<number>;
  batchSize: number;
};

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Runs each job until it finds less than a full batch; answers the rows handled per job. */
export async function runJobs(jobs: readonly Job[]): Promise<Record<string, number>> {
  const handled: Record<string, number> = {};
  for (const job of jobs) {
    let total = 0;
    let last: number;
    do {
      last = await job.runBatch();
      total += last;
    } while (last >= job.batchSize);
    handled[job.name] = total;
  }
  return handled;
}

export type JobRunner = { stop(): Promise<void> };

/**
 * Runs the jobs at start and then every `intervalMs`, never two runs at once in this instance. A failing job is logged and
 * tried again next tick; stop() waits for a run in progress.
 */
export function startJobRunner(
  jobs: readonly Job[],
  options: { intervalMs: number; log: JobLog },
): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const handled = await runJobs([job]);
        const count = handled[job.name] ?? 0;
        if (count > 0) options.log.info({ job: job.name, count }, 'job handled due rows');
      } catch (err) {
        options.log.error({ err, job: job.name }, 'job failed');
      }
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(() => schedule(options.intervalMs));
    }, delayMs);
  };
  // The first sweep at once catches up deadlines that passed while no instance ran.
  schedule(0);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A sweep that announces `tag` when what `read` answers changes though nothing was written (a promotion or a
 * flash-sale session starting or ending with the clock), so every instance's caches filed under it drop them.
 */
export function announceWhenChanged(
  db: Database,
  name: string,
  tag: string,
  read: () => Promise<string>,
): Job {
  let last: string | null = null;
  return {
    name,
    batchSize: 1,
    async runBatch() {
      const now = await read();
      if (last !== null && now !== last) await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${tag})`);
      last = now;
      return 0;
    },
  };
}
