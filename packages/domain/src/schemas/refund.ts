import { z } from 'zod';
import { CargoStatus, REFUND_REASONS, RefundServiceType, RefundStatus, RefundStep } from '../codes';
import { REFUND_DESCRIPTION_MAX, REFUND_IMAGES_MAX, RETURN_QUANTITY_MIN } from '../constants';
import { Messages } from '../messages';
import { RefundMessages } from '../refunds';
import { intParam, usPhoneField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { orderItem, orderNumberField } from './order';
import { photoUrlField } from './photo';

/** Refunds and returns (SPEC §2 'Refund' package, §3 'Refund request', §4, §5, §8; issue 16). */

const refundNumberField = z.string().trim().min(1, Messages.NotFound).max(40, Messages.NotFound);
const itemIdField = z.coerce
  .number({ error: Messages.NotFound })
  .int(Messages.NotFound)
  .min(1, Messages.NotFound);
const quantityField = z.coerce
  .number({ error: Messages.ReturnQuantityTooSmall })
  .int(Messages.ReturnQuantityTooSmall)
  .min(RETURN_QUANTITY_MIN, Messages.ReturnQuantityTooSmall)
  .max(10_000, Messages.ReturnQuantityTooLarge);
const statusField = z.literal(Object.values(RefundStatus));
const serviceTypeField = z.literal(Object.values(RefundServiceType));

/** GET /api/p/refund/quote?orderNumber=&itemId=&quantity= — what apply-refund may ask for. */
export const refundQuoteQuery = z.object({
  orderNumber: orderNumberField,
  itemId: itemIdField,
  quantity: quantityField.default(1),
});
export const refundQuoteAnswer = z.object({
  orderNumber: z.string(),
  item: orderItem,
  /** Units of the item not yet held by another request. */
  refundableQuantity: z.number().int(),
  quantity: z.number().int(),
  /** Cents: the most this quantity may get back. */
  maxAmount: z.number().int(),
  /** The order's last units: the refund includes delivery, asks for a confirmation, and its amount is fixed. */
  includesDelivery: z.boolean(),
  /** Whether the goods were shipped: refund-only is the one choice before they are. */
  shipped: z.boolean(),
});
export type RefundQuoteAnswer = z.infer<typeof refundQuoteAnswer>;

/** What the shopper states, first time and when editing after a refusal. */
const refundClaim = {
  serviceType: serviceTypeField,
  cargoStatus: z.literal(Object.values(CargoStatus)),
  reason: z.enum(REFUND_REASONS, { error: Messages.RefundReasonRequired }),
  quantity: quantityField,
  /** Cents; zero only for units paid wholly with points (their points come back, no money). */
  amount: z
    .number({ error: RefundMessages.AmountInvalid })
    .int(RefundMessages.AmountInvalid)
    .min(0, RefundMessages.AmountInvalid)
    .max(100_000_000, Messages.RefundAmountTooLarge),
  description: z
    .string({ error: Messages.RefundDescriptionRequired })
    .trim()
    .min(1, Messages.RefundDescriptionRequired)
    .max(REFUND_DESCRIPTION_MAX, Messages.RefundDescriptionTooLong),
  /** Voucher photos uploaded through POST /api/p/photos. */
  images: z.array(photoUrlField).max(REFUND_IMAGES_MAX, Messages.RefundImagesTooMany).default([]),
  /** The shopper agreed that the last units' refund includes delivery (Messages.RefundIncludesDelivery). */
  confirmDelivery: z.boolean().default(false),
};

/** POST /api/p/refund/apply (apply-refund, choose-refund-way). */
export const refundApplyRequest = z.object({
  orderNumber: orderNumberField,
  itemId: itemIdField,
  ...refundClaim,
});
export type RefundApplyRequest = z.input<typeof refundApplyRequest>;
export type RefundApply = z.output<typeof refundApplyRequest>;

/** POST /api/p/refund/reapply — after a refusal, the request edited and sent again. */
export const refundReapplyRequest = z.object({ refundNumber: refundNumberField, ...refundClaim });
export type RefundReapplyRequest = z.input<typeof refundReapplyRequest>;
export type RefundReapply = z.output<typeof refundReapplyRequest>;

/** POST /api/p/refund/withdraw */
export const refundNumberRequest = z.object({ refundNumber: refundNumberField });
/** GET /api/p/refund/detail?refundNumber= */
export const refundNumberQuery = refundNumberRequest;

/** POST /api/p/refund/logistics (write-return-logistics): first entry or a correction. */
export const returnLogisticsRequest = z.object({
  refundNumber: refundNumberField,
  company: z.string().trim().min(1, RefundMessages.LogisticsCompanyRequired).max(60),
  trackingNumber: z
    .string({ error: Messages.TrackingNumberRequired })
    .trim()
    .min(1, Messages.TrackingNumberRequired)
    .max(60),
  phone: usPhoneField,
});
export type ReturnLogisticsRequest = z.input<typeof returnLogisticsRequest>;
export type ReturnLogisticsInput = z.output<typeof returnLogisticsRequest>;

export const returnLogistics = z.object({
  company: z.string(),
  trackingNumber: z.string(),
  /** 10 digits. */
  phone: z.string(),
  shippedAt: z.string(),
});

/** One request in the after-sales list. */
export const refundCard = z.object({
  refundNumber: z.string(),
  orderNumber: z.string(),
  status: statusField,
  /** SPEC §4's text of the status ('Pending merchant processing', ...). */
  statusText: z.string(),
  step: z.literal(Object.values(RefundStep)),
  serviceType: serviceTypeField,
  serviceTypeLabel: z.string(),
  item: orderItem,
  quantity: z.number().int(),
  /** Cents. */
  amount: z.number().int(),
  appliedAt: z.string(),
});
export type RefundCard = z.infer<typeof refundCard>;

export const refundPage = z.object({ records: z.array(refundCard), ...pageFields });
export type RefundPage = z.infer<typeof refundPage>;
/** GET /api/p/refund/list */
export const refundListQuery = pageQuery;

export const refundStepEntry = z.object({
  step: z.literal(Object.values(RefundStep)),
  label: z.string(),
  done: z.boolean(),
  current: z.boolean(),
});

export const RefundShopperAction = { Withdraw: 'withdraw', Edit: 'edit', Logistics: 'logistics' } as const;
export type RefundShopperAction = (typeof RefundShopperAction)[keyof typeof RefundShopperAction];

/** details-of-refund */
export const refundDetail = refundCard.extend({
  cargoStatus: z.literal(Object.values(CargoStatus)),
  reason: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  includesDelivery: z.boolean(),
  /** The five steps; a request that ended early shows where it stopped. */
  steps: z.array(refundStepEntry),
  sellerReason: z.string().nullable(),
  sellerRemark: z.string().nullable(),
  /** Where a return goes, once accepted. */
  returnAddress: z.string().nullable(),
  logistics: returnLogistics.nullable(),
  /** The merchant answers by then, or the request is treated as accepted. */
  respondBy: z.string().nullable(),
  /** The return is sent by then, or the request closes. */
  returnBy: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** 'Balance', 'Sandbox card': where the money goes back. */
  refundTo: z.string().nullable(),
  actions: z.array(z.enum(Object.values(RefundShopperAction))),
});
export type RefundDetail = z.infer<typeof refundDetail>;

// The console (issue 16): merchants handle requests; every action is audited.

export const adminRefundQuery = z.object({
  status: intParam({ min: -1, max: 7 }).pipe(statusField).optional(),
  ...pageQuery.shape,
});
export const adminRefundRow = refundCard.extend({
  customerEmail: z.string(),
  respondBy: z.string().nullable(),
  returnBy: z.string().nullable(),
});
export type AdminRefundRow = z.infer<typeof adminRefundRow>;
export const adminRefundPage = z.object({ records: z.array(adminRefundRow), ...pageFields });
export type AdminRefundPage = z.infer<typeof adminRefundPage>;
export const adminRefundDetail = refundDetail.extend({ customerEmail: z.string() });
export type AdminRefundDetail = z.infer<typeof adminRefundDetail>;
export const adminRefundParams = z.object({ refundNumber: refundNumberField });
/** POST /api/admin/refunds/:refundNumber/refuse */
export const refuseRefundRequest = z.object({
  reason: z.string().trim().min(1, RefundMessages.RefuseReasonRequired).max(250),
  remark: z.string().trim().max(250).default(''),
});
export type RefuseRefundRequest = z.input<typeof refuseRefundRequest>;
