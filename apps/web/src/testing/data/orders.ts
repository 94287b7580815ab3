import {
  DeliveryType,
  InstallStatus,
  LogisticsState,
  ORDER_STATUS_LABELS,
  type OrderDetail,
  OrderInvoiceStatus,
  type OrderLogistics,
  OrderMold,
  OrderStatus,
  OrderType,
  orderButtons,
  type PayInfoAnswer,
  PaymentType,
} from '@tread/domain';

/** Orders, payment choices and tracking of web tests. */

export function sampleOrder(orderNumber: string, changes: Partial<OrderDetail> = {}): OrderDetail {
  const status = changes.status ?? OrderStatus.Unpaid;
  return {
    orderNumber,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
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
        refundableCount: 0,
        refund: null,
        reviewed: false,
      },
    ],
    buttons: [...orderButtons(status)],
    cancelReason: null,
    mold: OrderMold.Physical,
    orderType: OrderType.General,
    group: null,
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
      // An order placed before the place of the tax was kept: its line names the state.
      taxJurisdiction: null,
      salesTax: 3045,
      stateTireFee: 700,
      tireInstallationFee: 0,
      installationSavings: 0,
      serviceFee: 0,
      activityDiscount: 0,
      itemCoupon: 0,
      storeCoupon: 0,
      installationCoupon: 0,
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
    refundLabel: null,
    returnWindowEndsAt: null,
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
