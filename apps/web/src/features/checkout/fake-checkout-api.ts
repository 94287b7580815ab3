import {
  BusinessLine,
  type CartLine,
  type CheckoutAnswer,
  CheckoutDelivery,
  type CheckoutGroup,
  type CheckoutRequest,
  type DeliveryChoice,
  DeliveryCode,
  Messages,
  type OrderAmounts,
  type Station,
} from '@tread/domain';
import { createFakeAccountApi } from '../account/fake-account-api';
import { useCheckoutSelection } from '../cart/checkout-selection';
import { useCheckoutStore } from './checkout-store';

/** Test double of the checkout and station calls, on top of the accounts fake (sessions, addresses). */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (changes: Partial<CartLine> & Pick<CartLine, 'skuId' | 'prodName' | 'bizType'>): CartLine => ({
  prodId: changes.skuId,
  brandName: 'Michelin',
  image: '/static/products/tread-all-season.svg',
  partyCode: `P${changes.skuId}`,
  displaySize: null,
  tireTier: null,
  priceSettle: 10_000,
  addedPrice: changes.priceSettle ?? 10_000,
  count: 1,
  selected: true,
  totalStocks: 40,
  purchaseLimit: 8,
  soldOut: false,
  problem: null,
  problemMessage: null,
  lineTotal: 0,
  hasShopDelivery: false,
  hasUserPickUp: true,
  hasCityDelivery: true,
  ...changes,
});

export const TIRE_SKU = 101;
export const PART_SKU = 201;

export const catalogLines: Record<number, CartLine> = {
  [TIRE_SKU]: line({
    skuId: TIRE_SKU,
    prodName: 'Michelin Defender2',
    bizType: BusinessLine.Tire,
    displaySize: '225/45R17 94W',
    priceSettle: 15_999,
    hasShopDelivery: true,
  }),
  [PART_SKU]: line({
    skuId: PART_SKU,
    prodName: 'Bosch ICON Wiper Blade',
    brandName: 'Bosch',
    bizType: BusinessLine.Goods,
    priceSettle: 2_499,
  }),
};

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
  day,
  open: day === 'Sunday' ? null : '08:00',
  close: day === 'Sunday' ? null : '18:00',
}));

export const sampleStation = (stationId: number, changes: Partial<Station> = {}): Station => ({
  stationId,
  kind: 'installer',
  name: `Shop ${stationId}`,
  address1: `${stationId}00 S Broadway`,
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  lat: 34.06,
  lng: -118.24,
  phone: '2135550100',
  hours: week,
  serviceInfo: [
    { code: 'MOUNT_BALANCE', name: 'Mount & balance', price: 2_499, perTire: true },
    { code: 'ALIGNMENT', name: 'Four-wheel alignment', price: 12_999, perTire: false },
  ],
  rating: 4.6,
  reviewCount: 120,
  distance: 0.8,
  ...changes,
});

/** The shopper searched from (downtown Los Angeles) and the ZIP 90012's centre. */
export const SHOPPER_POINT = { lat: 34.06, lng: -118.24 };

const INSTALL_CENTS_PER_TIRE = 2_500;
const TIRE_FEE_CENTS = 175;
const TAX_RATE = 7.25;

function groupAmounts(items: CartLine[], delivery: DeliveryChoice | null): OrderAmounts {
  const itemTotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const tires = items
    .filter((item) => item.bizType === BusinessLine.Tire)
    .reduce((sum, item) => sum + item.count, 0);
  const installing = delivery?.deliveryType === CheckoutDelivery.Installer;
  const tireInstallationFee = installing ? tires * INSTALL_CENTS_PER_TIRE : 0;
  const stateTireFee = delivery ? tires * TIRE_FEE_CENTS : 0;
  const salesTax = delivery ? Math.round((itemTotal * TAX_RATE) / 100) : 0;
  return {
    itemTotal,
    shippingFee: 0,
    taxRate: delivery ? TAX_RATE : null,
    taxState: delivery ? 'CA' : null,
    salesTax,
    stateTireFee,
    tireInstallationFee,
    installationSavings: -tireInstallationFee,
    serviceFee: 0,
    discount: 0,
    total: itemTotal + salesTax + stateTireFee,
  };
}

const sumAmounts = (all: OrderAmounts[]): OrderAmounts => {
  const sum = (
    key:
      | 'itemTotal'
      | 'shippingFee'
      | 'salesTax'
      | 'stateTireFee'
      | 'tireInstallationFee'
      | 'installationSavings'
      | 'serviceFee'
      | 'discount'
      | 'total',
  ) => all.reduce((total, amounts) => total + amounts[key], 0);
  const taxed = all.find((amounts) => amounts.taxRate !== null);
  return {
    itemTotal: sum('itemTotal'),
    shippingFee: sum('shippingFee'),
    taxRate: taxed?.taxRate ?? null,
    taxState: taxed?.taxState ?? null,
    salesTax: sum('salesTax'),
    stateTireFee: sum('stateTireFee'),
    tireInstallationFee: sum('tireInstallationFee'),
    installationSavings: sum('installationSavings'),
    serviceFee: sum('serviceFee'),
    discount: sum('discount'),
    total: sum('total'),
  };
};

export function createFakeCheckoutApi() {
  const account = createFakeAccountApi();
  const server = {
    installers: [sampleStation(1)] as Station[],
    pickups: [sampleStation(3, { kind: 'pickup', name: 'Downtown Pick-Up Point' })] as Station[],
    /** Answers of the next submits, in order; then orders are placed. */
    submitFailures: [] as Array<{ status: number; message: string }>,
    submits: [] as Array<CheckoutRequest & { submitId: string }>,
    confirms: [] as CheckoutRequest[],
  };
  const stationById = (id: number | undefined) =>
    [...server.installers, ...server.pickups].find((station) => station.stationId === id) ?? null;

  function summarise(request: CheckoutRequest): CheckoutAnswer {
    const lines = request.items.flatMap((item) => {
      const known = catalogLines[item.skuId];
      return known ? [{ ...known, count: item.count, lineTotal: known.priceSettle * item.count }] : [];
    });
    const byGroup: Array<[CheckoutGroup, CartLine[]]> = [
      ['tires', lines.filter((item) => item.bizType === BusinessLine.Tire)],
      ['parts', lines.filter((item) => item.bizType === BusinessLine.Goods)],
    ];
    const groups = byGroup
      .filter(([, items]) => items.length > 0)
      .map(([group, items]) => {
        const delivery = request.deliveries?.find((choice) => choice.group === group) ?? null;
        const home = delivery?.deliveryType === CheckoutDelivery.Home;
        return {
          group,
          items,
          allowed: {
            hasShopDelivery: items.every((item) => item.hasShopDelivery),
            hasUserPickUp: items.every((item) => item.hasUserPickUp),
            hasCityDelivery: items.every((item) => item.hasCityDelivery),
          },
          delivery,
          station: stationById(delivery?.stationId),
          deliveryCode: home ? DeliveryCode.Normal : null,
          deliveryText: home ? Messages.FreeDeliveryDays : null,
          amounts: groupAmounts(items, delivery),
        };
      });
    const canSubmit = groups.every((group) => group.delivery !== null);
    return {
      groups,
      amounts: sumAmounts(groups.map((group) => group.amounts)),
      canSubmit,
      problem: canSubmit ? null : Messages.ChooseDeliveryType,
    };
  }

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://tread.local');
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const point = {
      lat: Number(url.searchParams.get('lat') ?? SHOPPER_POINT.lat),
      lng: Number(url.searchParams.get('lng') ?? SHOPPER_POINT.lng),
    };

    if (path === '/station/prodServiceStation') return json(200, { records: server.installers, ...point });
    if (path === '/stationPoint/prodServiceStation') return json(200, { records: server.pickups, ...point });
    if (path === '/station/detail') {
      const found = stationById(Number(url.searchParams.get('stationId')));
      return found ? json(200, found) : json(404, { code: 'NOT_FOUND', message: Messages.StationNotFound });
    }
    if (path === '/p/order/confirm') {
      server.confirms.push(body as CheckoutRequest);
      return json(200, summarise(body as CheckoutRequest));
    }
    if (path === '/p/order/submit') {
      const request = body as CheckoutRequest & { submitId: string };
      server.submits.push(request);
      const failure = server.submitFailures.shift();
      if (failure) return json(failure.status, { code: 'REFUSED', message: failure.message });
      const summary = summarise(request);
      return json(200, {
        orderNumbers: summary.groups.map((_, index) => `25060212345678${index}`),
        total: summary.amounts.total,
        payBefore: '2025-06-02T18:30:00.000Z',
      });
    }
    return account.fetch(input, init);
  }

  return { server, account: account.server, fetch };
}

/** A fresh checkout: these lines ticked in the basket, no choices made. */
export function startCheckoutForTest(items: Array<{ skuId: number; count: number }>): void {
  useCheckoutSelection.setState({ items });
  useCheckoutStore.setState({
    deliveries: {},
    remark: '',
    submit: null,
    userLatLng: null,
    searchZip: '',
    awaitingAddress: null,
  });
}
