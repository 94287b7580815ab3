import { type ActivityRule, activitiesFor, type CouponFace, type CouponRule } from '@tread/domain';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ChangeTag } from '../../db/change-feed';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { readCache } from '../../platform/read-cache';
import type { OrderEffect, PlacedOrder, ReleasedOrder } from '../order';
import { activityRule, couponFaceOf, couponRule, scopeNames } from './rules';
import { activities, coupons, orderPromotions, userCoupons } from './tables';

/** A coupon of the shopper's as checkout weighs it: the rule and what the coupon sheet shows. */
export type WalletCoupon = { rule: CouponRule; face: CouponFace };

/** Whether the shopper's paid membership runs at `now` (the member module's answer). */
export type IsMember = (userId: string, now: Date) => Promise<boolean>;

/** What checkout reads of promotions before pricing, and the effect that makes an order's use of them stick. */
export function checkoutPromotions({ db, changes }: Deps, isMember: IsMember) {
  // Activities change only when staff edit them (the trigger announces 'catalog'); their windows are applied at use.
  const windows = readCache<{ rule: ActivityRule; startsAt: Date; endsAt: Date }[]>(changes, 1);

  /** Every activity not ended by staff or paused, with its window, cached until staff change one. */
  const notEnded = () =>
    windows.get('activities', async () => {
      const rows = await db
        .select()
        .from(activities)
        .where(and(isNull(activities.endedAt), isNull(activities.pausedAt)));
      return {
        value: rows.map((row) => ({ rule: activityRule(row), startsAt: row.startsAt, endsAt: row.endsAt })),
        tags: [ChangeTag.catalog],
      };
    });

  /** The activities running at `now`, members-only ones included. */
  const activitiesAt = async (now: Date): Promise<ActivityRule[]> =>
    (await notEnded()).filter((a) => a.startsAt <= now && now < a.endsAt).map((a) => a.rule);

  return {
    activitiesAt,

    /** The activities the shopper gets at `now`; membership is read only when a members-only one runs. */
    async activitiesFor(userId: string, now: Date): Promise<ActivityRule[]> {
      const running = await activitiesAt(now);
      if (!running.some((rule) => rule.membersOnly)) return running;
      return activitiesFor(running, await isMember(userId, now));
    },

    /**
     * The shopper's unused coupons still valid, and any they named (to say why one cannot be used); with
     * `onlyNamed`, just those named (placing orders whose every coupon was chosen needs no others).
     */
    async wallet(
      userId: string,
      now: Date,
      named: readonly number[],
      onlyNamed: boolean,
    ): Promise<WalletCoupon[]> {
      if (onlyNamed && named.length === 0) return [];
      const isNamed = named.length === 0 ? sql`false` : inArray(userCoupons.id, [...named]);
      const rows = await db
        .select({ coupon: coupons, claim: userCoupons })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(
          and(
            eq(userCoupons.userId, userId),
            isNull(userCoupons.orderId),
            onlyNamed ? isNamed : or(and(isNull(coupons.endedAt), gt(coupons.validTo, now)), isNamed),
          ),
        )
        .orderBy(userCoupons.id);
      const names = await scopeNames(
        db,
        rows.map((row) => row.coupon.scope),
      );
      return rows.map((row) => ({
        rule: couponRule(row.coupon, row.claim),
        face: couponFaceOf(row.coupon, names),
      }));
    },

    /** Why a coupon the shopper named is not among theirs to use: used by an order already, or not theirs. */
    async refusalForMissing(userId: string, userCouponId: number) {
      const [row] = await db
        .select({ orderId: userCoupons.orderId })
        .from(userCoupons)
        .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId)));
      return row?.orderId != null ? refuse('COUPON_ALREADY_USED') : refuse('NO_RELATED_COUPONS');
    },
  };
}
export type CheckoutPromotions = ReturnType<typeof checkoutPromotions>;

/**
 * Coupons and promotion lines as an order effect (ARCHITECTURE.md 'Order effects'): placing marks each
 * chosen coupon used by its order — one conditional UPDATE, so of racing submits only one gets it — and
 * records the order's promotion lines; giving the order back frees the coupons (an expired one stays
 * expired, since expiry is read from its window) and voids rebates not yet paid.
 */
export function couponsEffect({ clock }: Pick<Deps, 'clock'>): OrderEffect {
  return {
    name: 'coupons',
    async apply(tx: Transaction, placed: { userId: string; orders: PlacedOrder[] }) {
      const now = clock.now();
      for (const order of placed.orders) {
        const ids = order.promotions.userCouponIds;
        if (ids.length > 0) {
          const used = await tx
            .update(userCoupons)
            .set({ orderId: order.id, usedAt: now })
            .where(
              and(
                inArray(userCoupons.id, [...ids]),
                eq(userCoupons.userId, placed.userId),
                isNull(userCoupons.orderId),
                inArray(
                  userCoupons.couponId,
                  tx.select({ id: coupons.id }).from(coupons).where(isNull(coupons.endedAt)),
                ),
              ),
            )
            .returning({ id: userCoupons.id });
          if (used.length !== ids.length) throw refuse('COUPON_ALREADY_USED');
        }
        if (order.promotions.lines.length > 0) {
          await tx.insert(orderPromotions).values(
            order.promotions.lines.map((line) => ({
              orderId: order.id,
              userId: placed.userId,
              couponId: line.couponId,
              activityId: line.activityId,
              activityType: line.activityType,
              name: line.name,
              label: line.label,
              amountCents: line.amount,
              paybackCents: line.payback,
            })),
          );
        }
      }
    },
    async release(tx: Transaction, released: ReleasedOrder[]) {
      const ids = released.map((order) => order.id);
      await tx
        .update(userCoupons)
        .set({ orderId: null, usedAt: null })
        .where(inArray(userCoupons.orderId, ids));
      await tx
        .update(orderPromotions)
        .set({ voidAt: clock.now() })
        .where(and(inArray(orderPromotions.orderId, ids), isNull(orderPromotions.paidAt)));
    },
  };
}
