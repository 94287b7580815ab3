import type { NoticeDraft } from '@tread/domain';
import type { Transaction } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notices } from './tables';

/**
 * Tells one shopper of an event inside the caller's transaction, so the notice stands or falls with the
 * change it reports; a repeated event (a retried ship, a second sweep) finds its key taken and writes nothing.
 */
export function notifier(clock: Clock) {
  return async (tx: Transaction, draft: NoticeDraft): Promise<void> => {
    const now = clock.now();
    await tx
      .insert(notices)
      .values({ ...draft, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: notices.eventKey });
  };
}
export type Notify = ReturnType<typeof notifier>;
