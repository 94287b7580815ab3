/** Enumerations and status codes of SPEC §3, §4 and §9, named once. */

/** Policy pages of SPEC §2: route key, title, content-page type (§3) and desktop switch name. */
export const POLICY_PAGES = [
  {
    key: 'service-terms',
    title: 'Terms and Conditions',
    contentType: 'terms',
    switchName: 'serviceTermsSwitch',
  },
  {
    key: 'privacy-policy',
    title: 'Privacy Policy',
    contentType: 'privacy',
    switchName: 'privacyPolicySwitch',
  },
  { key: 'about-us', title: 'About Us', contentType: 'about', switchName: 'aboutUsSwitch' },
  { key: 'contact-us', title: 'Contact Us', contentType: 'contact', switchName: 'contactUsSwitch' },
  { key: 'faq', title: 'FAQ', contentType: 'faq', switchName: 'faqsSwitch' },
  {
    key: 'shipping-policy',
    title: 'Shipping Policy',
    contentType: 'shipping',
    switchName: 'shippingPolicySwitch',
  },
  {
    key: 'delivery-policy',
    title: 'Delivery Policy',
    contentType: 'delivery',
    switchName: 'deliveryPolicySwitch',
  },
  { key: 'return-policy', title: 'Return Policy', contentType: 'return', switchName: 'returnPolicySwitch' },
  {
    key: 'accessibility',
    title: 'Accessibility Statement',
    contentType: 'accessibility',
    switchName: 'accessibilitySwitch',
  },
  {
    key: 'cookies-and-behavioral-advertising',
    title: 'Cookies and Behavioral Advertising',
    contentType: 'cookies',
    switchName: 'cookiesAndBehavioralAdvertisingSwitch',
  },
] as const;
export type PolicyPageKey = (typeof POLICY_PAGES)[number]['key'];

/** Payment types of SPEC §9 with the switch name that turns each on. */
export const PaymentType = {
  Score: 0,
  Balance: 9,
  PayPal: 10,
  StripeCard: 11,
  StripeGooglePay: 12,
  StripeApplePay: 13,
  AuthorizeCard: 14,
  AuthorizeApplePay: 15,
  AuthorizeGooglePay: 16,
  Affirm: 17,
  Klarna: 18,
  CashApp: 19,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const PAYMENT_METHODS = [
  { type: PaymentType.Score, switchName: 'scorePaySwitch', label: 'Points' },
  { type: PaymentType.Balance, switchName: 'balancePaySwitch', label: 'Balance' },
  { type: PaymentType.PayPal, switchName: 'paypalPaySwitch', label: 'PayPal' },
  { type: PaymentType.StripeCard, switchName: 'stripeCardPaySwitch', label: 'Credit or debit card' },
  { type: PaymentType.StripeGooglePay, switchName: 'stripeGooglePaySwitch', label: 'Google Pay' },
  { type: PaymentType.StripeApplePay, switchName: 'stripeApplePaySwitch', label: 'Apple Pay' },
  { type: PaymentType.AuthorizeCard, switchName: 'authorizeCardPaySwitch', label: 'Credit or debit card' },
  { type: PaymentType.AuthorizeApplePay, switchName: 'authorizeApplePaySwitch', label: 'Apple Pay' },
  { type: PaymentType.AuthorizeGooglePay, switchName: 'authorizeGooglePaySwitch', label: 'Google Pay' },
  { type: PaymentType.Affirm, switchName: 'affirmPaySwitch', label: 'Affirm' },
  { type: PaymentType.Klarna, switchName: 'klarnaPaySwitch', label: 'Klarna' },
  { type: PaymentType.CashApp, switchName: 'cashAppPaySwitch', label: 'Cash App Pay' },
] as const;
export const PAYMENT_SWITCH_NAMES = PAYMENT_METHODS.map((m) => m.switchName) as [
  (typeof PAYMENT_METHODS)[number]['switchName'],
  ...(typeof PAYMENT_METHODS)[number]['switchName'][],
];
/** Payment types paid on a web page of the provider (SPEC §9). */
export const WEB_PAYMENT_TYPES: readonly PaymentType[] = [
  PaymentType.Affirm,
  PaymentType.Klarna,
  PaymentType.CashApp,
];

/** Result of a payment as shown on pay-result (query sts) and as a pay status (SPEC §4). */
export const PayResultStatus = { Failed: 0, Success: 1, Processing: 2 } as const;
export type PayResultStatus = (typeof PayResultStatus)[keyof typeof PayResultStatus];

export const Currency = { Usd: 'usd', Cny: 'cny' } as const;
export type Currency = (typeof Currency)[keyof typeof Currency];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { usd: '$', cny: '¥' };

/** Order status codes (SPEC §4). */
export const OrderStatus = {
  Unpaid: 1,
  Paid: 2,
  Shipped: 3,
  Comment: 4,
  Completed: 5,
  Canceled: 6,
  WaitingForGroup: 7,
  WaitingForInstall: 8,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  1: 'Pending payment',
  2: 'Pending delivery',
  3: 'Shipped',
  4: 'Review',
  5: 'Completed',
  6: 'Canceled',
  7: 'Grouping',
  8: 'Awaiting installation',
};

/** Labels an order shows besides its status label (SPEC §4 'Order labels'). */
export const OrderLabel = {
  ConfirmReceipt: 'Confirm receipt',
  Reviewed: 'Reviewed',
  AwaitPaymentResult: 'Awaiting payment result (about 1-2 minutes)',
  Refunding: 'Refunding',
  RefundComplete: 'Refund complete',
  PartialRefundCompleted: 'Partial refund completed',
  RefundClosed: 'Refund closed',
  PartialDelivery: 'Partial delivery',
} as const;

/** Status filter of the order list (SPEC §4). */
export const OrderListStatus = {
  All: 0,
  Unpaid: 1,
  Processing: 2,
  Shipped: 3,
  Complete: 5,
  Canceled: 6,
  Installed: 8,
} as const;
export type OrderListStatus = (typeof OrderListStatus)[keyof typeof OrderListStatus];

/** Order list tabs of SPEC §2; `status` is the order status listed, null where the tab lists refunds. */
export const ORDER_LIST_TABS = [
  { key: 'all', label: 'All', status: OrderListStatus.All },
  { key: 'unpaid', label: 'Unpaid', status: OrderListStatus.Unpaid },
  { key: 'processing', label: 'Processing', status: OrderListStatus.Processing },
  { key: 'shipped', label: 'Shipped', status: OrderListStatus.Shipped },
  { key: 'installation', label: 'Installation', status: OrderListStatus.Installed },
  { key: 'completed', label: 'Completed', status: OrderListStatus.Complete },
  { key: 'review', label: 'Review', status: OrderStatus.Comment },
  { key: 'return', label: 'Return', status: null },
] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number]['key'];

export const OrderType = {
  General: 'general',
  /** SPEC §2 order types: 'grouping' (group buy) and 'second' (flash sale, seckill). */
  Group: 'grouping',
  FlashSale: 'second',
  Points: 'points',
  PhysicalGoods: 'physical',
  VirtualGoods: 'virtual',
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const OrderDateFilter = {
  LastSevenDays: 'last7days',
  LastThreeMonths: 'last3months',
  OlderThanThreeMonths: 'older',
} as const;
export type OrderDateFilter = (typeof OrderDateFilter)[keyof typeof OrderDateFilter];

export const OrderMold = { Physical: 0, Virtual: 1, Service: 2, Attachment: 3, Gift: 4 } as const;
export type OrderMold = (typeof OrderMold)[keyof typeof OrderMold];

/** Invoice state on an order; None (no invoice asked for yet) is ours, 1 and 2 are the spec's. */
export const OrderInvoiceStatus = { None: 0, Reviewing: 1, ViewInvoice: 2 } as const;
export type OrderInvoiceStatus = (typeof OrderInvoiceStatus)[keyof typeof OrderInvoiceStatus];

export const InvoiceStatus = { Applying: 'applying', Invoiced: 'invoiced' } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

export const InvoiceType = { Personal: 'personal', Unit: 'unit' } as const;
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];

/** How an order reaches the buyer: the four delivery methods of SPEC §3 'Order', then the checkout choices of §1. */
export const DeliveryType = {
  GeneralDelivery: 1,
  BuyerPickUp: 2,
  NoExpressDelivery: 3,
  SameCityDelivery: 4,
  InstallerShop: 5,
  PickUpPoint: 6,
  ExpressDelivery: 7,
} as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];

export const ShippingOption = { Standard: 'standard', Express: 'express' } as const;
export type ShippingOption = (typeof ShippingOption)[keyof typeof ShippingOption];

/** Per-item delivery availability (SPEC §3 'Per-item delivery mode'). */
export const DeliveryCode = { Normal: 0, OutOfRange: 1, Days: 2 } as const;
export type DeliveryCode = (typeof DeliveryCode)[keyof typeof DeliveryCode];

export const LogisticsState = {
  InTransit: 'in_transit',
  Signed: 'signed',
  Questionable: 'questionable',
  ArrivedDestinationCity: 'arrived_destination_city',
} as const;
export type LogisticsState = (typeof LogisticsState)[keyof typeof LogisticsState];

export const TrackingStage = { Delivery: 'delivery', Tracking: 'tracking', Received: 'received' } as const;
export type TrackingStage = (typeof TrackingStage)[keyof typeof TrackingStage];

export const InstallStatus = { NotInstalled: 0, Installed: 1 } as const;
export type InstallStatus = (typeof InstallStatus)[keyof typeof InstallStatus];
export const INSTALL_STATUS_LABELS: Record<InstallStatus, string> = { 0: 'Not Installed', 1: 'Installed' };

/** Refund statuses (SPEC §4 'Refund flow'); -1 ends a request the buyer withdrew or that closed. */
export const RefundStatus = {
  Applied: 1,
  AcceptedAwaitingRefund: 2,
  AcceptedAwaitingReturn: 3,
  ReturnShipped: 4,
  ReturnReceived: 5,
  Refunded: 6,
  Rejected: 7,
  Closed: -1,
} as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

export const RefundStep = {
  BuyerApplication: 1,
  SellerAcceptance: 2,
  BuyerShipping: 3,
  SellerReceipt: 4,
  RefundSuccessful: 5,
} as const;
export type RefundStep = (typeof RefundStep)[keyof typeof RefundStep];

/** Step of the five-step flow each status sits on, and the text shown under it. */
export const REFUND_STATUS_STEPS: Record<RefundStatus, { step: RefundStep; text: string }> = {
  1: { step: RefundStep.BuyerApplication, text: 'Pending merchant processing' },
  2: { step: RefundStep.SellerAcceptance, text: 'Merchant agreed, waiting for refund' },
  3: { step: RefundStep.SellerAcceptance, text: 'Merchant agreed, goods must be returned' },
  4: { step: RefundStep.BuyerShipping, text: 'Return shipped' },
  5: { step: RefundStep.SellerReceipt, text: 'Merchant confirmed receipt' },
  6: { step: RefundStep.RefundSuccessful, text: 'Refund successful' },
  7: {
    step: RefundStep.SellerAcceptance,
    text: 'Merchant declined, you can modify the request or ask for intervention',
  },
  [-1]: { step: RefundStep.BuyerApplication, text: 'Canceled or closed' },
};

export const RefundServiceType = { RefundOnly: 1, ReturnAndRefund: 2 } as const;
export type RefundServiceType = (typeof RefundServiceType)[keyof typeof RefundServiceType];

export const CargoStatus = { NotReceived: 0, Received: 1 } as const;
export type CargoStatus = (typeof CargoStatus)[keyof typeof CargoStatus];

/** The eight preset refund reasons; the spec counts them without wording them. */
export const REFUND_REASONS = [
  'Wrong size or item ordered',
  'Item does not fit my vehicle',
  'Item damaged or defective',
  'Received the wrong item',
  'Item not received',
  'Found a better price',
  'No longer needed',
  'Other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Why a line needs the shopper's attention (SPEC §8 'Something in your cart has been updated'). */
export const CartLineProblem = {
  SoldOut: 'soldOut',
  Unavailable: 'unavailable',
  OverStock: 'overStock',
  OverLimit: 'overLimit',
  PriceChanged: 'priceChanged',
} as const;
export type CartLineProblem = (typeof CartLineProblem)[keyof typeof CartLineProblem];
