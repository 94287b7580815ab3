import { randomInt } from 'node:crypto';
import {
  PointsSource,
  prizeForDraw,
  type RaffleConfig,
  RaffleMessages,
  type RafflePrize,
  RafflePrizeKind,
  type SpinAnswer,
} from '@tread/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pointsLedger } from './points-ledger';
import type { CouponGrants, RulesRead } from './ports';
import { freeSpinsOf, openPrizes, pointsBalanceOf } from './raffle-reads';
import { raffleFreeSpins, rafflePrizeStock, raffleSpins } from './tables';

/** Thrown to roll a prize's savepoint back when it cannot be given. */
class PrizeGone extends Error {}

/** Counts one more of a limited prize given, unless its stock ran out meanwhile. */
async function takeStock(tx: Transaction, prize: RafflePrize): Promise<boolean> {
  if (prize.stock === null) return true;
  const [taken] = await tx
    .insert(rafflePrizeStock)
    .values({ prizeId: prize.id, given: 1 })
    .onConflictDoUpdate({
      target: rafflePrizeStock.prizeId,
      set: { given: sql`${rafflePrizeStock.given} + 1` },
      setWhere: lt(rafflePrizeStock.given, prize.stock),
    })
    .returning({ given: rafflePrizeStock.given });
  return taken !== undefined;
}

/**
 * A spin of the lucky wheel (raffle-wheel): paid with a free spin if the shopper has one, else with points
 * ('Not enough points' below the price), and won in the same transaction. The server draws with the configured
 * odds among the prizes still in stock; a limited prize is counted by a conditional UPDATE, so it is never
 * given past its stock, and a coupon no longer to be had is drawn again without it.
 */
export function spinWheel({ db, clock }: Deps, ports: { rules: RulesRead; coupons: CouponGrants }) {
  async function pay(tx: Transaction, userId: string, config: RaffleConfig, now: Date): Promise<number> {
    const [free] = await tx
      .update(raffleFreeSpins)
      .set({ count: sql`${raffleFreeSpins.count} - 1`, updatedAt: now })
      .where(and(eq(raffleFreeSpins.userId, userId), gt(raffleFreeSpins.count, 0)))
      .returning({ count: raffleFreeSpins.count });
    if (free || config.spinCost === 0) return 0;
    await pointsLedger.debit(
      tx,
      { userId, points: config.spinCost, source: PointsSource.RaffleSpin, now },
      'SPIN_POINTS_NOT_ENOUGH',
    );
    return config.spinCost;
  }

  /** Gives the prize; false when it cannot be had any more (stock gone, coupon all handed out). */
  async function give(tx: Transaction, userId: string, prize: RafflePrize, now: Date): Promise<boolean> {
    if (!(await takeStock(tx, prize))) return false;
    if (prize.kind === RafflePrizeKind.Points) {
      await pointsLedger.credit(tx, { userId, points: prize.points, source: PointsSource.RafflePrize, now });
    }
    if (prize.kind === RafflePrizeKind.Coupon && prize.couponId !== null) {
      return ports.coupons.grant(tx, userId, prize.couponId, now);
    }
    return true;
  }

  async function draw(tx: Transaction, userId: string, prizes: readonly RafflePrize[], now: Date) {
    let open = await openPrizes(tx, prizes);
    for (;;) {
      const total = open.reduce((sum, prize) => sum + prize.weight, 0);
      const prize = total > 0 ? prizeForDraw(open, randomInt(total)) : null;
      // The config keeps one unlimited prize with odds, so a draw always lands.
      if (!prize) throw new Error('the wheel has no prize left to land on');
      // A savepoint: a prize that cannot be given leaves nothing behind (its stock count neither).
      const given = await tx
        .transaction(async (savepoint) => {
          if (!(await give(savepoint, userId, prize, now))) throw new PrizeGone();
        })
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof PrizeGone) return false;
            throw error;
          },
        );
      if (given) return prize;
      open = open.filter((other) => other.id !== prize.id);
    }
  }

  return async function spin(userId: string): Promise<SpinAnswer> {
    const config = await ports.rules('raffle');
    if (!config.enabled) throw refuse('RAFFLE_CLOSED');
    return db.transaction(async (tx) => {
      const now = clock.now();
      const cost = await pay(tx, userId, config, now);
      const prize = await draw(tx, userId, config.prizes, now);
      await tx.insert(raffleSpins).values({
        userId,
        prizeId: prize.id,
        prizeName: prize.name,
        kind: prize.kind,
        points: prize.kind === RafflePrizeKind.Points ? prize.points : 0,
        couponId: prize.kind === RafflePrizeKind.Coupon ? prize.couponId : null,
        cost,
        createdAt: now,
      });
      return {
        prizeId: prize.id,
        prizeIndex: config.prizes.findIndex((p) => p.id === prize.id),
        name: prize.name,
        kind: prize.kind,
        message:
          prize.kind === RafflePrizeKind.Nothing ? RaffleMessages.NothingWon : RaffleMessages.Won(prize.name),
        cost,
        balance: await pointsBalanceOf(tx, userId),
        freeSpins: await freeSpinsOf(tx, userId),
      };
    });
  };
}
