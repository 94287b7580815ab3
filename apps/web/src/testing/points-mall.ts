import {
  BusinessLine,
  type CheckoutAnswer,
  CheckoutDelivery,
  type CheckoutRequest,
  checkoutAnswer,
  checkoutRequest,
  combinedSalesTaxRate,
  computeOrderAmounts,
  DEFAULT_POINTS_RULES,
  type DeliveryChoice,
  DeliveryCode,
  type ExchangeRecord,
  ExchangeStatus,
  exchangeAnswer,
  exchangeCouponRequest,
  exchangeRecordsPage,
  type MallGoodsCard,
  type MallGoodsDetail,
  MallGoodsKind,
  MallMessages,
  Messages,
  mallGoodsDetail,
  mallGoodsPage,
  PointsMessages,
  PointsSource,
  type RefusalBody,
  refusal,
  submitOrderAnswer,
  submitOrderRequest,
  type TaxRate,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute, skuOf } from './backend';
import { samplePointsRecord } from './data/points';
import { cartLineOf } from './handlers/cart';
import { server } from './server';

/**
 * The points mall for the web tests (issue 17): goods with their stock and per-shopper limit, coupons exchanged at
 * once, products checked out as 'points' orders, every change of points in the points records (the balance).
 */

/** An item of the mall as the server keeps it. */
export interface HeldMallGoods extends MallGoodsCard {
  description: string;
  perUserLimit: number;
}

export const mall = {
  goods: [] as HeldMallGoods[],
  /** The shopper's exchanges, oldest first. */
  exchanges: [] as ExchangeRecord[],
  orders: 0,
};

export function mallCoupon(id: number, changes: Partial<HeldMallGoods> = {}): HeldMallGoods {
  return {
    id,
    kind: MallGoodsKind.Coupon,
    name: `$${id} off your next order`,
    image: '',
    pointsPrice: 500,
    cashCents: 0,
    stockLeft: 40,
    skuId: null,
    description: 'Take money off tires, parts and installation.',
    perUserLimit: 2,
    ...changes,
  };
}

/** A product of the mall: by default the Bosch wiper blade of the test catalog, for 1,200 points. */
export function mallProduct(id: number, changes: Partial<HeldMallGoods> = {}): HeldMallGoods {
  return {
    id,
    kind: MallGoodsKind.Product,
    name: 'Bosch ICON Wiper Blade',
    image: '/api/catalog/art/tire/7/tread.svg?v=1',
    pointsPrice: 1200,
    cashCents: 0,
    stockLeft: 40,
    skuId: 201,
    description: 'All-season beam blade.',
    perUserLimit: 3,
    ...changes,
  };
}

export const mallBalance = () => backend.points.records.reduce((sum, record) => sum + record.change, 0);

/** The shopper's points to start with: one staff grant. */
export function givePoints(points: number): void {
  backend.points.records.push(
    samplePointsRecord(backend.points.records.length + 1, { source: PointsSource.Staff, change: points }),
  );
}

const goodsOf = (id: number) => mall.goods.find((goods) => goods.id === id);

/** Units this shopper has exchanged and not had canceled. */
const exchangedByMe = (id: number) =>
  mall.exchanges
    .filter((entry) => entry.goodsId === id && entry.status !== ExchangeStatus.Canceled)
    .reduce((sum, entry) => sum + entry.count, 0);

const cardOf = ({ description: _description, perUserLimit: _limit, ...card }: HeldMallGoods): MallGoodsCard =>
  card;

/** Why `count` more of `goods` cannot be exchanged now, as the server refuses it; null when they can. */
function refusalOf(goods: HeldMallGoods, count: number): RefusalBody | null {
  if (goods.stockLeft < count) return refusal('MALL_SOLD_OUT');
  if (exchangedByMe(goods.id) + count > goods.perUserLimit)
    return refusal('MALL_LIMIT_REACHED', goods.perUserLimit);
  if (mallBalance() < goods.pointsPrice * count) return refusal('MALL_POINTS_NOT_ENOUGH');
  return null;
}

function detailOf(goods: HeldMallGoods): MallGoodsDetail {
  return {
    ...cardOf(goods),
    description: goods.description,
    perUserLimit: goods.perUserLimit,
    exchangedByMe: exchangedByMe(goods.id),
    balance: mallBalance(),
    problem: refusalOf(goods, 1)?.message ?? null,
  };
}

function addExchange(
  goods: HeldMallGoods,
  count: number,
  status: ExchangeStatus,
  orderNumber: string | null,
) {
  const record: ExchangeRecord = {
    number: `X${mall.exchanges.length + 1}`,
    goodsId: goods.id,
    kind: goods.kind,
    name: goods.name,
    image: goods.image,
    count,
    points: goods.pointsPrice * count,
    cashCents: goods.cashCents * count,
    status,
    orderNumber,
    time: new Date().toISOString(),
  };
  mall.exchanges.push(record);
  goods.stockLeft -= count;
  backend.points.records.push(
    samplePointsRecord(backend.points.records.length + 1, {
      source: goods.kind === MallGoodsKind.Coupon ? PointsSource.Mall : PointsSource.OrderPaid,
      change: -record.points,
      time: record.time,
      orderNumber,
    }),
  );
  return record;
}

function taxOf(delivery: DeliveryChoice | null): TaxRate | null {
  if (!delivery) return null;
  if (delivery.deliveryType === CheckoutDelivery.Home) {
    const address = backend.addresses.find((entry) => entry.addrId === delivery.addressId);
    return address ? combinedSalesTaxRate({ ...address, zip: address.zipCode }) : null;
  }
  const place = backend.pickups.find((entry) => entry.stationId === delivery.stationId);
  return place ? combinedSalesTaxRate(place) : null;
}

/** The summary of a 'points' checkout: the item at its money on top, its points, delivery and tax. */
function mallSummary(request: CheckoutRequest): CheckoutAnswer | RefusalBody {
  if (request.special?.kind !== 'points') return refusal('MALL_GOODS_NOT_FOUND');
  const goods = goodsOf(request.special.goodsId);
  const [item] = request.items;
  const sku = goods?.skuId ? skuOf(goods.skuId) : undefined;
  if (!goods || !sku || !item) return refusal('MALL_GOODS_NOT_FOUND');
  const refused = refusalOf(goods, item.count);
  if (refused) return refused;
  const line = {
    ...cartLineOf(sku, { skuId: sku.skuId, count: item.count, selected: true, seenPrice: goods.cashCents }),
    priceSettle: goods.cashCents,
    lineTotal: goods.cashCents * item.count,
  };
  const group = sku.bizType === BusinessLine.Tire ? 'tires' : 'parts';
  const delivery = request.deliveries?.find((choice) => choice.group === group) ?? null;
  const home = delivery?.deliveryType === CheckoutDelivery.Home;
  const amounts = {
    ...computeOrderAmounts({
      items: [{ price: goods.cashCents, count: item.count, bizType: sku.bizType, tier: sku.tier }],
      tax: taxOf(delivery),
      installation: null,
    }),
    pointsUsed: goods.pointsPrice * item.count,
  };
  return {
    groups: [
      {
        group,
        items: [line],
        allowed: {
          hasShopDelivery: sku.hasShopDelivery,
          hasUserPickUp: sku.hasUserPickUp,
          hasCityDelivery: sku.hasCityDelivery,
        },
        delivery,
        station: backend.pickups.find((entry) => entry.stationId === delivery?.stationId) ?? null,
        deliveryCode: home ? DeliveryCode.Normal : null,
        deliveryText: home ? Messages.FreeDeliveryDays : null,
        amounts,
        promotions: { activities: [], offers: [], payback: 0 },
      },
    ],
    amounts,
    canSubmit: delivery !== null,
    problem: delivery === null ? refusal('CHOOSE_DELIVERY_TYPE').message : null,
    points: { balance: mallBalance(), usable: 0, pointValueCents: DEFAULT_POINTS_RULES.pointValueCents },
  };
}

const mallHandlers = [
  signedInRoute('get', '/p/pointsMall/goods', ({ query }) => {
    const size = Number(query.get('size') ?? 10);
    const current = Number(query.get('current') ?? 1);
    const kind = query.get('kind');
    const shown = mall.goods.filter((goods) => kind === null || goods.kind === kind);
    return answer(mallGoodsPage, {
      records: shown.slice((current - 1) * size, current * size).map(cardOf),
      total: shown.length,
      current,
      size,
      pages: Math.ceil(shown.length / size),
      hasMore: current * size < shown.length,
      balance: mallBalance(),
    });
  }),

  signedInRoute('get', '/p/pointsMall/goods/:id', ({ params }) => {
    const goods = goodsOf(Number(params.id));
    return goods ? answer(mallGoodsDetail, detailOf(goods)) : refuse(refusal('MALL_GOODS_NOT_FOUND'));
  }),

  signedInRoute('post', '/p/pointsMall/exchange', ({ body }) => {
    const { goodsId } = exchangeCouponRequest.parse(body);
    const goods = goodsOf(goodsId);
    if (!goods || goods.kind !== MallGoodsKind.Coupon) return refuse(refusal('MALL_GOODS_NOT_FOUND'));
    const refused = refusalOf(goods, 1);
    if (refused) return refuse(refused);
    const exchange = addExchange(goods, 1, ExchangeStatus.Done, null);
    return answer(exchangeAnswer, { exchange, balance: mallBalance(), message: MallMessages.Exchanged });
  }),

  signedInRoute('get', '/p/pointsMall/exchanges', ({ query }) => {
    const size = Number(query.get('size') ?? 10);
    const current = Number(query.get('current') ?? 1);
    const newestFirst = [...mall.exchanges].reverse();
    return answer(exchangeRecordsPage, {
      records: newestFirst.slice((current - 1) * size, current * size),
      total: newestFirst.length,
      current,
      size,
      pages: Math.ceil(newestFirst.length / size),
      hasMore: current * size < newestFirst.length,
    });
  }),

  signedInRoute('post', '/p/order/confirm', ({ body }) => {
    const request = checkoutRequest.parse(body);
    backend.confirms.push(request);
    const summary = mallSummary(request);
    return 'code' in summary ? refuse(summary) : answer(checkoutAnswer, summary);
  }),

  signedInRoute('post', '/p/order/submit', ({ body }) => {
    const request = submitOrderRequest.parse(body);
    backend.submits.push(request);
    const failure = backend.submitFailures.shift();
    if (failure) return refuse(failure);
    const summary = mallSummary(request);
    if ('code' in summary) return refuse(summary);
    if (!summary.canSubmit) return refuse(refusal('CHOOSE_DELIVERY_TYPE'));
    const goods = goodsOf(request.special?.kind === 'points' ? request.special.goodsId : 0);
    const orderNumber = `2506021234567${++mall.orders}`;
    if (goods) addExchange(goods, request.items[0]?.count ?? 1, ExchangeStatus.Placed, orderNumber);
    return answer(submitOrderAnswer, {
      orderNumbers: [orderNumber],
      total: summary.amounts.total,
      payBefore: '2025-06-02T18:30:00.000Z',
    });
  }),
];

/** A fresh mall holding `goods`, answering the mall's calls and the checkout of its products. */
export function openMallForTest(goods: HeldMallGoods[]): void {
  mall.goods = goods.map((entry) => ({ ...entry }));
  mall.exchanges = [];
  mall.orders = 0;
  server.use(...mallHandlers);
}

/** Words of the refusals the tests expect to see. */
export const MallWords = { notEnough: PointsMessages.NotEnough, soldOut: MallMessages.SoldOut };
