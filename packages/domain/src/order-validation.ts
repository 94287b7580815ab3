import { BusinessLine } from './catalog-codes';
import {
  CART_CHECKOUT_MAX_ITEMS,
  DEFAULT_PURCHASE_LIMIT_PARTS,
  DEFAULT_PURCHASE_LIMIT_TIRES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MERCHANT_MESSAGE_MAX,
  POINTS_MULTIPLE,
  RECHARGE_MIN_CENTS,
  REFUND_DESCRIPTION_MAX,
  REFUND_IMAGES_MAX,
  RETURN_QUANTITY_MIN,
  REVIEW_IMAGES_MAX,
  REVIEW_TEXT_MAX,
  SAVED_ADDRESS_LIMIT,
  TAXPAYER_NUMBER_DIGITS,
  TOP_UP_MAX_CENTS,
} from './constants';
import { Messages } from './messages';
import { isBlank, textLength, type Validator } from './validation';

/** Checking out: at least one line and at most 50 items together (SPEC §8, §9). */
export function validateCheckoutCount(itemCount: number): 'NOTHING_SELECTED' | 'CART_CHECKOUT_LIMIT' | null {
  if (itemCount < 1) return 'NOTHING_SELECTED';
  return itemCount > CART_CHECKOUT_MAX_ITEMS ? 'CART_CHECKOUT_LIMIT' : null;
}

/** Pieces of a SKU one cart or order may hold: its own limit, else its business line's default (SPEC §5 'Purchase limit'). */
export const purchaseLimitOf = (sku: { purchaseLimit: number | null; bizType: BusinessLine }): number =>
  sku.purchaseLimit ??
  (sku.bizType === BusinessLine.Tire ? DEFAULT_PURCHASE_LIMIT_TIRES : DEFAULT_PURCHASE_LIMIT_PARTS);

export const validateMerchantMessage: Validator = (text) =>
  textLength(text) > MERCHANT_MESSAGE_MAX ? Messages.MerchantMessageTooLong : null;

export const validateNewAddress = (savedCount: number): string | null =>
  savedCount >= SAVED_ADDRESS_LIMIT ? Messages.AddressLimitReached : null;

/** An upload's size in bytes and its type as sniffed from its content. */
export function validateImage(image: { bytes: number; type: string }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(image.type)) return Messages.ImageBadFormat;
  return image.bytes > IMAGE_MAX_BYTES ? Messages.ImageTooLarge : null;
}

export function validateReview(review: { text: string; imageCount: number }): string | null {
  if (isBlank(review.text)) return Messages.ReviewTextRequired;
  if (textLength(review.text.trim()) > REVIEW_TEXT_MAX) return Messages.ReviewTextTooLong;
  return review.imageCount > REVIEW_IMAGES_MAX ? Messages.ReviewImagesTooMany : null;
}

export interface RefundRequestInput {
  reason: string;
  description: string;
  imageCount: number;
  quantity: number;
  orderedQuantity: number;
  amountCents: number;
  maxRefundableCents: number;
}

/** The first problem with a refund request, in the order the form shows its fields (SPEC §5 'Refund'). */
export function validateRefundRequest(request: RefundRequestInput): string | null {
  if (isBlank(request.reason)) return Messages.RefundReasonRequired;
  if (!Number.isInteger(request.quantity) || request.quantity < RETURN_QUANTITY_MIN) {
    return Messages.ReturnQuantityTooSmall;
  }
  if (request.quantity > request.orderedQuantity) return Messages.ReturnQuantityTooLarge;
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 0) return Messages.AmountInvalid;
  if (request.amountCents > request.maxRefundableCents) return Messages.RefundAmountTooLarge;
  if (isBlank(request.description)) return Messages.RefundDescriptionRequired;
  if (textLength(request.description.trim()) > REFUND_DESCRIPTION_MAX) {
    return Messages.RefundDescriptionTooLong;
  }
  return request.imageCount > REFUND_IMAGES_MAX ? Messages.RefundImagesTooMany : null;
}

export const validateTrackingNumber: Validator = (text) =>
  isBlank(text) ? Messages.TrackingNumberRequired : null;

/** Points to spend: a positive whole multiple of 10. */
export const validatePointsToUse: Validator<number> = (points) =>
  Number.isSafeInteger(points) && points > 0 && points % POINTS_MULTIPLE === 0
    ? null
    : Messages.PointsMultipleOfTen;

/** One top-up: from $0.01 to $100,000. */
export function validateTopUpCents(cents: number | null | undefined): string | null {
  if (cents == null) return Messages.TopUpRequired;
  if (!Number.isSafeInteger(cents)) return Messages.AmountInvalid;
  if (cents < RECHARGE_MIN_CENTS) return Messages.TopUpTooSmall;
  return cents > TOP_UP_MAX_CENTS ? Messages.TopUpTooLarge : null;
}

/** A withdrawal or balance payment: a positive amount covered by the balance. */
export function validateBalanceSpend(cents: number, balanceCents: number): string | null {
  if (!Number.isSafeInteger(cents) || cents <= 0) return Messages.AmountInvalid;
  return cents > balanceCents ? Messages.InsufficientBalance : null;
}

const TAXPAYER_NUMBER = new RegExp(`^\\d{${TAXPAYER_NUMBER_DIGITS}}$`);

export function validateInvoice(invoice: { title: string; taxpayerNumber: string }): string | null {
  if (isBlank(invoice.title)) return Messages.InvoiceTitleRequired;
  const taxpayerNumber = invoice.taxpayerNumber.replace(/[\s-]/g, '');
  if (!taxpayerNumber) return Messages.TaxpayerNumberRequired;
  return TAXPAYER_NUMBER.test(taxpayerNumber) ? null : Messages.TaxpayerNumberInvalid;
}
