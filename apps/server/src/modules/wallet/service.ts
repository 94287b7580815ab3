import {
  formatPrice,
  WALLET_ENTRY_LABELS,
  type WalletEntryKind,
  type WalletRecordsAnswer,
} from '@tread/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { userIdByEmail } from '../account';
import { walletAccounts, walletEntries } from './tables';

export type WalletEntryInput = {
  userId: string;
  deltaCents: number;
  kind: WalletEntryKind;
  reference: string;
  note?: string;
};

/**
 * The balance ledger. A balance changes only in the transaction that writes its entry, through one
 * conditional UPDATE, so it always equals the sum of its entries and never drops below zero.
 */
export function walletService({ db, clock }: Deps) {
  async function balanceOf(tx: Database | Transaction, userId: string): Promise<number> {
    const [row] = await tx
      .select({ balance: walletAccounts.balanceCents })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, userId));
    return row?.balance ?? 0;
  }

  /** Writes one entry and moves the balance by it; null (and nothing written) when it would go below zero. */
  async function post(tx: Transaction, entry: WalletEntryInput): Promise<number | null> {
    const now = clock.now();
    await tx
      .insert(walletAccounts)
      .values({ userId: entry.userId, balanceCents: 0, updatedAt: now })
      .onConflictDoNothing();
    const [account] = await tx
      .update(walletAccounts)
      .set({ balanceCents: sql`${walletAccounts.balanceCents} + ${entry.deltaCents}`, updatedAt: now })
      .where(
        and(
          eq(walletAccounts.userId, entry.userId),
          sql`${walletAccounts.balanceCents} + ${entry.deltaCents} >= 0`,
        ),
      )
      .returning({ balance: walletAccounts.balanceCents });
    if (!account) return null;
    await tx.insert(walletEntries).values({ ...entry, note: entry.note ?? '', createdAt: now });
    return account.balance;
  }

  return {
    balance: (userId: string) => balanceOf(db, userId),

    /** Pays `amountCents` from the balance inside the caller's transaction, refused in the spec's words. */
    async pay(tx: Transaction, userId: string, amountCents: number, reference: string): Promise<void> {
      if (amountCents === 0) return;
      const after = await post(tx, { userId, deltaCents: -amountCents, kind: 'payment', reference });
      if (after !== null) return;
      const balance = await balanceOf(tx, userId);
      throw balance > 0 ? refuse('INSUFFICIENT_BALANCE', formatPrice(balance)) : refuse('BALANCE_EMPTY');
    },

    /** Gives `amountCents` back to the balance inside the caller's transaction (a balance payment's refund). */
    async refund(tx: Transaction, userId: string, amountCents: number, reference: string): Promise<void> {
      const after = await post(tx, { userId, deltaCents: amountCents, kind: 'refund', reference });
      if (after === null) throw new Error('a credit cannot take a balance below zero');
    },

    async records(userId: string, page: { current: number; size: number }): Promise<WalletRecordsAnswer> {
      const mine = eq(walletEntries.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(walletEntries)
          .where(mine)
          .orderBy(desc(walletEntries.id))
          .limit(page.size)
          .offset((page.current - 1) * page.size),
        db.select({ n: count() }).from(walletEntries).where(mine),
      ]);
      const n = total?.n ?? 0;
      return {
        records: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: WALLET_ENTRY_LABELS[row.kind],
          change: row.deltaCents,
          reference: row.reference,
          note: row.note,
          time: row.createdAt.toISOString(),
        })),
        total: n,
        current: page.current,
        size: page.size,
        pages: Math.ceil(n / page.size),
        hasMore: page.current * page.size < n,
      };
    },

    /** Staff credit or debit a shopper's balance, with the same never-below-zero rule. */
    async adjust(
      staffId: string,
      input: { email: string; amountCents: number; note: string },
    ): Promise<{ balance: number }> {
      const userId = await userIdByEmail(db, input.email);
      if (!userId) throw refuse('USER_NOT_FOUND');
      const balance = await db.transaction((tx) =>
        post(tx, {
          userId,
          deltaCents: input.amountCents,
          kind: 'adjustment',
          reference: `staff:${staffId}`,
          note: input.note,
        }),
      );
      if (balance === null) throw refuse('ADJUSTMENT_BELOW_ZERO');
      return { balance };
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
