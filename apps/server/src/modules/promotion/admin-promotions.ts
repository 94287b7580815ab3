import {
  type ActivityEdit,
  type AdminActivityRow,
  type AdminCouponRow,
  type CouponEdit,
  OrderStatus,
} from '@tread/domain';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { violatesConstraint } from '../../db/errors';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { orders } from '../order';
import {
  type ActivityRow,
  activityFaceOf,
  activityState,
  type CouponRow,
  couponFaceOf,
  couponState,
  scopeNames,
} from './rules';
import { activities, coupons, orderPromotions, userCoupons } from './tables';

export type StateAction = 'pause' | 'resume' | 'end';

/** The timestamps an action sets: pause and resume toggle `pausedAt`, end is for good. */
function stateChange(action: StateAction, now: Date) {
  if (action === 'pause') return { pausedAt: now };
  if (action === 'resume') return { pausedAt: null };
  return { endedAt: now };
}

const couponValues = (edit: CouponEdit) => ({
  name: edit.name,
  target: edit.target,
  amountCents: edit.amount,
  percent: edit.percent,
  maxOffCents: edit.maxOff,
  minSpendCents: edit.minSpend,
  validFrom: new Date(edit.validFrom),
  validTo: new Date(edit.validTo),
  totalQuantity: edit.totalQuantity,
  perUserLimit: edit.perUserLimit,
  stackable: edit.stackable,
  appOnly: edit.appOnly,
  inCenter: edit.inCenter,
  code: edit.code,
  channelKey: edit.channelKey,
  bannerEnabled: edit.bannerEnabled,
  scope: edit.scope,
});

const activityValues = (edit: ActivityEdit) => ({
  name: edit.name,
  type: edit.type,
  description: edit.description,
  percent: edit.percent,
  amountCents: edit.amount,
  cashback: edit.cashback,
  membersOnly: edit.membersOnly,
  startsAt: new Date(edit.startsAt),
  endsAt: new Date(edit.endsAt),
  scope: edit.scope,
});

// Orders given back (canceled or expired) do not count as uses or discounts given.
const keptOrder = ne(orders.status, OrderStatus.Canceled);

/** Operations create, schedule, pause and end coupons and activities, and see what each gave (issue 14). */
export function adminPromotions({ db, clock }: Deps) {
  async function couponRows(): Promise<AdminCouponRow[]> {
    const now = clock.now();
    const [rows, uses, given] = await Promise.all([
      db.select().from(coupons).orderBy(desc(coupons.id)),
      db
        .select({ couponId: userCoupons.couponId, n: sql<number>`count(*)::int` })
        .from(userCoupons)
        .where(isNotNull(userCoupons.orderId))
        .groupBy(userCoupons.couponId),
      db
        .select({
          couponId: orderPromotions.couponId,
          cents: sql<number>`sum(${orderPromotions.amountCents})::int`,
        })
        .from(orderPromotions)
        .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
        .where(and(isNotNull(orderPromotions.couponId), keptOrder))
        .groupBy(orderPromotions.couponId),
    ]);
    const used = new Map(uses.map((row) => [row.couponId, row.n]));
    const discount = new Map(given.map((row) => [row.couponId, row.cents]));
    const names = await scopeNames(
      db,
      rows.map((row) => row.scope),
    );
    return rows.map((row) => ({
      ...couponFaceOf(row, names),
      state: couponState(row, now),
      totalQuantity: row.totalQuantity,
      perUserLimit: row.perUserLimit,
      inCenter: row.inCenter,
      code: row.code,
      channelKey: row.channelKey,
      bannerEnabled: row.bannerEnabled,
      scope: row.scope,
      claimed: row.claimedCount,
      used: used.get(row.id) ?? 0,
      discountGiven: discount.get(row.id) ?? 0,
    }));
  }

  async function activityRows(): Promise<AdminActivityRow[]> {
    const now = clock.now();
    const [rows, given] = await Promise.all([
      db.select().from(activities).orderBy(desc(activities.id)),
      db
        .select({
          activityId: orderPromotions.activityId,
          orders: sql<number>`count(distinct ${orderPromotions.orderId})::int`,
          amount: sql<number>`sum(${orderPromotions.amountCents})::int`,
          payback: sql<number>`sum(${orderPromotions.paybackCents})::int`,
        })
        .from(orderPromotions)
        .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
        .where(and(isNotNull(orderPromotions.activityId), keptOrder))
        .groupBy(orderPromotions.activityId),
    ]);
    const stats = new Map(given.map((row) => [row.activityId, row]));
    return rows.map((row) => activityRowOf(row, now, stats.get(row.id)));
  }

  /** Writes one change and its audit entry; a code or channel key another coupon has is refused by name. */
  async function write<T>(
    by: Principal,
    action: string,
    subject: string,
    change: (tx: Transaction) => Promise<T>,
  ) {
    try {
      return await db.transaction(async (tx) => {
        const after = await change(tx);
        await recordStaffWrite(tx, { actor: by, action, subject, before: null, after, at: clock.now() });
        return after;
      });
    } catch (error) {
      if (violatesConstraint(error, 'coupons_code_idx')) throw refuse('COUPON_CODE_TAKEN');
      if (violatesConstraint(error, 'coupons_channel_key_idx')) throw refuse('CHANNEL_KEY_TAKEN');
      throw error;
    }
  }

  const found = <T>(row: T | undefined): T => {
    if (!row) throw refuse('NOT_FOUND');
    return row;
  };

  return {
    coupons: async () => ({ list: await couponRows() }),
    activities: async () => ({ list: await activityRows() }),

    createCoupon: (by: Principal, edit: CouponEdit) =>
      write(by, 'coupon.create', 'coupon', async (tx): Promise<CouponRow> => {
        const now = clock.now();
        const [row] = await tx
          .insert(coupons)
          .values({ ...couponValues(edit), createdAt: now, updatedAt: now })
          .returning();
        return found(row);
      }),

    changeCoupon: (by: Principal, id: number, edit: CouponEdit) =>
      write(by, 'coupon.change', `coupon:${id}`, async (tx): Promise<CouponRow> => {
        const [row] = await tx
          .update(coupons)
          .set({ ...couponValues(edit), updatedAt: clock.now() })
          .where(eq(coupons.id, id))
          .returning();
        return found(row);
      }),

    couponState: (by: Principal, id: number, action: StateAction) =>
      write(by, `coupon.${action}`, `coupon:${id}`, async (tx): Promise<CouponRow> => {
        const now = clock.now();
        const [row] = await tx
          .update(coupons)
          .set({ ...stateChange(action, now), updatedAt: now })
          .where(eq(coupons.id, id))
          .returning();
        return found(row);
      }),

    createActivity: (by: Principal, edit: ActivityEdit) =>
      write(by, 'activity.create', 'activity', async (tx): Promise<ActivityRow> => {
        const now = clock.now();
        const [row] = await tx
          .insert(activities)
          .values({ ...activityValues(edit), createdAt: now, updatedAt: now })
          .returning();
        return found(row);
      }),

    changeActivity: (by: Principal, id: number, edit: ActivityEdit) =>
      write(by, 'activity.change', `activity:${id}`, async (tx): Promise<ActivityRow> => {
        const [row] = await tx
          .update(activities)
          .set({ ...activityValues(edit), updatedAt: clock.now() })
          .where(eq(activities.id, id))
          .returning();
        return found(row);
      }),

    activityState: (by: Principal, id: number, action: StateAction) =>
      write(by, `activity.${action}`, `activity:${id}`, async (tx): Promise<ActivityRow> => {
        const now = clock.now();
        const [row] = await tx
          .update(activities)
          .set({ ...stateChange(action, now), updatedAt: now })
          .where(eq(activities.id, id))
          .returning();
        return found(row);
      }),

    /** One coupon or activity as its list shows it, after a change. */
    couponRow: async (id: number) => found((await couponRows()).find((row) => row.couponId === id)),
    activityRow: async (id: number) => found((await activityRows()).find((row) => row.activityId === id)),
  };
}
export type AdminPromotions = ReturnType<typeof adminPromotions>;

export function activityRowOf(
  row: ActivityRow,
  now: Date,
  stats: { orders: number; amount: number; payback: number } | undefined,
): AdminActivityRow {
  return {
    ...activityFaceOf(row),
    state: activityState(row, now),
    percent: row.percent,
    amount: row.amountCents,
    cashback: row.cashback,
    scope: row.scope,
    orders: stats?.orders ?? 0,
    discountGiven: stats?.amount ?? 0,
    paybackGiven: stats?.payback ?? 0,
  };
}
