import type { RafflePrize, RaffleWheel } from '@tread/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { RulesRead } from './ports';
import { pointsAccounts, raffleFreeSpins, rafflePrizeStock, raffleSpins } from './tables';

const LATEST_SPINS = 10;

/** Prizes a spin can land on now: with odds, and stock left when they have a limit. */
export async function openPrizes(reader: Database | Transaction, prizes: readonly RafflePrize[]) {
  const limited = prizes.filter((prize) => prize.stock !== null).map((prize) => prize.id);
  const given =
    limited.length === 0
      ? []
      : await reader.select().from(rafflePrizeStock).where(inArray(rafflePrizeStock.prizeId, limited));
  const givenOf = (id: string) => given.find((row) => row.prizeId === id)?.given ?? 0;
  return prizes.filter(
    (prize) => prize.weight > 0 && (prize.stock === null || givenOf(prize.id) < prize.stock),
  );
}

export async function pointsBalanceOf(reader: Database | Transaction, userId: string): Promise<number> {
  const [account] = await reader
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  return account?.balance ?? 0;
}

export async function freeSpinsOf(reader: Database | Transaction, userId: string): Promise<number> {
  const [row] = await reader
    .select({ count: raffleFreeSpins.count })
    .from(raffleFreeSpins)
    .where(eq(raffleFreeSpins.userId, userId));
  return row?.count ?? 0;
}

/** GET /p/raffle: the wheel in its order with each prize's chance now, the shopper's points and free spins. */
export function raffleWheelOf({ db }: Deps, rules: RulesRead) {
  return async function wheel(userId: string): Promise<RaffleWheel> {
    const config = await rules('raffle');
    const [open, balance, freeSpins, spins] = await Promise.all([
      openPrizes(db, config.prizes),
      pointsBalanceOf(db, userId),
      freeSpinsOf(db, userId),
      db
        .select()
        .from(raffleSpins)
        .where(eq(raffleSpins.userId, userId))
        .orderBy(desc(raffleSpins.createdAt), desc(raffleSpins.id))
        .limit(LATEST_SPINS),
    ]);
    const totalWeight = open.reduce((sum, prize) => sum + prize.weight, 0);
    const isOpen = (id: string) => open.some((prize) => prize.id === id);
    return {
      enabled: config.enabled,
      spinCost: config.spinCost,
      freeSpins,
      balance,
      freeSpinEveryStreakDays: config.freeSpinEveryStreakDays,
      prizes: config.prizes.map((prize) => ({
        id: prize.id,
        name: prize.name,
        kind: prize.kind,
        chance:
          isOpen(prize.id) && totalWeight > 0 ? Math.round((prize.weight / totalWeight) * 1000) / 10 : 0,
        soldOut: prize.weight > 0 && !isOpen(prize.id),
      })),
      spins: spins.map((spin) => ({
        prizeName: spin.prizeName,
        kind: spin.kind,
        time: spin.createdAt.toISOString(),
      })),
    };
  };
}
