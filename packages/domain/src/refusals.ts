import { AccountMessages } from './account-rules';
import { AppointmentMessages } from './appointments';
import { GroupBuyMessages } from './group-buys';
import { InvoiceMessages } from './invoices';
import { Messages } from './messages';
import { PointsMessages } from './points';
import { RefundMessages } from './refunds';
import { ReviewMessages } from './reviews';
import { CatalogAdminMessages } from './schemas/catalog-admin';
import { ChatMessages } from './schemas/chat';
import { MemberMessages } from './schemas/member';
import { RaffleMessages } from './schemas/points';
import { MallMessages } from './schemas/points-mall';
import { PromotionMessages } from './schemas/promotion';
import { TireRequestMessages } from './schemas/tire-request';
import { TopUpMessages } from './schemas/wallet';

/**
 * Every expected refusal of the API (ARCHITECTURE.md 'Errors'): a code the web branches on, the HTTP
 * status, the spec's message and, where the refusal is about one input, the field it belongs to.
 * A message that names a figure (a limit, a balance) is a function of it.
 */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;
type RefusalEntry = {
  status: RefusalStatus;
  message: string | ((...args: never[]) => string);
  field?: string;
};

export const Refusals = {
  // Requests the shop cannot read (§8)
  MALFORMED_REQUEST: { status: 400, message: Messages.MalformedRequest },
  /** A schema refused a field: the message and field come from the schema. */
  INVALID_INPUT: { status: 400, message: Messages.MalformedRequest },
  REQUEST_TOO_LARGE: { status: 413, message: Messages.RequestTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: Messages.MalformedRequest },
  TOO_MANY_REQUESTS: { status: 429, message: Messages.TooManyRequests },
  NOT_FOUND: { status: 404, message: Messages.NotFound },
  PAGE_NOT_FOUND: { status: 404, message: Messages.PageDoesNotExist },
  /** The database is out of reach (restarting, connections cut): the shopper may try again shortly. */
  SERVICE_UNAVAILABLE: { status: 503, message: Messages.ServerError },

  // Sessions, accounts and roles (§5, §6, §8)
  UNAUTHORIZED: { status: 401, message: Messages.Unauthorized },
  SESSION_EXPIRED: { status: 401, message: Messages.SessionExpiredBody },
  FORBIDDEN: { status: 403, message: Messages.Forbidden },
  ACCOUNT_DISABLED: { status: 403, message: Messages.AccountDisabled },
  LOGIN_INCORRECT: { status: 400, message: Messages.LoginIncorrect },
  EMAIL_REGISTERED: { status: 400, message: AccountMessages.EmailAlreadyRegistered, field: 'email' },
  OLD_PASSWORD_INCORRECT: {
    status: 400,
    message: AccountMessages.OldPasswordIncorrect,
    field: 'oldPassword',
  },
  CODE_NOT_REQUESTED: { status: 400, message: Messages.VerificationCodeRequestFirst, field: 'code' },
  CODE_INCORRECT: { status: 400, message: AccountMessages.VerificationCodeIncorrect, field: 'code' },
  CODE_TOO_MANY_TRIES: { status: 400, message: AccountMessages.VerificationCodeTooManyTries, field: 'code' },
  CODE_EXPIRED: { status: 400, message: AccountMessages.VerificationCodeExpired, field: 'code' },
  CODE_RESEND_TOO_SOON: { status: 429, message: AccountMessages.codeResendWait },
  AVATAR_NOT_UPLOADED: { status: 400, message: AccountMessages.AvatarNotUploaded, field: 'avatarUrl' },
  USER_NOT_FOUND: { status: 404, message: Messages.NotFound },
  /** An administrator demoting or disabling their own account (issue 13). */
  STAFF_SELF_CHANGE: { status: 403, message: AccountMessages.StaffSelfChange },

  // Uploads (§5)
  IMAGE_FORMAT: { status: 400, message: Messages.ImageBadFormat },
  IMAGE_TOO_LARGE: { status: 400, message: Messages.ImageTooLarge },

  // Addresses, places and shops (§5, §8)
  ADDRESS_NOT_FOUND: { status: 404, message: Messages.NotFound },
  ADDRESS_LIMIT: { status: 400, message: Messages.AddressLimitReached },
  ZIP_MISMATCH: { status: 400, message: Messages.ZipMismatch, field: 'zipCode' },
  COORDINATES_REQUIRED: { status: 400, message: Messages.LatLngRequired },
  STATION_NOT_FOUND: { status: 404, message: Messages.StationNotFound },
  STATION_GONE: { status: 400, message: Messages.StationNotFound },
  ADDRESS_GONE: { status: 400, message: Messages.AddressNotFound },

  // Catalog, vehicles and the tire library (§5, §8)
  PRODUCT_NOT_FOUND: { status: 404, message: Messages.PageNotFound404 },
  SKU_NOT_FOUND: { status: 404, message: Messages.NotFound },
  UNKNOWN_CONFIG_KEY: { status: 404, message: Messages.PageDoesNotExist },
  VEHICLE_NOT_FOUND: { status: 404, message: Messages.NoVehicleInformation },
  NO_TIRE_SIZE: { status: 404, message: Messages.NoOriginalTireSize },
  VIN_REQUIRED: { status: 400, message: Messages.VinBarcodeRequired, field: 'vin' },
  VIN_INVALID: { status: 400, message: Messages.VinInvalid, field: 'vin' },
  VIN_NOT_IDENTIFIED: { status: 404, message: Messages.VinNotIdentified },
  TIRE_SIZE_INVALID: { status: 400, message: Messages.TireSizeUnrecognized },
  TIRE_SIZE_DUPLICATE: { status: 400, message: Messages.TireSizeAlreadyInLibrary },
  VEHICLE_DUPLICATE: { status: 400, message: Messages.VehicleAlreadyInLibrary },
  LIBRARY_LIMIT: { status: 400, message: Messages.LibraryLimitReached },
  LIBRARY_ENTRY_NOT_FOUND: { status: 404, message: Messages.NotFound },
  /** A price/stock CSV's preview no longer matches the SKUs: someone or an order changed them meanwhile. */
  PRICE_LIST_CHANGED: { status: 409, message: CatalogAdminMessages.UploadChanged, field: 'csv' },
  PRICE_LIST_APPLIED: { status: 409, message: CatalogAdminMessages.UploadAlreadyApplied, field: 'csv' },

  // Cart and stock (§5, §8)
  PRODUCT_UNAVAILABLE: { status: 400, message: Messages.ProductUnavailable },
  OUT_OF_STOCK: { status: 400, message: Messages.ProductOutOfStock },
  NOT_ENOUGH_STOCK: { status: 400, message: Messages.NotEnoughItemsInStock },
  PURCHASE_LIMIT: { status: 400, message: Messages.purchaseLimit },
  CART_UPDATED: { status: 400, message: Messages.CartUpdated },
  CART_FULL: { status: 400, message: Messages.CartFull },
  NOTHING_SELECTED: { status: 400, message: Messages.SelectAtLeastOneItem },
  CART_CHECKOUT_LIMIT: { status: 400, message: Messages.CartCheckoutLimit },
  INSUFFICIENT_INVENTORY: { status: 400, message: Messages.InsufficientInventory },

  // Checkout (§5, §8)
  DUPLICATE_SUBMIT: { status: 400, message: Messages.DuplicateSubmit },
  CHOOSE_DELIVERY_TYPE: { status: 400, message: Messages.ChooseDeliveryType },
  DELIVERY_NOT_ALLOWED: { status: 400, message: Messages.DeliveryNotAllowed },
  DELIVERY_OUT_OF_RANGE: { status: 400, message: Messages.DeliveryOutOfRange },
  SERVICE_REQUIRED: { status: 400, message: Messages.ServiceRequired },
  SERVICE_NOT_OFFERED: { status: 400, message: Messages.ServiceNotOffered },

  // Installation appointments (issue 19)
  /** Another checkout took the slot's last place first. */
  SLOT_FULL: { status: 409, message: AppointmentMessages.SlotFull, field: 'appointment' },
  /** Not a time of the installer's hours, past, too soon or beyond the booking window. */
  SLOT_INVALID: { status: 400, message: AppointmentMessages.SlotInvalid, field: 'appointment' },
  RESCHEDULE_TOO_LATE: { status: 409, message: AppointmentMessages.RescheduleTooLate },

  // Orders (§4, §8)
  ORDER_NOT_FOUND: { status: 404, message: Messages.OrderNotFound },
  ORDER_STATUS_CHANGED: { status: 400, message: Messages.OrderStatusChanged },
  ORDER_EXPIRED: { status: 400, message: Messages.OrderExpired },
  ORDER_ITEM_NOT_FOUND: { status: 400, message: Messages.NotFound },
  NO_LOGISTICS: { status: 400, message: Messages.NoLogisticsInformation },

  // Payment and balance (§8, §9)
  PAYMENT_METHOD_OFF: { status: 400, message: Messages.ChoosePaymentMethod },
  PAYMENT_NOT_FOUND: { status: 404, message: Messages.NotFound },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 502, message: Messages.PaymentFailedPayAgain },
  NOTIFICATION_REJECTED: { status: 400, message: Messages.MalformedRequest },
  INVALID_SIGNATURE: { status: 400, message: Messages.MalformedRequest },
  INSUFFICIENT_BALANCE: { status: 400, message: Messages.insufficientBalance },
  BALANCE_EMPTY: { status: 400, message: Messages.InsufficientBalanceRecharge },
  ADJUSTMENT_BELOW_ZERO: { status: 400, message: Messages.InsufficientBalance },
  /** Customer service adjusting by more than STAFF_BALANCE_ADJUST_LIMIT_CENTS at once (issue 13). */
  ADJUSTMENT_OVER_LIMIT: {
    status: 403,
    message: AccountMessages.adjustmentOverLimit,
    field: 'amountCents',
  },
  REFUND_EXCEEDS_PAYMENT: { status: 400, message: Messages.RefundAmountTooLarge },

  // Coupons and activities (§5, §8; issue 14)
  NO_MORE_COUPONS: { status: 409, message: Messages.NoMoreCoupons },
  NO_RELATED_COUPONS: { status: 404, message: Messages.NoRelatedCoupons },
  COUPON_ALREADY_CLAIMED: { status: 409, message: PromotionMessages.AlreadyClaimed },
  COUPON_ALREADY_USED: { status: 409, message: Messages.CouponAlreadyUsed },
  /** 'Sorry, the coupon has expired.' */
  COUPON_STATUS: { status: 409, message: Messages.couponStatus },
  PROMOTION_ENDED: { status: 409, message: Messages.PromotionEnded },
  /** A chosen coupon cannot be used on the order: the message says why (minimum spend, not for these items...). */
  COUPON_NOT_USABLE: { status: 400, message: (reason: string) => reason },
  COUPON_CODE_TAKEN: { status: 409, message: PromotionMessages.CodeTaken, field: 'code' },
  CHANNEL_KEY_TAKEN: { status: 409, message: PromotionMessages.ChannelKeyTaken, field: 'channelKey' },
  SURVEY_DONE: { status: 409, message: PromotionMessages.SurveyDone },

  // Flash sales and group buys (§4, §8; issue 15)
  EVENT_NOT_STARTED: { status: 409, message: Messages.EventNotStarted },
  EVENT_ENDED: { status: 409, message: Messages.EventEnded },
  FLASH_SALE_CLOSED: { status: 409, message: Messages.FlashSaleClosed },
  FLASH_SALE_SOLD_OUT: { status: 409, message: Messages.FlashSaleSoldOutToday },
  /** The shop cannot take the attempt now: the shopper tries again rather than waiting. */
  ACTIVITY_VERY_HOT: { status: 429, message: Messages.ActivityVeryHot },
  /** A flash sale or group buy is one item on its own checkout. */
  SPECIAL_ONE_ITEM: { status: 400, message: GroupBuyMessages.OneItemOnly },
  GROUP_FULL: { status: 409, message: GroupBuyMessages.GroupFull },
  ALREADY_IN_GROUP: { status: 409, message: GroupBuyMessages.AlreadyInGroup },
  GROUP_ENDED: { status: 409, message: GroupBuyMessages.GroupEnded },
  GROUP_NOT_FOUND: { status: 404, message: GroupBuyMessages.GroupNotFound },

  // Invoices (§3, §4, §5; issue 16)
  INVOICE_NOT_AVAILABLE: { status: 409, message: InvoiceMessages.NotAvailable },
  INVOICE_ALREADY_APPLIED: { status: 409, message: InvoiceMessages.AlreadyApplied },
  INVOICE_NOT_APPLIED: { status: 404, message: InvoiceMessages.NotApplied },
  INVOICE_NOT_ISSUED: { status: 409, message: InvoiceMessages.NotIssued },

  // Refunds and returns (§4, §5, §8; issue 16)
  REFUND_NOT_FOUND: { status: 404, message: Messages.NotFound },
  REFUND_NOT_AVAILABLE: { status: 409, message: RefundMessages.NotRefundable },
  RETURN_WINDOW_CLOSED: { status: 409, message: RefundMessages.WindowClosed },
  REFUND_IN_PROGRESS: { status: 409, message: RefundMessages.InProgress },
  REFUND_NOTHING_LEFT: { status: 409, message: RefundMessages.NothingLeft },
  REFUND_STATUS_CHANGED: { status: 409, message: RefundMessages.StatusChanged },
  RETURN_QUANTITY_TOO_LARGE: { status: 400, message: Messages.ReturnQuantityTooLarge, field: 'quantity' },
  REFUND_AMOUNT_TOO_LARGE: { status: 400, message: Messages.RefundAmountTooLarge, field: 'amount' },
  REFUND_AMOUNT_INVALID: { status: 400, message: RefundMessages.AmountInvalid, field: 'amount' },
  RETURN_BEFORE_SHIPPING: { status: 400, message: RefundMessages.ReturnBeforeShipping, field: 'serviceType' },
  REFUND_AMOUNT_FIXED: { status: 400, message: RefundMessages.AmountFixed, field: 'amount' },
  /** The last units include delivery: the shopper confirms first (§5). */
  REFUND_CONFIRM_DELIVERY: { status: 409, message: Messages.RefundIncludesDelivery },
  /** A photo URL that is not one of the shopper's own uploads. */
  PHOTO_NOT_YOURS: { status: 400, message: Messages.ImageBadFormat, field: 'images' },

  // Points and sign-in (§4, §5; issue 17)
  SIGN_IN_TOO_EARLY: { status: 409, message: PointsMessages.TooEarly },
  POINTS_NOT_ENOUGH: { status: 409, message: PointsMessages.NotEnough, field: 'change' },
  /** Points asked for at checkout beyond the balance. */
  CHECKOUT_POINTS_NOT_ENOUGH: { status: 409, message: PointsMessages.NotEnough, field: 'points' },
  SPIN_POINTS_NOT_ENOUGH: { status: 409, message: PointsMessages.NotEnough },
  RAFFLE_CLOSED: { status: 409, message: RaffleMessages.Closed },
  TOP_UP_NOT_FOUND: { status: 404, message: TopUpMessages.NotFound },
  MALL_POINTS_NOT_ENOUGH: { status: 409, message: PointsMessages.NotEnough },
  MALL_GOODS_NOT_FOUND: { status: 404, message: MallMessages.GoodsNotFound },
  MALL_SOLD_OUT: { status: 409, message: MallMessages.SoldOut },
  MALL_LIMIT_REACHED: { status: 409, message: MallMessages.LimitReached },
  MALL_COUPON_UNAVAILABLE: { status: 409, message: MallMessages.CouponUnavailable },
  VIP_PLAN_NOT_FOUND: { status: 404, message: MemberMessages.PlanNotFound, field: 'planId' },
  VIP_PURCHASE_NOT_FOUND: { status: 404, message: MemberMessages.PurchaseNotFound },

  // The message center (§2, §8; issue 18)
  /** A notice the shopper may not read, or an announcement taken down. */
  NOTICE_NOT_FOUND: { status: 404, message: Messages.AnnouncementDoesNotExist },
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: Messages.AnnouncementDoesNotExist },

  // The request form when no tires fit (§1; issue 19)
  TIRE_REQUEST_NOT_FOUND: { status: 404, message: TireRequestMessages.NotFound },

  // Reviews (§3, §5; issue 16)
  REVIEW_NOT_ALLOWED: { status: 409, message: ReviewMessages.NotReviewable },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: ReviewMessages.AlreadyReviewed },
  REVIEW_NOT_FOUND: { status: 404, message: Messages.NotFound },

  // Live chat (§3, §4, §8; issue 18)
  /** Another shopper's conversation, or none: the same answer, so ids reveal nothing. */
  CHAT_NOT_FOUND: { status: 404, message: Messages.NotFound },
  /** Closed by an agent or expired by a newer inquiry. */
  CHAT_ENDED: { status: 409, message: ChatMessages.Ended },
  CHAT_NOT_PARTICIPANT: { status: 403, message: ChatMessages.WithAnotherAgent },
  CHAT_ALREADY_TAKEN: { status: 409, message: ChatMessages.AlreadyTaken },
  CHAT_AGENT_NOT_ONLINE: { status: 409, message: ChatMessages.AgentNotOnline, field: 'agentId' },
  CHAT_PRODUCT_NOT_FOUND: { status: 404, message: ChatMessages.ProductNotFound },
  /** The same shopper signed in on another device: the older session's chat closes (§8). */
  CHAT_SIGNED_IN_ELSEWHERE: { status: 409, message: Messages.LoggedInElsewhere },
  CHAT_PHOTO_NOT_YOURS: { status: 400, message: Messages.ImageBadFormat, field: 'content.url' },
} as const satisfies Record<string, RefusalEntry>;

export type RefusalCode = keyof typeof Refusals;

/** The figures a refusal's message names: none for a fixed message. */
export type RefusalArgs<C extends RefusalCode> = (typeof Refusals)[C]['message'] extends (
  ...args: infer A
) => string
  ? A
  : [];

/** A refusal as the API answers it: `{ code, message, field? }` with its HTTP status. */
export type RefusalBody = { status: RefusalStatus; code: RefusalCode; message: string; field?: string };

export function refusal<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): RefusalBody {
  const entry: RefusalEntry = Refusals[code];
  const message =
    typeof entry.message === 'function'
      ? (entry.message as (...figures: RefusalArgs<C>) => string)(...args)
      : entry.message;
  return entry.field === undefined
    ? { status: entry.status, code, message }
    : { status: entry.status, code, message, field: entry.field };
}

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(Refusals, code);
