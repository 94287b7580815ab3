import {
  type ActivityType,
  type AppointmentChoice,
  type CheckoutSpecial,
  type OrderAmounts,
  OrderType,
} from '@tread/domain';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { releaseStock, reserveStock } from '../catalog';
import { orderItems } from './tables';

/** A coupon or activity line an order keeps: what it took off now and what it pays back later. */
export type PromotionRecord = {
  couponId: number | null;
  activityId: number | null;
  activityType: ActivityType | null;
  name: string;
  label: string;
  amount: number;
  payback: number;
};

/** An order just written, as the effects of placing it see it. */
export type PlacedOrder = {
  id: number;
  orderNumber: string;
  lines: { skuId: number; count: number }[];
  amounts: OrderAmounts;
  /** The shopper's coupons the order uses, and its promotion lines (issue 14). */
  promotions: { userCouponIds: number[]; lines: PromotionRecord[] };
  /** The flash sale or group buy it is for (issue 15). */
  special: CheckoutSpecial | null;
  /** The installation time asked for at an installer (issue 19). */
  appointment: (AppointmentChoice & { stationId: number }) | null;
};

/** Orders just paid, in the payment's transaction. */
export type PaidOrder = { id: number; orderNumber: string; userId: string; orderType: OrderType };

/** Orders that give back what they took: canceled, expired, or paid too late and refunded. */
export type ReleasedOrder = { id: number; orderNumber: string; userId: string; orderType: OrderType };

/** Units of an order that came back after it was paid: a return received, or a refund before shipping. */
export type ReturnedUnits = { orderId: number; orderType: OrderType; skuId: number; count: number };

/**
 * What an order takes when it is placed (ARCHITECTURE.md 'Order effects'): `apply` runs in the placing
 * transaction after the orders are written, `release` in whichever transaction gives the orders back.
 * A refusal thrown by `apply` rolls the whole placing back.
 */
export type OrderEffect = {
  name: string;
  apply(tx: Transaction, placed: { userId: string; orders: PlacedOrder[] }): Promise<void>;
  release(tx: Transaction, orders: ReleasedOrder[]): Promise<void>;
  /** Runs in the paying transaction (a group seat counts as paid); a refusal thrown rolls the payment back. */
  paid?(tx: Transaction, orders: PaidOrder[]): Promise<void>;
  /** Runs in the transaction that takes units back from a paid order (after-sales, issue 16). */
  returned?(tx: Transaction, units: ReturnedUnits[]): Promise<void>;
};

/**
 * Stock for every line, taken in SKU order so that racing orders never deadlock. A flash sale sells its own
 * daily stock (its effect), so its units neither take from nor go back to the SKU's stock.
 */
export const reserveStockEffect: OrderEffect = {
  name: 'stock',
  apply: (tx, placed) =>
    reserveStock(
      tx,
      placed.orders.filter((order) => order.special?.kind !== 'seckill').flatMap((order) => order.lines),
    ),
  async release(tx, all) {
    const released = all.filter((order) => order.orderType !== OrderType.FlashSale);
    if (released.length === 0) return;
    const lines = await tx
      .select({ skuId: orderItems.skuId, count: orderItems.count })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          released.map((order) => order.id),
        ),
      );
    await releaseStock(tx, lines);
  },
  returned: (tx, units) =>
    releaseStock(
      tx,
      units.filter((unit) => unit.orderType !== OrderType.FlashSale),
    ),
};

/** The effects every placed order runs, in order; a later capability adds its own to the list. */
export type OrderEffects = Required<Omit<OrderEffect, 'name'>>;

export function orderEffects(effects: readonly OrderEffect[]): OrderEffects {
  return {
    async apply(tx, placed) {
      for (const effect of effects) await effect.apply(tx, placed);
    },
    async release(tx, orders) {
      if (orders.length === 0) return;
      // Given back in the reverse order of taking, like unwinding a stack.
      for (const effect of [...effects].reverse()) await effect.release(tx, orders);
    },
    async paid(tx, orders) {
      for (const effect of effects) await effect.paid?.(tx, orders);
    },
    async returned(tx, units) {
      if (units.length === 0) return;
      for (const effect of [...effects].reverse()) await effect.returned?.(tx, units);
    },
  };
}
