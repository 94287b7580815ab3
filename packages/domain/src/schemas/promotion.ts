import { z } from 'zod';
import { ActivityType, CouponStatus, CouponType } from '../catalog-codes';
import { Messages } from '../messages';
import { CouponTarget, CouponUnusable } from '../promotions';
import { validateCouponCode } from '../validation';
import { checkedString, idField, idParam, intField, intParam, isoTimeField } from '../zod-fields';
import { pageQuery } from './catalog';
import { productPage } from './catalog-browse';

/** Coupons and activities: the shop's coupon center, my coupons, checkout offers and the console (issue 14). */

export const PromotionMessages = {
  NameRequired: 'Please enter a name',
  AmountOrPercent: 'Give an amount off or a percent off, not both',
  PercentRange: 'The percent must be a whole number from 1 to 99',
  WindowOrder: 'The end must be after the start',
  CodeTaken: 'That coupon code is already used',
  ChannelKeyTaken: 'That channel key is already used',
  TargetKind: 'An item coupon (C2M) takes money off items; C2D coupons off installation or the order',
  ActivityRuleMissing: 'This activity type needs its amount or percent',
  ScopeRequired: 'Choose the products, brands or categories it covers',
  SurveyDone: 'You have already answered the survey',
  SurveyRequired: 'Please tell us what you were looking for',
  SurveyWhenRequired: 'Please choose when you need it',
  AlreadyClaimed: 'You have already claimed this coupon',
  Claimed: 'Coupon claimed',
} as const;

const scopeIds = z.array(idField()).max(500).default([]);
export const promotionScope = z.object({ prodIds: scopeIds, brandIds: scopeIds, categoryIds: scopeIds });
export type PromotionScopeInput = z.input<typeof promotionScope>;

const couponTargetField = z.enum(Object.values(CouponTarget));
const couponKindField = z.enum(Object.values(CouponType));

/** One coupon as the shop shows it: what it takes off, when, on what. */
export const couponFace = z.object({
  couponId: z.number().int(),
  name: z.string(),
  kind: couponKindField,
  target: couponTargetField,
  /** Cents off, or percent off. */
  amount: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  maxOff: z.number().int().nullable(),
  minSpend: z.number().int(),
  /** '$20 off', '10% off up to $50'. */
  title: z.string(),
  /** 'On orders of $300+', 'No minimum spend'. */
  condition: z.string(),
  /** 'All tires', 'Michelin tires', 'Installation'. */
  appliesTo: z.string(),
  validFrom: isoTimeField,
  validTo: isoTimeField,
  stackable: z.boolean(),
  appOnly: z.boolean(),
});
export type CouponFace = z.infer<typeof couponFace>;

/** GET /api/coupon/center — coupons on offer; the claim state is the signed-in shopper's. */
export const couponCenterItem = couponFace.extend({
  /** Left to hand out; null when unlimited. */
  remaining: z.number().int().nullable(),
  /** Claims of this shopper so far, and how many each shopper may have. */
  claimedByMe: z.number().int(),
  perUserLimit: z.number().int(),
  /** 'claimable', 'claimed' (limit reached) or 'none_left' ('No more coupons'). */
  claimState: z.enum(['claimable', 'claimed', 'none_left']),
});
export type CouponCenterItem = z.infer<typeof couponCenterItem>;
export const couponCenterAnswer = z.object({ list: z.array(couponCenterItem) });
export type CouponCenterAnswer = z.infer<typeof couponCenterAnswer>;

/** POST /api/p/coupon/claim */
export const claimCouponRequest = z.object({ couponId: idField(Messages.NoRelatedCoupons) });
/** POST /api/p/coupon/claimByCode — the code is claimed, then used at checkout (SPEC §4, §5). */
export const claimCodeRequest = z.object({
  code: checkedString(validateCouponCode).transform((code) => code.trim().toUpperCase()),
});

/** A coupon the shopper holds (SPEC §4 'Coupon states'). */
export const myCoupon = couponFace.extend({
  userCouponId: z.number().int(),
  status: z.enum(Object.values(CouponStatus)),
  claimedAt: isoTimeField,
  /** The order that used it. */
  orderNumber: z.string().nullable(),
  byCode: z.boolean(),
});
export type MyCoupon = z.infer<typeof myCoupon>;
export const claimCouponAnswer = z.object({ coupon: myCoupon, message: z.string() });
export type ClaimCouponAnswer = z.infer<typeof claimCouponAnswer>;

/** GET /api/p/myCoupon/list?status= */
export const myCouponsQuery = z.object({ status: z.enum(Object.values(CouponStatus)).default('unused') });
export const myCouponsAnswer = z.object({
  list: z.array(myCoupon),
  counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type MyCouponsAnswer = z.infer<typeof myCouponsAnswer>;

/** At checkout, per order: a coupon of the shopper's and whether it is (or can be) used. */
export const couponOfferAnswer = z.object({
  userCouponId: z.number().int(),
  coupon: couponFace,
  chosen: z.boolean(),
  reason: z.enum(Object.values(CouponUnusable)).nullable(),
  reasonText: z.string().nullable(),
  /** Cents it takes off this order as chosen (0 when not chosen). */
  amount: z.number().int(),
});
export type CouponOfferAnswer = z.infer<typeof couponOfferAnswer>;

export const activityLineAnswer = z.object({
  activityId: z.number().int(),
  activityType: z.literal(Object.values(ActivityType)),
  name: z.string(),
  /** 'Buy 3 get 1 free'. */
  label: z.string(),
  skuId: z.number().int(),
  /** Cents off now (types 2–4). */
  amount: z.number().int(),
  /** Cents paid back to the balance later (type 5). */
  payback: z.number().int(),
});
export type ActivityLineAnswer = z.infer<typeof activityLineAnswer>;

export const orderPromotions = z.object({
  activities: z.array(activityLineAnswer),
  offers: z.array(couponOfferAnswer),
  /** Rebates and cashback to be paid to the balance once the return window has passed. */
  payback: z.number().int(),
});
export type OrderPromotions = z.infer<typeof orderPromotions>;

/** The coupons a checkout asks for, per group; a group not named gets the best usable set. */
export const couponChoice = z.object({
  group: z.enum(['tires', 'parts']),
  userCouponIds: z.array(idField(Messages.NoRelatedCoupons)).max(10),
});

/** The promotions an order keeps: what the detail page shows and what stats count. */
export const orderPromotionLine = z.object({
  kind: z.enum(['coupon', 'activity']),
  name: z.string(),
  label: z.string(),
  amount: z.number().int(),
  payback: z.number().int(),
});
export type OrderPromotionLine = z.infer<typeof orderPromotionLine>;

// ---- Channel coupons (SPEC §3 'Channel coupon info', §4 'Channel coupon flow', §7) ----

/** POST /api/area/getAdsCouponInfo — `weakAuthToken` carries the channel coupon key. */
export const channelCouponRequest = z.object({ weakAuthToken: z.string().trim().min(1).max(64) });
export const channelCouponAnswer = z.object({
  activityId: z.number().int(),
  couponId: z.number().int(),
  name: z.string(),
  coupon: couponFace,
  meetAttendActivityCondition: z.boolean(),
  hasUsedCoupon: z.boolean(),
  hasReceivedCoupon: z.boolean(),
  appOnlyActivity: z.boolean(),
  /** Whether the bottom banner may show for this coupon. */
  bannerEnabled: z.boolean(),
  /** For app-only activities: the app-install link carrying the key. */
  appLink: z.string().nullable(),
});
export type ChannelCouponAnswer = z.infer<typeof channelCouponAnswer>;
export const channelClaimRequest = channelCouponRequest;

/** POST /api/area/getCouponProdUseInfo */
export const couponProdUseRequest = z.object({ activityId: idField(), prodId: idField() });
export const couponProdUseAnswer = z.object({ prodCanUse: z.boolean() });

/** GET /api/p/myCoupon/getExtraCouponList — coupons the shopper may still claim. */
export const extraCouponListAnswer = z.object({ list: z.array(couponCenterItem) });

/** GET /api/marking/reach/getReachByActivityName/{name} — a named campaign's popup and banner. */
export const reachParams = z.object({ name: z.string().trim().min(1).max(80) });
export const reachAnswer = z.object({
  activityName: z.string(),
  popupEnabled: z.boolean(),
  bannerEnabled: z.boolean(),
  coupon: couponFace.nullable(),
});

// ---- Activity pages ----

export const activityFace = z.object({
  activityId: z.number().int(),
  activityType: z.literal(Object.values(ActivityType)),
  name: z.string(),
  label: z.string(),
  description: z.string(),
  startsAt: isoTimeField,
  endsAt: isoTimeField,
  /** Only Tread Plus members get it: the products it covers are the ones marked for members (SPEC §6). */
  membersOnly: z.boolean(),
  /** Products it covers (at most 40 shown on a page). */
  prodIds: z.array(z.number().int()),
});
export type ActivityFace = z.infer<typeof activityFace>;
/** GET /api/activities?type= — running activities, e.g. the discount page (type 4) or rebates (type 5). */
export const activityListQuery = z.object({
  type: intParam({ min: 0, max: 5 }).optional(),
});
export const activityListAnswer = z.object({ list: z.array(activityFace) });
export type ActivityListAnswer = z.infer<typeof activityListAnswer>;
export const activityParams = z.object({ activityId: idParam() });
/** GET /api/activities/:activityId — one running activity and the products it covers (discount-detail). */
export const activityDetailQuery = pageQuery;
export const activityDetailAnswer = z.object({ activity: activityFace, products: productPage });
export type ActivityDetailAnswer = z.infer<typeof activityDetailAnswer>;

/** GET /api/p/rebates/mine — rebates and cashback the shopper's orders earned. */
export const myRebate = z.object({
  orderNumber: z.string(),
  name: z.string(),
  label: z.string(),
  amount: z.number().int(),
  /** 'pending' until the return window passes, 'paid' to the balance, 'void' when the order was refunded. */
  state: z.enum(['pending', 'paid', 'void']),
  payableAt: isoTimeField.nullable(),
  paidAt: isoTimeField.nullable(),
});
export const myRebatesAnswer = z.object({ list: z.array(myRebate) });
export type MyRebatesAnswer = z.infer<typeof myRebatesAnswer>;

// ---- Empty-result survey (SPEC §1) ----

export const surveyRequest = z.object({
  /** What the shopper was looking for. */
  lookingFor: z.string().trim().min(1, PromotionMessages.SurveyRequired).max(200),
  /** How soon they need it. */
  when: z.enum(['this_week', 'this_month', 'later'], { error: PromotionMessages.SurveyWhenRequired }),
});
export const surveyAnswer = z.object({ coupon: myCoupon });

// ---- Console ----

export const PromotionState = {
  Scheduled: 'scheduled',
  Running: 'running',
  Paused: 'paused',
  Ended: 'ended',
} as const;
export type PromotionState = (typeof PromotionState)[keyof typeof PromotionState];

const nameField = z.string().trim().min(1, PromotionMessages.NameRequired).max(80);
const percentField = intField({ min: 1, max: 99, message: PromotionMessages.PercentRange }).nullable();
const centsInput = intField({ min: 1, max: 100_000_00 }).nullable();

const couponFields = z.object({
  name: nameField,
  target: couponTargetField,
  amount: centsInput,
  percent: percentField,
  maxOff: centsInput.default(null),
  minSpend: intField({ min: 0, max: 100_000_00 }).default(0),
  validFrom: isoTimeField,
  validTo: isoTimeField,
  /** Null hands out any number. */
  totalQuantity: intField({ min: 1, max: 10_000_000 }).nullable().default(null),
  perUserLimit: intField({ min: 1, max: 100 }).default(1),
  stackable: z.boolean().default(false),
  appOnly: z.boolean().default(false),
  /** Shown in the coupon center; a coupon with only a code or a channel key may stay out of it. */
  inCenter: z.boolean().default(true),
  code: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9-]*$/)
    .transform((code) => (code === '' ? null : code.toUpperCase()))
    .nullable()
    .default(null),
  channelKey: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .transform((key) => (key === '' ? null : key))
    .nullable()
    .default(null),
  bannerEnabled: z.boolean().default(true),
  scope: promotionScope.default({ prodIds: [], brandIds: [], categoryIds: [] }),
});

const oneOfAmountOrPercent = (value: { amount: number | null; percent: number | null }) =>
  (value.amount === null) !== (value.percent === null);
const windowInOrder = (value: { validFrom: string; validTo: string }) =>
  Date.parse(value.validTo) > Date.parse(value.validFrom);

/** POST /api/admin/coupons and PUT /api/admin/coupons/:id */
export const couponEditRequest = couponFields
  .refine(oneOfAmountOrPercent, { message: PromotionMessages.AmountOrPercent, path: ['amount'] })
  .refine(windowInOrder, { message: PromotionMessages.WindowOrder, path: ['validTo'] });
export type CouponEditRequest = z.input<typeof couponEditRequest>;
export type CouponEdit = z.output<typeof couponEditRequest>;

export const adminCouponRow = couponFace.extend({
  state: z.enum(Object.values(PromotionState)),
  totalQuantity: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  inCenter: z.boolean(),
  code: z.string().nullable(),
  channelKey: z.string().nullable(),
  bannerEnabled: z.boolean(),
  scope: z.object({
    prodIds: z.array(z.number().int()),
    brandIds: z.array(z.number().int()),
    categoryIds: z.array(z.number().int()),
  }),
  claimed: z.number().int(),
  used: z.number().int(),
  /** Cents taken off orders that were not canceled. */
  discountGiven: z.number().int(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRow>;
export const adminCouponsAnswer = z.object({ list: z.array(adminCouponRow) });
export type AdminCouponsAnswer = z.infer<typeof adminCouponsAnswer>;

/** POST /api/admin/coupons/:id/state and /api/admin/activities/:id/state */
export const promotionStateRequest = z.object({ action: z.enum(['pause', 'resume', 'end']) });
export const promotionIdParams = z.object({ id: idParam() });

const activityFields = z.object({
  name: nameField,
  type: z.literal([
    ActivityType.BuyThreeReduceOne,
    ActivityType.SecondHalfPrice,
    ActivityType.Discount,
    ActivityType.Rebate,
  ]),
  description: z.string().trim().max(500).default(''),
  percent: percentField.default(null),
  amount: centsInput.default(null),
  cashback: z.boolean().default(false),
  membersOnly: z.boolean().default(false),
  startsAt: isoTimeField,
  endsAt: isoTimeField,
  scope: promotionScope,
});

/** Types 4 and 5 need their figure: an amount or a percent (cashback is a percent, a rebate an amount). */
function activityRuleComplete(value: z.output<typeof activityFields>): boolean {
  if (value.type === ActivityType.Discount) return oneOfAmountOrPercent(value);
  if (value.type === ActivityType.Rebate)
    return value.cashback ? value.percent !== null && value.amount === null : value.amount !== null;
  return true;
}

/** POST /api/admin/activities and PUT /api/admin/activities/:id */
export const activityEditRequest = activityFields
  .refine(activityRuleComplete, { message: PromotionMessages.ActivityRuleMissing, path: ['amount'] })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    message: PromotionMessages.WindowOrder,
    path: ['endsAt'],
  })
  .refine(
    (value) => value.scope.prodIds.length + value.scope.brandIds.length + value.scope.categoryIds.length > 0,
    { message: PromotionMessages.ScopeRequired, path: ['scope'] },
  );
export type ActivityEditRequest = z.input<typeof activityEditRequest>;
export type ActivityEdit = z.output<typeof activityEditRequest>;

export const adminActivityRow = activityFace.extend({
  state: z.enum(Object.values(PromotionState)),
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  cashback: z.boolean(),
  scope: adminCouponRow.shape.scope,
  /** Orders (not canceled) that had it, and the cents it took off or paid back. */
  orders: z.number().int(),
  discountGiven: z.number().int(),
  paybackGiven: z.number().int(),
});
export type AdminActivityRow = z.infer<typeof adminActivityRow>;
export const adminActivitiesAnswer = z.object({ list: z.array(adminActivityRow) });
export type AdminActivitiesAnswer = z.infer<typeof adminActivitiesAnswer>;
