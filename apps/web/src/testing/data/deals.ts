import {
  clockOfMinute,
  effectiveGroupState,
  type FlashSaleCard,
  type FlashSaleSchedule,
  FlashSaleStatus,
  flashSaleDay,
  flashSaleState,
  type GroupActivityCard,
  GroupState,
  type GroupSummary,
  groupSharePath,
  Messages,
  MINUTES_PER_DAY,
  maskedMemberName,
  type OrderGroup,
  PromotionState,
} from '@tread/domain';
import { type CatalogSku, premierSku } from './catalog';

/**
 * Flash sales and group buys of web tests, kept as the server keeps them (a schedule and today's sales; groups and
 * their members) and answered through the domain's rules: a sale's state by `flashSaleState`, a group's by
 * `effectiveGroupState`, names masked by `maskedMemberName`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The Los Angeles day `days` from `now`. */
const dayFrom = (days: number, now = new Date()) => flashSaleDay(new Date(now.getTime() + days * DAY_MS));

/** A schedule from day `firstDays` to day `lastDays` (from today) with one session, never closed early. */
const scheduleOf = (
  firstDays: number,
  lastDays: number,
  sessionStartMinute: number,
  sessionEndMinute: number,
  dailyStock: number,
): FlashSaleSchedule => ({
  firstDay: dayFrom(firstDays),
  lastDay: dayFrom(lastDays),
  sessionStartMinute,
  sessionEndMinute,
  dailyStock,
  closedAt: null,
});

/** Schedules relative to the real clock, so a test needs no fake one: on all day, starting tomorrow, or over. */
export const flashSchedules = {
  onAllDay: (dailyStock = 100) => scheduleOf(-1, 7, 0, MINUTES_PER_DAY, dailyStock),
  fromTomorrowNoon: (dailyStock = 100) => scheduleOf(1, 7, 12 * 60, 14 * 60, dailyStock),
  endedYesterday: (dailyStock = 100) => scheduleOf(-7, -1, 12 * 60, 14 * 60, dailyStock),
};

export interface FlashSaleFixture {
  seckillId: number;
  name: string;
  sku: CatalogSku;
  /** Cents. */
  flashPrice: number;
  perShopperLimit: number;
  schedule: FlashSaleSchedule;
  soldToday: number;
  /** What the signed-in test shopper bought today. */
  boughtToday: number;
}

/** A flash sale of the Premier A/S 225/45R17 at $149.99, on all day, 100 a day, 2 per shopper. */
export function flashSaleFixture(changes: Partial<FlashSaleFixture> & Pick<FlashSaleFixture, 'seckillId'>) {
  return {
    name: 'Premier A/S flash sale',
    sku: premierSku,
    flashPrice: 14_999,
    perShopperLimit: 2,
    schedule: flashSchedules.onAllDay(),
    soldToday: 40,
    boughtToday: 0,
    ...changes,
  } satisfies FlashSaleFixture;
}

/** The product a deal card names: flash sale and group buy cards carry the same SKU fields. */
const dealSkuOf = (sku: CatalogSku) => ({
  prodId: sku.prodId,
  skuId: sku.skuId,
  prodName: sku.prodName,
  brandName: sku.brandName,
  image: '/api/catalog/art/tire/7/tread.svg?v=1',
  bizType: sku.bizType,
  displaySize: sku.displaySize,
});

/** The sale as the snap-up list shows it at `now`. */
export function flashSaleCardOf(sale: FlashSaleFixture, now = new Date()): FlashSaleCard {
  const state = flashSaleState(sale.schedule, sale.soldToday, now);
  const { sku, schedule } = sale;
  return {
    seckillId: sale.seckillId,
    name: sale.name,
    ...dealSkuOf(sku),
    price: sale.flashPrice,
    oriPrice: sku.price,
    perShopperLimit: sale.perShopperLimit,
    stock: schedule.dailyStock,
    sold: Math.min(sale.soldToday, schedule.dailyStock),
    left: Math.max(0, schedule.dailyStock - sale.soldToday),
    status: state.status,
    message: state.message,
    sessionStart: clockOfMinute(schedule.sessionStartMinute),
    sessionEnd: clockOfMinute(schedule.sessionEndMinute),
    opensAt: state.opensAt?.toISOString() ?? null,
    closesAt: state.closesAt?.toISOString() ?? null,
  };
}

/** The refusal code a sale answers a checkout with in each state but 'ongoing'. */
export const FLASH_REFUSALS = {
  [FlashSaleStatus.NotStarted]: 'EVENT_NOT_STARTED',
  [FlashSaleStatus.SoldOut]: 'FLASH_SALE_SOLD_OUT',
  [FlashSaleStatus.Ended]: 'EVENT_ENDED',
  [FlashSaleStatus.Closed]: 'FLASH_SALE_CLOSED',
} as const;

export interface GroupActivityFixture {
  groupActivityId: number;
  name: string;
  sku: CatalogSku;
  /** Cents. */
  groupPrice: number;
  groupSize: number;
  timeLimitHours: number;
  startsAt: string;
  endsAt: string;
}

/** A 3-person group buy of the Premier A/S at $159.99, 24 hours to fill, running for a month. */
export function groupActivityFixture(
  changes: Partial<GroupActivityFixture> & Pick<GroupActivityFixture, 'groupActivityId'>,
) {
  return {
    name: 'Premier A/S group buy',
    sku: premierSku,
    groupPrice: 15_999,
    groupSize: 3,
    timeLimitHours: 24,
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    ...changes,
  } satisfies GroupActivityFixture;
}

export interface GroupMemberFixture {
  nickname: string;
  paid: boolean;
  /** The signed-in test shopper's seat. */
  mine: boolean;
  /** Their order, when it is the shopper's. */
  orderNumber?: string;
}

export interface GroupFixture {
  groupId: number;
  groupActivityId: number;
  /** The stored state; an open group past its deadline reads as failed. */
  state: GroupState;
  expiresAt: string;
  /** The leader first. */
  members: GroupMemberFixture[];
}

/** A group of activity `groupActivityId` started by Jordan an hour ago, 5 hours left. */
export function groupFixture(
  changes: Partial<GroupFixture> & Pick<GroupFixture, 'groupId' | 'groupActivityId'>,
) {
  return {
    state: GroupState.Open,
    expiresAt: new Date(Date.now() + 5 * HOUR_MS).toISOString(),
    members: [{ nickname: 'Jordan', paid: true, mine: false }],
    ...changes,
  } satisfies GroupFixture;
}

/** The group as shown to a shopper (`signedIn` marks their own seat), at `now`. */
export function groupSummaryOf(
  group: GroupFixture,
  activity: GroupActivityFixture,
  signedIn: boolean,
  now = new Date(),
): GroupSummary {
  const hourAgo = now.getTime() - HOUR_MS;
  const members = group.members.map((member, index) => ({
    name: maskedMemberName(member.nickname),
    leader: index === 0,
    paid: member.paid,
    mine: signedIn && member.mine,
    joinedAt: new Date(hourAgo + index * 60_000).toISOString(),
  }));
  return {
    groupId: group.groupId,
    groupActivityId: group.groupActivityId,
    state: effectiveGroupState({ state: group.state, expiresAt: new Date(group.expiresAt) }, now),
    size: activity.groupSize,
    seatsTaken: members.length,
    seatsLeft: Math.max(0, activity.groupSize - members.length),
    paidCount: members.filter((member) => member.paid).length,
    expiresAt: group.expiresAt,
    leaderName: members[0]?.name ?? maskedMemberName(''),
    members,
    sharePath: groupSharePath(group.groupId),
  };
}

/** The group buy as the list shows it at `now`, counting the open groups one can still join. */
export function groupActivityCardOf(
  activity: GroupActivityFixture,
  groups: readonly GroupFixture[],
  now = new Date(),
): GroupActivityCard {
  const { sku } = activity;
  const state =
    now.getTime() < Date.parse(activity.startsAt)
      ? PromotionState.Scheduled
      : now.getTime() >= Date.parse(activity.endsAt)
        ? PromotionState.Ended
        : PromotionState.Running;
  const message =
    state === PromotionState.Scheduled
      ? Messages.EventNotStarted
      : state === PromotionState.Ended
        ? Messages.EventEnded
        : null;
  const openGroups = groups
    .filter((group) => group.groupActivityId === activity.groupActivityId)
    .map((group) => groupSummaryOf(group, activity, false, now))
    .filter((group) => group.state === GroupState.Open && group.seatsLeft > 0).length;
  return {
    groupActivityId: activity.groupActivityId,
    name: activity.name,
    ...dealSkuOf(sku),
    groupPrice: activity.groupPrice,
    price: sku.price,
    groupSize: activity.groupSize,
    timeLimitHours: activity.timeLimitHours,
    state,
    message,
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    openGroups,
  };
}

/** A group-buy order's group as the order list and detail carry it (its summary's figures). */
export function orderGroupOf(summary: GroupSummary): OrderGroup {
  const { groupId, state, size, seatsLeft, expiresAt, sharePath } = summary;
  return { groupId, state, size, seatsLeft, expiresAt, sharePath };
}
