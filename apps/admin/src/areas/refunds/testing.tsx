import {
  type AdminRefundDetail,
  type AdminRefundRow,
  acceptActionFor,
  adminRefundDetail,
  adminRefundPage,
  adminRefundQuery,
  CargoStatus,
  effectiveRefundStatus,
  Messages,
  nextRefundStatus,
  type OrderItem,
  orderNumber,
  REFUND_SERVICE_TYPE_LABELS,
  REFUND_STATUS_STEPS,
  REFUND_STEP_LABELS,
  RefundAction,
  RefundServiceType,
  RefundStatus,
  RefundStep,
  refusal,
  refuseRefundRequest,
  type UserRole,
} from '@tread/domain';
import {
  type Answer,
  answerInvalid,
  answerRefusal,
  type Call,
  renderArea,
  SHOP_NOW,
} from '../../testing/stub-shop';
import RefundsArea from './routes';

/**
 * A small shop for the refund screens: requests kept as the shopper made them and where they stand; the
 * console's answers derived from them as the server derives them (the deadlines applied with the domain's
 * effectiveRefundStatus, the texts of REFUND_STATUS_STEPS, the steps a service walks) and checked against the
 * API's schemas; staff moves made with the domain's transitions (nextRefundStatus), refused as the server does.
 */

/** The area opened at `at` (under /refunds), as the console mounts it. */
export const renderRefunds = (at: string) => renderArea('refunds', RefundsArea, at);

const HOUR_MS = 3_600_000;
/** The server's defaults: 48 hours to answer, 7 days to send a return, and where returns go. */
const RESPOND_HOURS = 48;
const RETURN_SHIP_DAYS = 7;
export const RETURN_ADDRESS = 'Tread Returns, 2150 E 7th St, Los Angeles, CA 90021';

const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

export type RefundSettings = {
  refundNumber: string;
  /** When the order was placed, and its random digits: its order number. */
  placedAt: string;
  orderDigits: string;
  customerEmail: string;
  item: OrderItem;
  serviceType: RefundServiceType;
  cargoStatus: CargoStatus;
  reason: string;
  description: string;
  images: string[];
  quantity: number;
  amount: number;
  includesDelivery: boolean;
  appliedAt: string;
  status: RefundStatus;
  returnBy: string | null;
  returnAddress: string | null;
  logistics: AdminRefundDetail['logistics'];
  sellerReason: string | null;
  sellerRemark: string | null;
};

export const tire: OrderItem = {
  itemId: 31,
  skuId: 2207,
  prodId: 118,
  prodName: 'Michelin Pilot Sport 4S',
  brandName: 'Michelin',
  image: '/static/catalog/pilot-sport-4s.webp',
  displaySize: '225/45R17 94W',
  partyCode: 'MIC-PS4S-2254517',
  price: 21_999,
  count: 4,
};

export const request = (change: Partial<RefundSettings> = {}): RefundSettings => ({
  refundNumber: 'AS20261126482193',
  placedAt: '2026-11-20T18:30:00.000Z',
  orderDigits: '4821937765',
  customerEmail: 'dana.lee@example.com',
  item: tire,
  serviceType: RefundServiceType.RefundOnly,
  cargoStatus: CargoStatus.NotReceived,
  reason: 'Item does not fit my vehicle',
  description: 'Ordered for the wrong trim; the car needs 18-inch wheels.',
  images: [],
  quantity: 2,
  amount: 43_998,
  includesDelivery: false,
  appliedAt: '2026-11-26T18:00:00.000Z',
  status: RefundStatus.Applied,
  returnBy: null,
  returnAddress: null,
  logistics: null,
  sellerReason: null,
  sellerRemark: null,
  ...change,
});

export const orderNumberOf = (settings: RefundSettings) =>
  orderNumber(new Date(settings.placedAt), settings.orderDigits);

/** Where the request stands now: its deadlines applied, as every read of the server does. */
const statusOf = (settings: RefundSettings) =>
  effectiveRefundStatus(
    {
      status: settings.status,
      serviceType: settings.serviceType,
      respondBy: new Date(hoursAfter(settings.appliedAt, RESPOND_HOURS)),
      returnBy: settings.returnBy ? new Date(settings.returnBy) : null,
    },
    SHOP_NOW,
  );

/** A row of GET /api/admin/refunds. */
export function refundRow(settings: RefundSettings): AdminRefundRow {
  const status = statusOf(settings);
  return {
    refundNumber: settings.refundNumber,
    orderNumber: orderNumberOf(settings),
    status,
    statusText: REFUND_STATUS_STEPS[status].text,
    step: REFUND_STATUS_STEPS[status].step,
    serviceType: settings.serviceType,
    serviceTypeLabel: REFUND_SERVICE_TYPE_LABELS[settings.serviceType],
    item: settings.item,
    quantity: settings.quantity,
    amount: settings.amount,
    appliedAt: settings.appliedAt,
    customerEmail: settings.customerEmail,
    respondBy: status === RefundStatus.Applied ? hoursAfter(settings.appliedAt, RESPOND_HOURS) : null,
    returnBy: status === RefundStatus.AcceptedAwaitingReturn ? settings.returnBy : null,
  };
}

/** GET /api/admin/refunds/:refundNumber: the row, the steps its service walks, the answer and the return. */
export function refundDetail(settings: RefundSettings): AdminRefundDetail {
  const row = refundRow(settings);
  const walked = Object.values(RefundStep).filter(
    (step) =>
      settings.serviceType === RefundServiceType.ReturnAndRefund ||
      (step !== RefundStep.BuyerShipping && step !== RefundStep.SellerReceipt),
  );
  return adminRefundDetail.parse({
    ...row,
    cargoStatus: settings.cargoStatus,
    reason: settings.reason,
    description: settings.description,
    images: settings.images,
    includesDelivery: settings.includesDelivery,
    steps: walked.map((step) => ({
      step,
      label: REFUND_STEP_LABELS[step],
      done: row.status === RefundStatus.Refunded || step < row.step,
      current: step === row.step,
    })),
    sellerReason: settings.sellerReason,
    sellerRemark: settings.sellerRemark,
    returnAddress: settings.returnAddress,
    logistics: settings.logistics,
    refundedAt: null,
    refundTo: null,
    actions: [],
  });
}

const REFUND_IN_PATH = /^\/api\/admin\/refunds\/([^/]+)(?:\/(accept|refuse|receive))?$/;

/** Moves `settings` by `action` as the server's transitions table does; false when it is elsewhere now. */
function move(settings: RefundSettings, action: RefundAction): boolean {
  const next = nextRefundStatus(action, statusOf(settings));
  if (!next.ok) return false;
  settings.status = next.value;
  if (action === RefundAction.AcceptReturn) {
    settings.returnBy = hoursAfter(SHOP_NOW.toISOString(), RETURN_SHIP_DAYS * 24);
    settings.returnAddress = RETURN_ADDRESS;
  }
  return true;
}

/**
 * The shop's answers about refunds, from `requests` (which staff moves change); `role` is who is signed in.
 * The money a move claims stays with the payment provider: refunds wait in 'Refunding'.
 */
export function refundsAnswer(requests: RefundSettings[], role: UserRole) {
  return (call: Call): Answer => {
    const url = new URL(call.url, 'http://shop.test');
    if (url.pathname === '/api/p/user/userInfo') return { body: { role, userMail: `${role}@tread.local` } };
    if (url.pathname === '/api/admin/refunds' && call.method === 'GET') {
      const { status, current, size } = adminRefundQuery.parse(Object.fromEntries(url.searchParams));
      const rows = requests
        .map(refundRow)
        .filter((row) => status === undefined || row.status === status)
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
      return {
        body: adminRefundPage.parse({
          records: rows.slice((current - 1) * size, current * size),
          total: rows.length,
          current,
          size,
          pages: Math.ceil(rows.length / size),
          hasMore: current * size < rows.length,
        }),
      };
    }
    const [, number, action] = REFUND_IN_PATH.exec(url.pathname) ?? [];
    const found = requests.find((candidate) => candidate.refundNumber === number);
    if (!found) return answerRefusal(refusal('REFUND_NOT_FOUND'));
    if (!action && call.method === 'GET') return { body: refundDetail(found) };
    if (call.method !== 'POST')
      return { status: 404, body: { code: 'NOT_FOUND', message: Messages.NotFound } };
    if (action === 'accept' && !move(found, acceptActionFor(found.serviceType)))
      return answerRefusal(refusal('REFUND_STATUS_CHANGED'));
    if (action === 'refuse') {
      const answer = refuseRefundRequest.safeParse(call.body);
      if (!answer.success) return answerInvalid(answer.error);
      if (!move(found, RefundAction.Refuse)) return answerRefusal(refusal('REFUND_STATUS_CHANGED'));
      found.sellerReason = answer.data.reason;
      found.sellerRemark = answer.data.remark;
    }
    if (
      action === 'receive' &&
      (found.serviceType !== RefundServiceType.ReturnAndRefund || !move(found, RefundAction.ConfirmReturn))
    )
      return answerRefusal(refusal('REFUND_STATUS_CHANGED'));
    return { body: refundDetail(found) };
  };
}

/** What the shopper does meanwhile (withdraw, send the return), by the same transitions. */
export function shopperMoves(settings: RefundSettings, action: RefundAction): void {
  if (!move(settings, action)) throw new Error(`the shopper cannot ${action} in status ${settings.status}`);
}
