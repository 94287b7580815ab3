import { type CheckoutSpecial, GroupState, OrderType, PromotionState } from '@tread/domain';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { violatesConstraint } from '../../db/errors';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { GroupOrders, OrderEffect, SpecialPort } from '../order';
import { type ActivityRow, activityState, groupStateOf } from './group-cards';
import { buyingGroups, groupActivities, groupMembers } from './tables';

const HOUR_MS = 60 * 60 * 1000;

type GroupSpecial = Extract<CheckoutSpecial, { kind: 'group' }>;
const groupSpecialOf = (special: CheckoutSpecial | null): GroupSpecial | null =>
  special?.kind === 'group' ? special : null;

/** Holds nothing before the transaction: a seat is taken by the order's own effect. */
const NOTHING_HELD = { giveBack: async () => {}, done: () => {} };

/**
 * Starting or joining a group (issue 15): the order takes a seat when it is placed, under a guard that never
 * seats more than the group's size nor one shopper twice; paying counts the seat paid, and the last paid
 * seat moves every member's order on to processing together. An unpaid order given back frees its seat.
 */
export function joinGroup({ db, clock }: Deps, orders: GroupOrders) {
  async function activity(reader: Database | Transaction, id: number): Promise<ActivityRow> {
    const [row] = await reader.select().from(groupActivities).where(eq(groupActivities.id, id));
    if (!row) throw refuse('EVENT_ENDED');
    const { state } = activityState(row, clock.now());
    if (state === PromotionState.Scheduled) throw refuse('EVENT_NOT_STARTED');
    if (state !== PromotionState.Running) throw refuse('EVENT_ENDED');
    return row;
  }

  /** Why a group cannot seat this shopper: gone, over, full, or already theirs. */
  async function refusalToJoin(reader: Database | Transaction, special: GroupSpecial, userId: string) {
    const [group] = await reader
      .select()
      .from(buyingGroups)
      .where(eq(buyingGroups.id, special.groupId ?? 0));
    if (!group || group.activityId !== special.groupActivityId) return refuse('GROUP_NOT_FOUND');
    if (groupStateOf(group, clock.now()) !== GroupState.Open) return refuse('GROUP_ENDED');
    const [seated] = await reader
      .select({ orderId: groupMembers.orderId })
      .from(groupMembers)
      .where(
        and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId), isNull(groupMembers.leftAt)),
      );
    if (seated) return refuse('ALREADY_IN_GROUP');
    if (group.seatsTaken >= group.size) return refuse('GROUP_FULL');
    return null;
  }

  const port: SpecialPort = {
    async offer(userId, special) {
      const wanted = groupSpecialOf(special);
      if (!wanted) throw refuse('GROUP_NOT_FOUND');
      const row = await activity(db, wanted.groupActivityId);
      if (wanted.groupId !== undefined) {
        const refused = await refusalToJoin(db, wanted, userId);
        if (refused) throw refused;
      }
      return {
        orderType: OrderType.Group,
        skuId: row.skuId,
        priceCents: row.groupPriceCents,
        // The SKU's own purchase limit and stock bound the count, as for any line.
        maxCount: Number.MAX_SAFE_INTEGER,
      };
    },
    hold: async () => NOTHING_HELD,
  };

  /** A seat in the group joined, or a new group with the shopper as leader. */
  async function takeSeat(
    tx: Transaction,
    special: GroupSpecial,
    userId: string,
    now: Date,
  ): Promise<number> {
    const row = await activity(tx, special.groupActivityId);
    if (special.groupId === undefined) {
      const [group] = await tx
        .insert(buyingGroups)
        .values({
          activityId: row.id,
          leaderId: userId,
          size: row.groupSize,
          seatsTaken: 1,
          state: GroupState.Open,
          expiresAt: new Date(now.getTime() + row.timeLimitHours * HOUR_MS),
          createdAt: now,
        })
        .returning({ id: buyingGroups.id });
      if (!group) throw new Error('group not written');
      return group.id;
    }
    // The row's lock orders racing joins; the guard lets through only as many as there are seats, and a
    // shopper already seated is refused by the member row's unique index below.
    const [seat] = await tx
      .update(buyingGroups)
      .set({ seatsTaken: sql`${buyingGroups.seatsTaken} + 1` })
      .where(
        and(
          eq(buyingGroups.id, special.groupId),
          eq(buyingGroups.state, GroupState.Open),
          gt(buyingGroups.expiresAt, now),
          lt(buyingGroups.seatsTaken, buyingGroups.size),
        ),
      )
      .returning({ id: buyingGroups.id });
    if (!seat) throw (await refusalToJoin(tx, special, userId)) ?? refuse('GROUP_FULL');
    return seat.id;
  }

  const effect: OrderEffect = {
    name: 'group seat',
    async apply(tx, placed) {
      const now = clock.now();
      for (const order of placed.orders) {
        const special = groupSpecialOf(order.special);
        if (!special) continue;
        const groupId = await takeSeat(tx, special, placed.userId, now);
        // A shopper already in the group, or seated by a racing order of theirs: the unique index refuses it.
        await tx
          .insert(groupMembers)
          .values({
            orderId: order.id,
            groupId,
            userId: placed.userId,
            leader: special.groupId === undefined,
            joinedAt: now,
          })
          .catch((error: unknown) => {
            throw violatesConstraint(error, 'group_members_once_idx') ? refuse('ALREADY_IN_GROUP') : error;
          });
      }
    },

    /** Unpaid orders given back free their seats in a group still open; a group left empty has failed. */
    async release(tx, released) {
      const now = clock.now();
      const left = await tx
        .update(groupMembers)
        .set({ leftAt: now })
        .where(
          and(
            inArray(
              groupMembers.orderId,
              released.map((order) => order.id),
            ),
            isNull(groupMembers.leftAt),
            isNull(groupMembers.paidAt),
          ),
        )
        .returning({ groupId: groupMembers.groupId });
      for (const { groupId } of left) {
        await tx
          .update(buyingGroups)
          .set({
            seatsTaken: sql`${buyingGroups.seatsTaken} - 1`,
            state: sql`case when ${buyingGroups.seatsTaken} = 1 then ${GroupState.Failed} else ${buyingGroups.state} end`,
            endedAt: sql`case when ${buyingGroups.seatsTaken} = 1 then ${now.toISOString()}::timestamptz end`,
          })
          .where(and(eq(buyingGroups.id, groupId), eq(buyingGroups.state, GroupState.Open)));
      }
    },

    /** A paid seat counts; the last one fills the group and moves every member's order on, once. */
    async paid(tx, paid) {
      const now = clock.now();
      const grouped = paid.filter((order) => order.orderType === OrderType.Group);
      for (const order of grouped) {
        const [member] = await tx
          .update(groupMembers)
          .set({ paidAt: now })
          .where(and(eq(groupMembers.orderId, order.id), isNull(groupMembers.leftAt)))
          .returning({ groupId: groupMembers.groupId });
        if (!member) throw refuse('GROUP_ENDED');
        const [group] = await tx
          .update(buyingGroups)
          .set({ paidCount: sql`${buyingGroups.paidCount} + 1` })
          .where(
            and(
              eq(buyingGroups.id, member.groupId),
              eq(buyingGroups.state, GroupState.Open),
              gt(buyingGroups.expiresAt, now),
            ),
          )
          .returning();
        if (!group) throw refuse('GROUP_ENDED');
        if (group.paidCount < group.size) continue;
        await tx
          .update(buyingGroups)
          .set({ state: GroupState.Filled, endedAt: now })
          .where(eq(buyingGroups.id, group.id));
        const members = await tx
          .select({ orderId: groupMembers.orderId })
          .from(groupMembers)
          .where(and(eq(groupMembers.groupId, group.id), isNull(groupMembers.leftAt)));
        await orders.moveOnFilled(
          tx,
          members.map((m) => m.orderId),
          now,
        );
      }
    },
  };

  return { port, effect };
}
