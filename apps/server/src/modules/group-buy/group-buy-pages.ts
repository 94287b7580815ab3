import {
  type GroupActivityDetail,
  type GroupActivityList,
  type GroupDetail,
  GroupState,
  groupSharePath,
  type OrderGroup,
  PromotionState,
} from '@tread/domain';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { users } from '../account';
import { skuFactsById } from '../catalog';
import { orders } from '../order';
import {
  type ActivityRow,
  activityCard,
  type GroupRow,
  groupStateOf,
  groupSummary,
  type MemberRow,
} from './group-cards';
import { buyingGroups, groupActivities, groupMembers } from './tables';

/** The members holding seats of these groups, leader first. */
export async function membersOf(
  db: Database | Transaction,
  groupIds: readonly number[],
): Promise<Map<number, (MemberRow & { orderNumber: string })[]>> {
  const byGroup = new Map<number, (MemberRow & { orderNumber: string })[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({
      groupId: groupMembers.groupId,
      orderId: groupMembers.orderId,
      orderNumber: orders.orderNumber,
      userId: groupMembers.userId,
      nickName: users.nickName,
      leader: groupMembers.leader,
      paid: sql<boolean>`${groupMembers.paidAt} is not null`,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(and(inArray(groupMembers.groupId, [...groupIds]), isNull(groupMembers.leftAt)))
    .orderBy(desc(groupMembers.leader), asc(groupMembers.joinedAt));
  for (const { groupId, ...member } of rows) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), member]);
  return byGroup;
}

/** The group-buy list, an activity with the groups one can join, a group's details, and orders' groups. */
export function groupBuyPages({ db, clock }: Deps) {
  async function cardsOf(rows: ActivityRow[], now: Date) {
    const [skus, open] = await Promise.all([
      skuFactsById(
        db,
        rows.map((row) => row.skuId),
      ),
      rows.length === 0
        ? []
        : db
            .select({ activityId: buyingGroups.activityId, n: sql<number>`count(*)::int` })
            .from(buyingGroups)
            .where(
              and(
                inArray(
                  buyingGroups.activityId,
                  rows.map((row) => row.id),
                ),
                eq(buyingGroups.state, GroupState.Open),
                gt(buyingGroups.expiresAt, now),
              ),
            )
            .groupBy(buyingGroups.activityId),
    ]);
    const openBy = new Map(open.map((row) => [row.activityId, row.n]));
    return rows.flatMap((row) => {
      const sku = skus.get(row.skuId);
      return sku ? [activityCard(row, sku, openBy.get(row.id) ?? 0, now)] : [];
    });
  }

  async function activity(id: number): Promise<ActivityRow> {
    const [row] = await db.select().from(groupActivities).where(eq(groupActivities.id, id));
    if (!row) throw refuse('EVENT_ENDED');
    return row;
  }

  return {
    cardsOf,

    /** GET /group/activities: group buys running now or coming. */
    async list(): Promise<GroupActivityList> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(groupActivities)
        .where(isNull(groupActivities.closedAt))
        .orderBy(desc(groupActivities.id));
      const cards = await cardsOf(rows, now);
      return { list: cards.filter((card) => card.state !== PromotionState.Ended) };
    },

    /** GET /group/activities/:id: the offer and its groups still taking members, fullest first. */
    async activityDetail(id: number, viewerId: string | null): Promise<GroupActivityDetail> {
      const now = clock.now();
      const [card] = await cardsOf([await activity(id)], now);
      if (!card) throw refuse('EVENT_ENDED');
      const open = await db
        .select()
        .from(buyingGroups)
        .where(
          and(
            eq(buyingGroups.activityId, id),
            eq(buyingGroups.state, GroupState.Open),
            gt(buyingGroups.expiresAt, now),
            sql`${buyingGroups.seatsTaken} < ${buyingGroups.size}`,
          ),
        )
        .orderBy(desc(buyingGroups.seatsTaken), asc(buyingGroups.expiresAt))
        .limit(20);
      const members = await membersOf(
        db,
        open.map((group) => group.id),
      );
      return {
        ...card,
        serverTime: now.toISOString(),
        groups: open.map((group) => groupSummary(group, members.get(group.id) ?? [], viewerId, now)),
      };
    },

    /** GET /group/:groupId: anyone may look at a group shared with them. */
    async groupDetail(groupId: number, viewerId: string | null): Promise<GroupDetail> {
      const now = clock.now();
      const [group] = await db.select().from(buyingGroups).where(eq(buyingGroups.id, groupId));
      if (!group) throw refuse('GROUP_NOT_FOUND');
      const [[card], members] = await Promise.all([
        cardsOf([await activity(group.activityId)], now),
        membersOf(db, [groupId]),
      ]);
      if (!card) throw refuse('GROUP_NOT_FOUND');
      const seated = members.get(groupId) ?? [];
      return {
        ...groupSummary(group, seated, viewerId, now),
        serverTime: now.toISOString(),
        activity: card,
        myOrderNumber: seated.find((member) => member.userId === viewerId)?.orderNumber ?? null,
      };
    },

    /** The group of each group-buy order, for order cards; an order that left its group shows it still. */
    async groupsOf(orderIds: number[], now: Date): Promise<Map<number, OrderGroup>> {
      const rows = await db
        .select({ orderId: groupMembers.orderId, group: buyingGroups })
        .from(groupMembers)
        .innerJoin(buyingGroups, eq(buyingGroups.id, groupMembers.groupId))
        .where(inArray(groupMembers.orderId, orderIds));
      return new Map(rows.map(({ orderId, group }) => [orderId, orderGroup(group, now)]));
    },
  };
}
export type GroupBuyPages = ReturnType<typeof groupBuyPages>;

const orderGroup = (group: GroupRow, now: Date): OrderGroup => ({
  groupId: group.id,
  state: groupStateOf(group, now),
  size: group.size,
  seatsLeft: group.size - group.seatsTaken,
  expiresAt: group.expiresAt.toISOString(),
  sharePath: groupSharePath(group.id),
});
