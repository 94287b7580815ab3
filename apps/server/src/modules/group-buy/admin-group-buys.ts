import {
  type AdminGroupActivitiesAnswer,
  type AdminGroupActivityRow,
  type AdminGroupRow,
  type AdminGroupsAnswer,
  type GroupActivityEdit,
  GroupBuyMessages,
  GroupState,
  Messages,
} from '@tread/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { skuFactsById } from '../catalog';
import type { EndGroups } from './end-groups';
import { type GroupBuyPages, membersOf } from './group-buy-pages';
import { type ActivityRow, groupSummary } from './group-cards';
import { buyingGroups, groupActivities } from './tables';

/** Operations schedule group buys, watch their groups and close one early (issue 15). */
export function adminGroupBuys(deps: Deps, pages: GroupBuyPages, ending: EndGroups) {
  const { db, clock } = deps;

  async function rowsOf(rows: ActivityRow[]): Promise<AdminGroupActivityRow[]> {
    const now = clock.now();
    const [cards, ended] = await Promise.all([
      pages.cardsOf(rows, now),
      db
        .select({
          activityId: buyingGroups.activityId,
          filled: sql<number>`count(*) filter (where ${buyingGroups.state} = ${GroupState.Filled})::int`,
          failed: sql<number>`count(*) filter (where ${buyingGroups.state} <> ${GroupState.Filled} and ${buyingGroups.state} <> ${GroupState.Open})::int`,
        })
        .from(buyingGroups)
        .groupBy(buyingGroups.activityId),
    ]);
    const counts = new Map(ended.map((row) => [row.activityId, row]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return cards.flatMap((card) => {
      const row = byId.get(card.groupActivityId);
      if (!row) return [];
      const count = counts.get(row.id);
      return [
        {
          ...card,
          firstDay: row.firstDay,
          lastDay: row.lastDay,
          closedAt: row.closedAt?.toISOString() ?? null,
          filledGroups: count?.filled ?? 0,
          failedGroups: count?.failed ?? 0,
        },
      ];
    });
  }

  async function rowOf(id: number): Promise<AdminGroupActivityRow> {
    const [row] = await db.select().from(groupActivities).where(eq(groupActivities.id, id));
    const [answer] = row ? await rowsOf([row]) : [];
    if (!answer) throw refuse('NOT_FOUND');
    return answer;
  }

  /** The SKU must exist and the group price be below its usual price. */
  async function checkedValues(tx: Transaction, edit: GroupActivityEdit) {
    const sku = (await skuFactsById(tx, [edit.skuId])).get(edit.skuId);
    if (!sku) throw invalidInput(Messages.ProductUnavailable, 'skuId');
    if (edit.groupPrice >= sku.price) throw invalidInput(GroupBuyMessages.PriceBelowUsual, 'groupPrice');
    return {
      name: edit.name,
      skuId: edit.skuId,
      groupPriceCents: edit.groupPrice,
      groupSize: edit.groupSize,
      timeLimitHours: edit.timeLimitHours,
      firstDay: edit.firstDay,
      lastDay: edit.lastDay,
      updatedAt: clock.now(),
    };
  }

  async function write(
    by: Principal,
    action: string,
    change: (tx: Transaction) => Promise<ActivityRow | undefined>,
  ) {
    const id = await db.transaction(async (tx) => {
      const row = await change(tx);
      if (!row) throw refuse('NOT_FOUND');
      const at = clock.now();
      await recordStaffWrite(tx, {
        actor: by,
        action,
        subject: `group-buy:${row.id}`,
        before: null,
        after: row,
        at,
      });
      return row.id;
    });
    return rowOf(id);
  }

  /** The groups `where` picks, newest first, as the console lists them. */
  async function groupRows(where: SQL): Promise<AdminGroupRow[]> {
    const now = clock.now();
    const groups = await db
      .select()
      .from(buyingGroups)
      .where(where)
      .orderBy(desc(buyingGroups.id))
      .limit(200);
    const members = await membersOf(
      db,
      groups.map((group) => group.id),
    );
    return groups.map((group) => {
      const seated = members.get(group.id) ?? [];
      return {
        ...groupSummary(group, seated, null, now),
        createdAt: group.createdAt.toISOString(),
        orderNumbers: seated.map((member) => member.orderNumber),
      };
    });
  }

  /** Closes a group and records who did; its paid members are refunded in full. */
  async function closeGroup(by: Principal, groupId: number): Promise<void> {
    await ending.close(groupId);
    await db.transaction((tx) =>
      recordStaffWrite(tx, {
        actor: by,
        action: 'group.close',
        subject: `group:${groupId}`,
        before: null,
        after: { state: GroupState.Closed },
        at: clock.now(),
      }),
    );
  }

  return {
    async list(): Promise<AdminGroupActivitiesAnswer> {
      return {
        list: await rowsOf(await db.select().from(groupActivities).orderBy(desc(groupActivities.id))),
      };
    },

    create: (by: Principal, edit: GroupActivityEdit) =>
      write(by, 'group-buy.create', async (tx) => {
        const values = await checkedValues(tx, edit);
        const [row] = await tx
          .insert(groupActivities)
          .values({ ...values, createdAt: values.updatedAt })
          .returning();
        return row;
      }),

    /** Running groups keep the size and time limit they started with. */
    update: (by: Principal, id: number, edit: GroupActivityEdit) =>
      write(by, 'group-buy.change', async (tx) => {
        const values = await checkedValues(tx, edit);
        const [row] = await tx
          .update(groupActivities)
          .set(values)
          .where(eq(groupActivities.id, id))
          .returning();
        return row;
      }),

    /** No new groups start; every open group is closed and its paid members refunded. */
    async close(by: Principal, id: number): Promise<AdminGroupActivityRow> {
      const now = clock.now();
      await write(by, 'group-buy.close', async (tx) => {
        const [row] = await tx
          .update(groupActivities)
          .set({
            closedAt: sql`coalesce(${groupActivities.closedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(groupActivities.id, id))
          .returning();
        return row;
      });
      const open = await db
        .select({ id: buyingGroups.id })
        .from(buyingGroups)
        .where(and(eq(buyingGroups.activityId, id), eq(buyingGroups.state, GroupState.Open)));
      for (const group of open) await closeGroup(by, group.id);
      return rowOf(id);
    },

    groups: async (activityId: number): Promise<AdminGroupsAnswer> => ({
      list: await groupRows(eq(buyingGroups.activityId, activityId)),
    }),

    async closeGroup(by: Principal, groupId: number): Promise<AdminGroupRow> {
      const [exists] = await db
        .select({ id: buyingGroups.id })
        .from(buyingGroups)
        .where(eq(buyingGroups.id, groupId));
      if (!exists) throw refuse('GROUP_NOT_FOUND');
      await closeGroup(by, groupId);
      const [closed] = await groupRows(eq(buyingGroups.id, groupId));
      if (!closed) throw refuse('GROUP_NOT_FOUND');
      return closed;
    },
  };
}
export type AdminGroupBuys = ReturnType<typeof adminGroupBuys>;
