import {
  formatPrice,
  UserRole,
  WALLET_ENTRY_LABELS,
  type WalletEntryKind,
  type WalletRecordsAnswer,
} from '@tread/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pageAnswer } from '../../platform/paging';
import { recordStaffWrite } from '../../platform/staff-audit';
import { isUuid, userIdByEmail } from '../account';
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
export function walletService({ db, clock, config }: Deps) {
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

  /** One page of a shopper's balance records, newest first. */
  async function records(
    userId: string,
    page: { current: number; size: number },
  ): Promise<WalletRecordsAnswer> {
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
    const answer = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: WALLET_ENTRY_LABELS[row.kind],
      change: row.deltaCents,
      reference: row.reference,
      note: row.note,
      time: row.createdAt.toISOString(),
    }));
    return pageAnswer(answer, total?.n ?? 0, page);
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

    /** Adds `amountCents` to the balance inside the caller's transaction: a refund, a rebate, a top-up. */
    async credit(
      tx: Transaction,
      entry: {
        userId: string;
        amountCents: number;
        kind: 'refund' | 'rebate' | 'recharge';
        reference: string;
      },
    ): Promise<void> {
      const { userId, amountCents, kind, reference } = entry;
      const after = await post(tx, { userId, deltaCents: amountCents, kind, reference });
      if (after === null) throw new Error('a credit cannot take a balance below zero');
    },

    records,

    /** A customer's ledger as staff read it, by the id in the console's address. */
    customerLedger(userId: string, page: { current: number; size: number }): Promise<WalletRecordsAnswer> {
      if (!isUuid(userId)) throw refuse('USER_NOT_FOUND');
      return records(userId, page);
    },

    /**
     * Staff credit or debit a shopper's balance, saying why, with the same never-below-zero rule. Customer
     * service may move at most the configured limit at a time; administrators have no limit.
     */
    async adjust(
      by: Principal,
      input: { email: string; amountCents: number; reason: string },
    ): Promise<{ balance: number }> {
      const limit = config.staffBalanceAdjustLimitCents;
      if (by.role !== UserRole.Admin && Math.abs(input.amountCents) > limit) {
        throw refuse('ADJUSTMENT_OVER_LIMIT', formatPrice(limit));
      }
      const userId = await userIdByEmail(db, input.email);
      if (!userId) throw refuse('USER_NOT_FOUND');
      const balance = await db.transaction(async (tx) => {
        const after = await post(tx, {
          userId,
          deltaCents: input.amountCents,
          kind: 'adjustment',
          reference: `staff:${by.userId}`,
          note: input.reason,
        });
        if (after === null) return null;
        await recordStaffWrite(tx, {
          actor: by,
          action: 'wallet.adjust',
          subject: `user:${userId}`,
          before: { balance: after - input.amountCents },
          after: { balance: after, change: input.amountCents, reason: input.reason },
          at: clock.now(),
        });
        return after;
      });
      if (balance === null) throw refuse('ADJUSTMENT_BELOW_ZERO');
      return { balance };
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
