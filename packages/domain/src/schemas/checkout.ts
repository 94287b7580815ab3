import { z } from 'zod';
import { DeliveryCode, DeliveryType } from '../codes';
import { MERCHANT_MESSAGE_MAX, POINTS_MULTIPLE } from '../constants';
import { GroupBuyMessages } from '../group-buys';
import { Messages } from '../messages';
import { idField } from '../zod-fields';
import { appointmentChoice } from './appointment';
import { cartLine, deliveryModes, lineCount, skuIdField } from './cart';
import { MallMessages } from './points-mall';
import { couponChoice, orderPromotions } from './promotion';
import { station } from './station';

/** Checkout: the order summary and placing the order (issue 5; SPEC §3 'Order', §9 'Fees'). */

/** How one group of items arrives; the three choices of SPEC §1 'Checkout'. */
export const CheckoutDelivery = {
  Installer: DeliveryType.InstallerShop,
  PickUp: DeliveryType.PickUpPoint,
  Home: DeliveryType.GeneralDelivery,
} as const;
export type CheckoutDelivery = (typeof CheckoutDelivery)[keyof typeof CheckoutDelivery];

/**
 * Items are checked out in groups, one order per group: tires (installer, pick-up or home) and
 * parts and accessories (pick-up or home), each with its own way of arriving.
 */
export const CheckoutGroup = { Tires: 'tires', Parts: 'parts' } as const;
export type CheckoutGroup = (typeof CheckoutGroup)[keyof typeof CheckoutGroup];

export const checkoutItem = z.object({
  skuId: skuIdField,
  count: lineCount,
});

export const deliveryChoice = z.object({
  group: z.enum(Object.values(CheckoutGroup)),
  deliveryType: z.literal(Object.values(CheckoutDelivery), { error: Messages.ChooseDeliveryType }),
  /** Installer shop or pick-up point, for those delivery types. */
  stationId: idField(Messages.StationNotFound).optional(),
  /** Address-book entry, for home delivery. */
  addressId: idField(Messages.AddressNotFound).optional(),
  /** Installer services ticked; the first is ticked by default and at least one is required. */
  serviceCodes: z.array(z.string().max(40)).max(20).optional(),
  /** Installer only: the installation time booked with the order (issue 19); without it the shop calls. */
  appointment: appointmentChoice.optional(),
});
export type DeliveryChoice = z.infer<typeof deliveryChoice>;

/** A flash sale (seckill) or group buy bought on its own: 'Buy now' on its page, not the basket (issue 15). */
export const checkoutSpecial = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seckill'), seckillId: idField(Messages.EventEnded) }),
  z.object({
    kind: z.literal('group'),
    groupActivityId: idField(Messages.EventEnded),
    /** The group joined; absent to start a new one. */
    groupId: idField(GroupBuyMessages.GroupNotFound).optional(),
  }),
  /** An item of the points mall: its points and any money, on a 'points' order (issue 17). */
  z.object({ kind: z.literal('points'), goodsId: idField(MallMessages.GoodsNotFound) }),
]);
export type CheckoutSpecial = z.infer<typeof checkoutSpecial>;

/** POST /api/p/order/confirm — the order summary for the ticked basket lines and the choices made so far. */
export const checkoutRequest = z.object({
  items: z.array(checkoutItem).min(1, Messages.SelectAtLeastOneItem),
  /** Groups without a choice yet are summarized without delivery (and cannot be placed). */
  deliveries: z.array(deliveryChoice).max(2).default([]),
  remark: z.string().max(MERCHANT_MESSAGE_MAX, Messages.MerchantMessageTooLong).default(''),
  /** The coupons chosen per group; a group not named gets the best usable set (issue 14). */
  coupons: z.array(couponChoice).max(2).default([]),
  /** The one item is a flash sale or group buy at its price; no coupon or other activity applies. */
  special: checkoutSpecial.optional(),
  /** Points to pay with (SPEC §5: a multiple of 10); 0 for none (issue 17). */
  points: z
    .number({ error: Messages.PointsMultipleOfTen })
    .int(Messages.PointsMultipleOfTen)
    .min(0, Messages.PointsMultipleOfTen)
    .max(10_000_000, Messages.PointsMultipleOfTen)
    .refine((points) => points % POINTS_MULTIPLE === 0, Messages.PointsMultipleOfTen)
    .default(0),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;
/** The request as the server reads it, defaults filled in. */
export type CheckoutInput = z.output<typeof checkoutRequest>;

/** POST /api/p/order/submit — places the orders; the same submitId always answers the same orders. */
export const submitOrderRequest = checkoutRequest.extend({
  submitId: z.string().trim().min(8).max(64),
});
export type SubmitOrderRequest = z.input<typeof submitOrderRequest>;
export type SubmitOrderInput = z.output<typeof submitOrderRequest>;

/** Every money line of SPEC §3 'Order' and §9 'Fees', in cents. */
export const orderAmounts = z.object({
  itemTotal: z.number().int(),
  shippingFee: z.number().int(),
  /** Whole percent with up to three decimals (9.75), combined at the place the tax is due; null before a delivery is chosen. */
  taxRate: z.number().nullable(),
  taxState: z.string().nullable(),
  /** Where the rate is due as shoppers see it ('Los Angeles, CA'); null on orders from before it was kept. */
  taxJurisdiction: z.string().nullable().default(null),
  salesTax: z.number().int(),
  /** Per new tire, by the state (CA $1.75). */
  stateTireFee: z.number().int(),
  tireInstallationFee: z.number().int(),
  /** Zero or negative: installation that is free for free-install tires (tiers 3 and 4). */
  installationSavings: z.number().int(),
  serviceFee: z.number().int(),
  /** Buy 3 get 1, second half price and discount activities (issue 14); zero on orders placed before them. */
  activityDiscount: z.number().int().default(0),
  /** Coupon lines of SPEC §3 'Order': item (C2M), store (C2D on the order) and installation (C2D). */
  itemCoupon: z.number().int().default(0),
  storeCoupon: z.number().int().default(0),
  installationCoupon: z.number().int().default(0),
  /** Every discount above together. */
  discount: z.number().int(),
  /** Points paying part of the goods (payment type 0 'score', issue 17), and the cents they pay; in the total. */
  pointsUsed: z.number().int().default(0),
  pointsDeduction: z.number().int().default(0),
  total: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

export const checkoutGroupSummary = z.object({
  group: z.enum(Object.values(CheckoutGroup)),
  items: z.array(cartLine),
  /** What every item of the group allows. */
  allowed: deliveryModes,
  delivery: deliveryChoice.nullable(),
  /** The chosen installer or pick-up point. */
  station: station.nullable(),
  /** Home delivery: normal 0, outOfRange 1 (cannot be placed), days 2 (SPEC §3). */
  deliveryCode: z.literal(Object.values(DeliveryCode)).nullable(),
  /** 'Free delivery in 1–3 business days' or the out-of-range message. */
  deliveryText: z.string().nullable(),
  amounts: orderAmounts,
  promotions: orderPromotions,
});
export type CheckoutGroupSummary = z.infer<typeof checkoutGroupSummary>;

export const checkoutAnswer = z.object({
  groups: z.array(checkoutGroupSummary),
  amounts: orderAmounts,
  /** False until every group has a valid delivery; then 'Place order' is enabled. */
  canSubmit: z.boolean(),
  /** Why it cannot be placed yet (first problem), e.g. 'Please choose delivery type'. */
  problem: z.string().nullable(),
  /** Paying with points: the shopper's balance, the most these orders take, and a point's worth in cents. */
  points: z.object({
    balance: z.number().int(),
    usable: z.number().int(),
    pointValueCents: z.number().int(),
  }),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const submitOrderAnswer = z.object({
  orderNumbers: z.array(z.string()),
  /** Cents to pay across the orders. */
  total: z.number().int(),
  /** ISO time the payment window closes (30 minutes, SPEC §9). */
  payBefore: z.string(),
});
export type SubmitOrderAnswer = z.infer<typeof submitOrderAnswer>;
