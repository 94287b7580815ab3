import type { Job } from '../../platform/jobs';
import { expireDueOrders } from './lifecycle';
import { autoConfirmDueOrders } from './lifecycle-delivery';

/** Rows handled per transaction: short locks, and other instances take the next batch meanwhile. */
const BATCH = 100;

/** Unpaid orders past their 30-minute window are canceled and their stock released. */
export const expireUnpaidOrders: Job = {
  name: 'expire unpaid orders',
  runBatch: ({ db, clock }) => db.transaction((tx) => expireDueOrders(tx, clock.now(), { batch: BATCH })),
  batchSize: BATCH,
};

/** Shipped orders nobody confirmed within the configured days are completed. */
export const autoConfirmShippedOrders: Job = {
  name: 'auto-confirm shipped orders',
  runBatch: ({ db, clock }) =>
    db.transaction((tx) => autoConfirmDueOrders(tx, clock.now(), { batch: BATCH })),
  batchSize: BATCH,
};
