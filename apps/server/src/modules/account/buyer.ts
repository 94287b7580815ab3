import { normalizeEmail } from '@tread/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from './tables';

/**
 * Disabled users cannot purchase (SPEC §6): true while the account is enabled, for the order's transaction to
 * ask within one of its statements. It share-locks the user's row, so disabling an account waits for an order
 * in flight, and an order waits for a disabling in flight and then sees it.
 */
export const buyerMayPurchase = (userId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and not ${users.disabled} for share)`;

/** The id of the account with this e-mail, for staff tools of other modules (wallet adjustments); null if none. */
export async function userIdByEmail(db: Database | Transaction, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user?.id ?? null;
}
