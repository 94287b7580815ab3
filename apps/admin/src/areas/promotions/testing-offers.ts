import {
  type AdminFlashSaleRow,
  type AdminGroupActivityRow,
  type AdminGroupRow,
  adminFlashSaleRow,
  adminGroupActivityRow,
  adminGroupRow,
  effectiveGroupState,
  type FlashSaleEdit,
  flashSaleState,
  type GroupActivityEdit,
  GroupState,
  groupSharePath,
  laMidnight,
  Messages,
  maskedMemberName,
  minuteOfDay,
  orderNumber,
  PromotionState,
  UserRole,
} from '@tread/domain';
import type { Call } from './testing';
import { type Answer, catalogAnswer, idIn, NOT_FOUND, skuIn } from './testing-catalog';

/**
 * A small shop for the flash-sale and group-buy screens: flash sales and group buys kept as their
 * settings, and answers derived from them with the domain's own rules (a sale's state and counts, a group's
 * effective state, masked member names, order numbers), as the server derives them. Every flash-sale and
 * group-buy answer is checked against the API's schema.
 */

/** The shop's clock for these doubles: noon in Los Angeles on Friday 11/27/2026. */
export const SHOP_NOW = new Date('2026-11-27T20:00:00Z');
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export type FlashSaleSettings = {
  seckillId: number;
  name: string;
  skuId: number;
  flashPrice: number;
  dailyStock: number;
  perShopperLimit: number;
  firstDay: string;
  lastDay: string;
  sessionStart: string;
  sessionEnd: string;
  closedAt: string | null;
  /** Units sold today and over every day. */
  soldToday: number;
  soldTotal: number;
};

export const flashSale = (change: Partial<FlashSaleSettings> = {}): FlashSaleSettings => ({
  seckillId: 5,
  name: 'Black Friday PS4S',
  skuId: 120,
  flashPrice: 14999,
  dailyStock: 100,
  perShopperLimit: 2,
  firstDay: '2026-11-27',
  lastDay: '2026-11-30',
  sessionStart: '00:00',
  sessionEnd: '24:00',
  closedAt: null,
  soldToday: 37,
  soldTotal: 37,
  ...change,
});

/** A flash sale as GET /api/admin/seckills answers it at `now`. */
export function flashSaleRow(sale: FlashSaleSettings, now = SHOP_NOW): AdminFlashSaleRow {
  const { usualPrice, ...sku } = skuIn(sale.skuId);
  const state = flashSaleState(
    {
      firstDay: sale.firstDay,
      lastDay: sale.lastDay,
      sessionStartMinute: minuteOfDay(sale.sessionStart),
      sessionEndMinute: minuteOfDay(sale.sessionEnd),
      dailyStock: sale.dailyStock,
      closedAt: sale.closedAt ? new Date(sale.closedAt) : null,
    },
    sale.soldToday,
    now,
  );
  return adminFlashSaleRow.parse({
    ...sku,
    seckillId: sale.seckillId,
    name: sale.name,
    price: sale.flashPrice,
    oriPrice: usualPrice,
    perShopperLimit: sale.perShopperLimit,
    stock: sale.dailyStock,
    sold: sale.soldToday,
    left: Math.max(0, sale.dailyStock - sale.soldToday),
    status: state.status,
    message: state.message,
    sessionStart: sale.sessionStart,
    sessionEnd: sale.sessionEnd,
    opensAt: iso(state.opensAt),
    closesAt: iso(state.closesAt),
    firstDay: sale.firstDay,
    lastDay: sale.lastDay,
    soldTotal: sale.soldTotal,
    closedAt: sale.closedAt,
  });
}

export type GroupSettings = {
  groupId: number;
  createdAt: string;
  /** As stored: an open group whose time is up reads as failed. */
  state: GroupState;
  members: { nickname: string; paid: boolean; orderDigits: string }[];
};

export type GroupActivitySettings = {
  groupActivityId: number;
  name: string;
  skuId: number;
  groupPrice: number;
  groupSize: number;
  timeLimitHours: number;
  firstDay: string;
  lastDay: string;
  closedAt: string | null;
  groups: GroupSettings[];
};

export const groupActivity = (change: Partial<GroupActivitySettings> = {}): GroupActivitySettings => ({
  groupActivityId: 7,
  name: 'Team up on PS4S',
  skuId: 121,
  groupPrice: 19999,
  groupSize: 3,
  timeLimitHours: 24,
  firstDay: '2026-11-20',
  lastDay: '2026-12-10',
  closedAt: null,
  groups: [],
  ...change,
});

/** A group as GET …/groups answers it at `now`: members masked as shoppers see them, the leader first. */
export function groupRow(
  activity: GroupActivitySettings,
  group: GroupSettings,
  now = SHOP_NOW,
): AdminGroupRow {
  const created = Date.parse(group.createdAt);
  const expiresAt = new Date(created + activity.timeLimitHours * HOUR_MS);
  const members = group.members.map((member, index) => ({
    name: maskedMemberName(member.nickname),
    leader: index === 0,
    paid: member.paid,
    mine: false,
    joinedAt: new Date(created + index * 5 * 60_000).toISOString(),
  }));
  return adminGroupRow.parse({
    groupId: group.groupId,
    groupActivityId: activity.groupActivityId,
    state: effectiveGroupState({ state: group.state, expiresAt }, now),
    size: activity.groupSize,
    seatsTaken: members.length,
    seatsLeft: activity.groupSize - members.length,
    paidCount: members.filter((member) => member.paid).length,
    expiresAt: expiresAt.toISOString(),
    leaderName: members[0]?.name ?? '',
    members,
    sharePath: groupSharePath(group.groupId),
    createdAt: group.createdAt,
    orderNumbers: group.members.map((member) => orderNumber(new Date(created), member.orderDigits)),
  });
}

/** A group buy as GET /api/admin/group-activities answers it at `now`: its days as Los Angeles midnights. */
export function groupActivityRow(activity: GroupActivitySettings, now = SHOP_NOW): AdminGroupActivityRow {
  const { usualPrice, ...sku } = skuIn(activity.skuId);
  const startsAt = laMidnight(dayDate(activity.firstDay));
  const endsAt = laMidnight(new Date(dayDate(activity.lastDay).getTime() + DAY_MS));
  const state =
    activity.closedAt || now >= endsAt
      ? PromotionState.Ended
      : now < startsAt
        ? PromotionState.Scheduled
        : PromotionState.Running;
  const states = activity.groups.map((group) => groupRow(activity, group, now).state);
  const counted = (...wanted: GroupState[]) => states.filter((state) => wanted.includes(state)).length;
  return adminGroupActivityRow.parse({
    ...sku,
    groupActivityId: activity.groupActivityId,
    name: activity.name,
    groupPrice: activity.groupPrice,
    price: usualPrice,
    groupSize: activity.groupSize,
    timeLimitHours: activity.timeLimitHours,
    state,
    message:
      state === PromotionState.Scheduled
        ? Messages.EventNotStarted
        : state === PromotionState.Ended
          ? Messages.EventEnded
          : null,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    openGroups: counted(GroupState.Open),
    firstDay: activity.firstDay,
    lastDay: activity.lastDay,
    closedAt: activity.closedAt,
    filledGroups: counted(GroupState.Filled),
    failedGroups: counted(GroupState.Failed, GroupState.Closed),
  });
}

/**
 * The shop's answers about flash sales, group buys and the catalog, from `sales` and `activities` (which
 * closing changes, as the server would); `refuse` may answer a call first (a refusal).
 */
export function offersAnswer(
  { sales = [], activities = [] }: { sales?: FlashSaleSettings[]; activities?: GroupActivitySettings[] },
  refuse: (call: Call) => Answer | null = () => null,
) {
  const closedNow = SHOP_NOW.toISOString();
  const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;
  return (call: Call): Answer => {
    const { method, url } = call;
    const refused = refuse(call);
    if (refused) return refused;
    // Only the role matters to these screens.
    if (url === '/api/p/user/userInfo')
      return { body: { role: UserRole.Admin, userMail: 'admin@tread.local' } };
    if (url === '/api/admin/seckills' && method === 'GET')
      return { body: { list: sales.map((sale) => flashSaleRow(sale)) } };
    if (
      url.startsWith('/api/admin/seckills') &&
      (method === 'POST' || method === 'PUT') &&
      !url.endsWith('/close')
    ) {
      const edit = call.body as FlashSaleEdit;
      const old = sales.find((candidate) => candidate.seckillId === idIn(url));
      if (method === 'PUT' && !old) return NOT_FOUND;
      const sale =
        old ?? flashSale({ seckillId: nextId(sales.map((s) => s.seckillId)), soldToday: 0, soldTotal: 0 });
      Object.assign(sale, edit);
      if (!old) sales.unshift(sale);
      return { body: flashSaleRow(sale) };
    }
    if (url.startsWith('/api/admin/seckills/') && url.endsWith('/close')) {
      const sale = sales.find((candidate) => candidate.seckillId === idIn(url));
      if (!sale) return NOT_FOUND;
      sale.closedAt ??= closedNow;
      return { body: flashSaleRow(sale) };
    }
    if (url === '/api/admin/group-activities' && method === 'GET')
      return { body: { list: activities.map((activity) => groupActivityRow(activity)) } };
    const activity = activities.find((candidate) => candidate.groupActivityId === idIn(url));
    if (
      url.startsWith('/api/admin/group-activities') &&
      (method === 'POST' || method === 'PUT') &&
      !url.endsWith('/close')
    ) {
      if (method === 'PUT' && !activity) return NOT_FOUND;
      const changed =
        activity ?? groupActivity({ groupActivityId: nextId(activities.map((a) => a.groupActivityId)) });
      Object.assign(changed, call.body as GroupActivityEdit);
      if (!activity) activities.unshift(changed);
      return { body: groupActivityRow(changed) };
    }
    if (url.startsWith('/api/admin/group-activities/') && url.endsWith('/groups'))
      return activity
        ? { body: { list: activity.groups.map((group) => groupRow(activity, group)) } }
        : NOT_FOUND;
    if (url.startsWith('/api/admin/group-activities/') && url.endsWith('/close')) {
      if (!activity) return NOT_FOUND;
      activity.closedAt ??= closedNow;
      for (const group of activity.groups)
        if (groupRow(activity, group).state === GroupState.Open) group.state = GroupState.Closed;
      return { body: groupActivityRow(activity) };
    }
    if (url.startsWith('/api/admin/groups/') && url.endsWith('/close')) {
      for (const owner of activities) {
        const group = owner.groups.find((candidate) => candidate.groupId === idIn(url));
        if (!group) continue;
        group.state = GroupState.Closed;
        return { body: groupRow(owner, group) };
      }
      return NOT_FOUND;
    }
    return catalogAnswer(call) ?? NOT_FOUND;
  };
}
