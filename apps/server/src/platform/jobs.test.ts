import { describe, expect, it, vi } from 'vitest';
import { type Job, runJobs, startJobRunner } from './jobs';

/** A job over a queue of `due` rows, handling at most `batchSize` per batch. */
function queueJob(name: string, due: number, batchSize = 3): Job & { left(): number; batches(): number } {
  let left = due;
  let batches = 0;
  return {
    name,
    batchSize,
    runBatch: async () => {
      batches++;
      const taken = Math.min(left, batchSize);
      left -= taken;
      return taken;
    },
    left: () => left,
    batches: () => batches,
  };
}

const silentLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('running due jobs once', () => {
  it('takes batches until one comes back short, and reports the rows handled per job', async () => {
    const orders = queueJob('orders', 7);
    const refunds = queueJob('refunds', 0);
    expect(await runJobs([orders, refunds])).toEqual({ orders: 7, refunds: 0 });
    expect(orders.left()).toBe(0);
    expect(orders.batches()).toBe(3);
    expect(refunds.batches()).toBe(1);
  });

  it('runs another full batch when the last one was exactly full', async () => {
    const orders = queueJob('orders', 6);
    await runJobs([orders]);
    expect(orders.batches()).toBe(3);
  });
});

describe('the job runner', () => {
  it('sweeps at start and then every interval until stopped', async () => {
    const orders = queueJob('orders', 0);
    const runner = startJobRunner([orders], { intervalMs: 5, log: silentLog() });
    await vi.waitFor(() => expect(orders.batches()).toBeGreaterThanOrEqual(3));
    await runner.stop();
    const after = orders.batches();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(orders.batches()).toBe(after);
  });

  it('logs a failing job and still runs the others, then tries it again next time', async () => {
    let attempts = 0;
    const failing: Job = {
      name: 'failing',
      batchSize: 1,
      runBatch: async () => {
        attempts++;
        throw new Error('database went away');
      },
    };
    const orders = queueJob('orders', 2, 5);
    const log = silentLog();
    const runner = startJobRunner([failing, orders], { intervalMs: 5, log });
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(2));
    await runner.stop();
    expect(orders.left()).toBe(0);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'job failed');
    expect(log.info).toHaveBeenCalledWith({ job: 'orders', count: 2 }, 'job handled due rows');
  });

  it('waits for a sweep in progress when stopped', async () => {
    let finished = false;
    let started = false;
    const slow: Job = {
      name: 'slow',
      batchSize: 10,
      runBatch: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished = true;
        return 0;
      },
    };
    const runner = startJobRunner([slow], { intervalMs: 1000, log: silentLog() });
    await vi.waitFor(() => expect(started).toBe(true));
    await runner.stop();
    expect(finished).toBe(true);
  });
});
