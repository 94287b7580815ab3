import { z } from 'zod';
import { GROUP_SIZE, GROUP_TIME_LIMIT_HOURS, GroupBuyMessages, GroupState } from '../group-buys';
import { Messages } from '../messages';
import { centsField, consoleDayField, idField, idParam, intField, isoTimeField } from '../zod-fields';
import { FlashSaleMessages, offerSku } from './flash-sale';
import { PromotionMessages, PromotionState } from './promotion';

/** Group buys (spell group, issue 15): the group-buy list, groups and their members, and the console. */

/** A group-buy product as the list shows it. */
export const groupActivityCard = offerSku.extend({
  groupActivityId: z.number().int(),
  name: z.string(),
  /** Cents: the group price and the usual price. */
  groupPrice: z.number().int(),
  price: z.number().int(),
  groupSize: z.number().int(),
  timeLimitHours: z.number().int(),
  state: z.enum(Object.values(PromotionState)),
  /** 'Event not started', 'The event has ended'; null while groups can be started. */
  message: z.string().nullable(),
  startsAt: isoTimeField,
  endsAt: isoTimeField,
  /** Groups still taking members. */
  openGroups: z.number().int(),
});
export type GroupActivityCard = z.infer<typeof groupActivityCard>;
export const groupActivityList = z.object({ list: z.array(groupActivityCard) });
export type GroupActivityList = z.infer<typeof groupActivityList>;

export const groupMember = z.object({
  /** 'J***' to others; the shopper's own row says so. */
  name: z.string(),
  leader: z.boolean(),
  paid: z.boolean(),
  mine: z.boolean(),
  joinedAt: isoTimeField,
});
export type GroupMember = z.infer<typeof groupMember>;

/** A group: who joined, seats left, time left. */
export const groupSummary = z.object({
  groupId: z.number().int(),
  groupActivityId: z.number().int(),
  state: z.enum(Object.values(GroupState)),
  size: z.number().int(),
  /** Seats taken by orders placed (paid or not) and seats left. */
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  paidCount: z.number().int(),
  expiresAt: isoTimeField,
  leaderName: z.string(),
  members: z.array(groupMember),
  /** The page a member shares. */
  sharePath: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummary>;

/** GET /api/group/activities/:groupActivityId — the product's group offer and the groups one can join. */
export const groupActivityDetail = groupActivityCard.extend({
  serverTime: isoTimeField,
  groups: z.array(groupSummary),
});
export type GroupActivityDetail = z.infer<typeof groupActivityDetail>;

/** GET /api/group/:groupId — a group's details and its activity. */
export const groupDetail = groupSummary.extend({
  serverTime: isoTimeField,
  activity: groupActivityCard,
  /** The signed-in shopper's order in it, if any. */
  myOrderNumber: z.string().nullable(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

export const groupActivityIdParam = z.object({ groupActivityId: idParam(Messages.EventEnded) });
export const groupIdParam = z.object({ groupId: idParam(GroupBuyMessages.GroupNotFound) });

/** An order's group as the order list and detail show it. */
export const orderGroup = z.object({
  groupId: z.number().int(),
  state: z.enum(Object.values(GroupState)),
  size: z.number().int(),
  seatsLeft: z.number().int(),
  expiresAt: isoTimeField,
  sharePath: z.string(),
});
export type OrderGroup = z.infer<typeof orderGroup>;

/** POST /api/admin/group-activities and PUT /api/admin/group-activities/:groupActivityId */
export const groupActivityEditRequest = z
  .object({
    name: z.string().trim().min(1, PromotionMessages.NameRequired).max(60),
    skuId: idField(Messages.ProductUnavailable),
    groupPrice: centsField.min(1, GroupBuyMessages.PriceRequired).max(10_000_000),
    groupSize: intField({ ...GROUP_SIZE, message: GroupBuyMessages.SizeRange }),
    timeLimitHours: intField({ ...GROUP_TIME_LIMIT_HOURS, message: GroupBuyMessages.TimeLimitRange }),
    firstDay: consoleDayField(FlashSaleMessages.DayRequired),
    lastDay: consoleDayField(FlashSaleMessages.DayRequired),
  })
  .refine((value) => value.lastDay >= value.firstDay, {
    message: FlashSaleMessages.DaysOrder,
    path: ['lastDay'],
  });
export type GroupActivityEditRequest = z.input<typeof groupActivityEditRequest>;
export type GroupActivityEdit = z.output<typeof groupActivityEditRequest>;

export const adminGroupActivityRow = groupActivityCard.extend({
  firstDay: z.string(),
  lastDay: z.string(),
  closedAt: isoTimeField.nullable(),
  /** Groups filled, failed or closed, and orders paid into them. */
  filledGroups: z.number().int(),
  failedGroups: z.number().int(),
});
export type AdminGroupActivityRow = z.infer<typeof adminGroupActivityRow>;
export const adminGroupActivitiesAnswer = z.object({ list: z.array(adminGroupActivityRow) });
export type AdminGroupActivitiesAnswer = z.infer<typeof adminGroupActivitiesAnswer>;

/** A group in the console, with its members' order numbers. */
export const adminGroupRow = groupSummary.extend({
  createdAt: isoTimeField,
  orderNumbers: z.array(z.string()),
});
export type AdminGroupRow = z.infer<typeof adminGroupRow>;
export const adminGroupsAnswer = z.object({ list: z.array(adminGroupRow) });
export type AdminGroupsAnswer = z.infer<typeof adminGroupsAnswer>;
