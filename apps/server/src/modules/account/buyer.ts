import { normalizeEmail } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { users } from './tables';

/**
 * Disabled users cannot purchase (SPEC §6). Read under a share lock inside the order's transaction, so
 * disabling an account waits for an order in flight and an order waits for a disabling in flight.
 */
export async function refuseDisabledBuyer(tx: Transaction, userId: string): Promise<void> {
  const [user] = await tx
    .select({ disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .for('share')
    // Named: PostgreSQL parses and plans it once per connection, not once per order.
    .prepare('buyer_for_order')
    .execute();
  if (!user || user.disabled) throw refuse('ACCOUNT_DISABLED');
}

/** The id of the account with this e-mail, for staff tools of other modules (wallet adjustments); null if none. */
export async function userIdByEmail(db: Database | Transaction, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user?.id ?? null;
}
