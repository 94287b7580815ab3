import {
  DeliveryType,
  InstallStatus,
  LogisticsState,
  Messages,
  type OrderDetail,
  OrderInvoiceStatus,
  type OrderLogistics,
  OrderMold,
  OrderStatus,
  OrderType,
  orderButtons,
  type PayAnswer,
  type PayInfoAnswer,
  PaymentType,
  PayResultStatus,
  tabStatuses,
} from '@tread/domain';
import { createFakeAccountApi } from '../account/fake-account-api';

/** Test double of the order and payment API on top of the accounts fake (which holds the session). */

const STATUS_LABELS: Record<OrderStatus, string> = {
  1: 'Pending payment',
  2: 'Pending delivery',
  3: 'Shipped',
  4: 'Review',
  5: 'Completed',
  6: 'Canceled',
  7: 'Grouping',
  8: 'Awaiting installation',
};

export function sampleOrder(orderNumber: string, changes: Partial<OrderDetail> = {}): OrderDetail {
  const status = changes.status ?? OrderStatus.Unpaid;
  return {
    orderNumber,
    status,
    statusLabel: STATUS_LABELS[status],
    deliveryType: DeliveryType.GeneralDelivery,
    createdAt: '2025-06-02T18:30:00.000Z',
    payBefore: new Date(Date.now() + 25 * 60_000).toISOString(),
    total: 45_210,
    itemCount: 4,
    items: [
      {
        itemId: 1,
        skuId: 11,
        prodId: 7,
        prodName: 'Michelin Pilot Sport 4S',
        brandName: 'Michelin',
        image: '/static/tires/pilot.webp',
        displaySize: '225/45R17 94W',
        partyCode: 'MI-PS4S',
        price: 10_500,
        count: 4,
      },
    ],
    buttons: [...orderButtons(status)],
    cancelReason: null,
    mold: OrderMold.Physical,
    orderType: OrderType.General,
    remainingSeconds: status === OrderStatus.Unpaid ? 25 * 60 : null,
    paidAt: status === OrderStatus.Unpaid ? null : '2025-06-02T18:35:00.000Z',
    shippedAt: null,
    completedAt: null,
    canceledAt: null,
    autoConfirmAt: null,
    amounts: {
      itemTotal: 42_000,
      shippingFee: 0,
      taxRate: 7.25,
      taxState: 'CA',
      salesTax: 3045,
      stateTireFee: 700,
      tireInstallationFee: 0,
      installationSavings: 0,
      serviceFee: 0,
      discount: 0,
      total: 45_745,
    },
    currency: 'usd',
    destination: {
      name: 'Jamie Rivera',
      phone: '2135550142',
      address1: '101 Main Street',
      address2: '',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90012',
    },
    station: null,
    services: [],
    remark: '',
    paymentType: status === OrderStatus.Unpaid ? null : PaymentType.Balance,
    paymentLabel: status === OrderStatus.Unpaid ? null : 'Balance',
    installStatus: null,
    installStatusLabel: null,
    packages: [],
    orderInvoiceStatus: OrderInvoiceStatus.None,
    invoiceButtonText: 'Invoice',
    ...changes,
  };
}

export const sampleInstallerOrder = (orderNumber: string, changes: Partial<OrderDetail> = {}) =>
  sampleOrder(orderNumber, {
    deliveryType: DeliveryType.InstallerShop,
    mold: OrderMold.Service,
    station: {
      stationId: 3,
      name: 'Westside Tire Pros',
      address: '12 Pico Blvd, Los Angeles, CA 90064',
      phone: '3105550100',
    },
    installStatus: InstallStatus.NotInstalled,
    installStatusLabel: 'Not Installed',
    ...changes,
  });

export const samplePayInfo = (changes: Partial<PayInfoAnswer> = {}): PayInfoAnswer => ({
  orders: [{ orderNumber: '2506020000000001', total: 45_745 }],
  total: 45_745,
  payBefore: new Date(Date.now() + 25 * 60_000).toISOString(),
  remainingSeconds: 25 * 60,
  balance: 100_000,
  methods: [
    { payType: PaymentType.Balance, label: 'Balance', instalmentText: null, web: false },
    { payType: PaymentType.StripeCard, label: 'Credit or debit card', instalmentText: null, web: false },
    {
      payType: PaymentType.Affirm,
      label: 'Affirm',
      instalmentText: '4 interest-free instalments',
      web: true,
    },
  ],
  ...changes,
});

export const sampleLogistics = (orderNumber: string): OrderLogistics => ({
  orderNumber,
  status: OrderStatus.Shipped,
  statusLabel: 'Shipped',
  destination: sampleOrder(orderNumber).destination,
  packages: [
    {
      packageId: 1,
      carrier: 'UPS',
      waybill: '1Z999AA10123456784',
      shippedAt: '2025-06-03T16:00:00.000Z',
      itemIds: [1],
      state: LogisticsState.InTransit,
      stateLabel: 'In transit',
      stages: [
        { stage: 'delivery', label: 'Delivery', done: true, time: '2025-06-03T16:00:00.000Z' },
        { stage: 'tracking', label: 'Tracking', done: true, time: '2025-06-03T18:00:00.000Z' },
        { stage: 'received', label: 'Received', done: false, time: null },
      ],
    },
  ],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const card = ({
  orderNumber,
  status,
  statusLabel,
  deliveryType,
  createdAt,
  payBefore,
  total,
  itemCount,
  items,
  buttons,
  cancelReason,
}: OrderDetail) => ({
  orderNumber,
  status,
  statusLabel,
  deliveryType,
  createdAt,
  payBefore,
  total,
  itemCount,
  items,
  buttons,
  cancelReason,
});

export function createFakeOrdersApi() {
  const account = createFakeAccountApi();
  const server = Object.assign(account.server, {
    orders: [] as OrderDetail[],
    payInfo: samplePayInfo(),
    /** Answers POST /p/order/pay; a string is a 400 refusal with that message. */
    pay: (_payType: number): PayAnswer | string => ({
      payNumber: 'P1',
      status: 'succeeded',
      redirectUrl: null,
    }),
    /** Pay statuses answered one by one; the last one repeats. */
    payStatuses: [PayResultStatus.Success] as PayResultStatus[],
    logistics: null as OrderLogistics | null,
  });

  const find = (orderNumber: string | null) =>
    server.orders.find((order) => order.orderNumber === orderNumber);
  const setStatus = (order: OrderDetail, status: OrderStatus) =>
    Object.assign(order, { status, statusLabel: STATUS_LABELS[status], buttons: [...orderButtons(status)] });

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://tread.local');
    const path = url.pathname.replace(/^\/api/, '');
    const query = url.searchParams;
    const handled = [
      '/p/myOrder/list',
      '/p/myOrder/detail',
      '/p/myOrder/logistics',
      '/p/myOrder/cancel',
      '/p/myOrder/confirmReceipt',
      '/p/order/payInfo',
      '/p/order/pay',
      '/p/order/changePayingStatus',
    ];
    const answered = await account.fetch(input, init);
    if (!handled.includes(path) || answered.status === 401) return answered;
    const body = (server.calls.at(-1)?.body ?? {}) as { orderNumber?: string; payType?: number };

    switch (path) {
      case '/p/myOrder/list': {
        const statuses = tabStatuses((query.get('tab') ?? 'all') as Parameters<typeof tabStatuses>[0]);
        const keyword = query.get('keyword') ?? '';
        const records = server.orders
          .filter((order) => statuses === null || statuses.includes(order.status))
          .filter((order) => !keyword || order.orderNumber.startsWith(keyword))
          .map(card);
        return json(200, { records, total: records.length, current: 1, size: 10, pages: 1, hasMore: false });
      }
      case '/p/myOrder/detail': {
        const order = find(query.get('orderNumber'));
        return order ? json(200, order) : json(404, { code: 'NOT_FOUND', message: Messages.OrderNotFound });
      }
      case '/p/myOrder/logistics':
        return server.logistics
          ? json(200, server.logistics)
          : json(400, { code: 'NO_LOGISTICS', message: Messages.NoLogisticsInformation });
      case '/p/myOrder/cancel':
      case '/p/myOrder/confirmReceipt': {
        const order = find(body.orderNumber ?? null);
        if (!order) return json(404, { code: 'NOT_FOUND', message: Messages.OrderNotFound });
        setStatus(order, path.endsWith('cancel') ? OrderStatus.Canceled : OrderStatus.Completed);
        return json(200, order);
      }
      case '/p/order/payInfo':
        return json(200, server.payInfo);
      case '/p/order/pay': {
        const answer = server.pay(body.payType ?? -1);
        return typeof answer === 'string'
          ? json(400, { code: 'PAY_REFUSED', message: answer })
          : json(200, answer);
      }
      default: {
        const payStatus = server.payStatuses.length > 1 ? server.payStatuses.shift() : server.payStatuses[0];
        return json(200, { payStatus });
      }
    }
  }

  return { server, fetch };
}
