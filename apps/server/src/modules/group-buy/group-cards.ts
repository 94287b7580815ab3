import {
  effectiveGroupState,
  type GroupActivityCard,
  type GroupState,
  type GroupSummary,
  groupSharePath,
  laDayBounds,
  Messages,
  maskedMemberName,
  PromotionState,
} from '@tread/domain';
import { offerSkuOf, type SkuFacts } from '../catalog';
import type { buyingGroups, groupActivities } from './tables';

export type ActivityRow = typeof groupActivities.$inferSelect;
export type GroupRow = typeof buyingGroups.$inferSelect;
export type MemberRow = {
  orderId: number;
  userId: string;
  nickName: string;
  leader: boolean;
  paid: boolean;
  joinedAt: Date;
};

/** The instants an activity's first day begins and its last day ends, Los Angeles time. */
export function activityWindow(row: ActivityRow): { startsAt: Date; endsAt: Date } {
  return { startsAt: laDayBounds(row.firstDay).start, endsAt: laDayBounds(row.lastDay).end };
}

/** Whether groups can be started now, and what the shopper reads when not. */
export function activityState(
  row: ActivityRow,
  now: Date,
): { state: PromotionState; message: string | null } {
  const { startsAt, endsAt } = activityWindow(row);
  if (row.closedAt || endsAt <= now) return { state: PromotionState.Ended, message: Messages.EventEnded };
  if (now < startsAt) return { state: PromotionState.Scheduled, message: Messages.EventNotStarted };
  return { state: PromotionState.Running, message: null };
}

export function activityCard(
  row: ActivityRow,
  sku: SkuFacts,
  openGroups: number,
  now: Date,
): GroupActivityCard {
  const { startsAt, endsAt } = activityWindow(row);
  return {
    ...offerSkuOf(sku),
    groupActivityId: row.id,
    name: row.name,
    groupPrice: row.groupPriceCents,
    price: sku.price,
    groupSize: row.groupSize,
    timeLimitHours: row.timeLimitHours,
    ...activityState(row, now),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    openGroups,
  };
}

/** The group's state now: one whose time ran out has failed, swept or not yet. */
export const groupStateOf = (group: GroupRow, now: Date): GroupState =>
  effectiveGroupState({ state: group.state, expiresAt: group.expiresAt }, now);

/** A group as shoppers see it; `viewerId` sees their own row named as theirs. */
export function groupSummary(
  group: GroupRow,
  members: readonly MemberRow[],
  viewerId: string | null,
  now: Date,
): GroupSummary {
  const leader = members.find((member) => member.leader);
  return {
    groupId: group.id,
    groupActivityId: group.activityId,
    state: groupStateOf(group, now),
    size: group.size,
    seatsTaken: group.seatsTaken,
    seatsLeft: group.size - group.seatsTaken,
    paidCount: group.paidCount,
    expiresAt: group.expiresAt.toISOString(),
    leaderName: maskedMemberName(leader?.nickName ?? ''),
    members: members.map((member) => ({
      name: member.userId === viewerId ? 'You' : maskedMemberName(member.nickName),
      leader: member.leader,
      paid: member.paid,
      mine: member.userId === viewerId,
      joinedAt: member.joinedAt.toISOString(),
    })),
    sharePath: groupSharePath(group.id),
  };
}
