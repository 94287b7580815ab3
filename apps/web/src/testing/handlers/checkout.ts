import {
  BusinessLine,
  type CartLine,
  type CheckoutAnswer,
  CheckoutDelivery,
  type CheckoutGroup,
  type CheckoutRequest,
  checkoutAnswer,
  checkoutRequest,
  combinedSalesTaxRate,
  computeOrderAmounts,
  DEFAULT_POINTS_RULES,
  type DeliveryChoice,
  DeliveryCode,
  goodsAfterDiscounts,
  Messages,
  mostPointsUsable,
  type OrderAmounts,
  POINTS_MULTIPLE,
  pointsForOrders,
  type RefusalBody,
  refusal,
  station,
  stationListAnswer,
  submitOrderAnswer,
  submitOrderRequest,
  sumOrderAmounts,
  type TaxRate,
  withPoints,
} from '@tread/domain';
import { answer, backend, refuse, route, signedInRoute, skuOf } from '../backend';
import { SHOPPER_POINT } from '../data/stations';
import { cartLineOf } from './cart';
import { specialOffer } from './deals';

/** Stations and the order summary; every money line comes from the domain's fee and tax rules. */

const stationById = (id: number | undefined) =>
  [...backend.installers, ...backend.pickups].find((entry) => entry.stationId === id) ?? null;

/** The rate due at the installer or pick-up point, or at the delivery address. */
function taxOf(delivery: DeliveryChoice | null): TaxRate | null {
  if (!delivery) return null;
  if (delivery.deliveryType === CheckoutDelivery.Home) {
    const address = backend.addresses.find((entry) => entry.addrId === delivery.addressId);
    return address ? combinedSalesTaxRate({ ...address, zip: address.zipCode }) : null;
  }
  const place = stationById(delivery.stationId);
  return place ? combinedSalesTaxRate(place) : null;
}

function groupAmounts(items: CartLine[], delivery: DeliveryChoice | null) {
  const shop = delivery?.deliveryType === CheckoutDelivery.Installer ? stationById(delivery.stationId) : null;
  return computeOrderAmounts({
    items: items.map((item) => ({
      price: item.priceSettle,
      count: item.count,
      bizType: item.bizType,
      tier: item.tireTier,
    })),
    tax: taxOf(delivery),
    installation: shop ? { services: shop.serviceInfo, ticked: new Set(delivery?.serviceCodes ?? []) } : null,
  });
}

/** The lines of a checkout; a flash sale's or group buy's one item at its own price, or why it is refused. */
function linesOf(request: CheckoutRequest, signedIn: boolean): CartLine[] | RefusalBody {
  const lines = request.items.flatMap((item) => {
    const sku = skuOf(item.skuId);
    return sku ? [cartLineOf(sku, { ...item, selected: true, seenPrice: sku.price })] : [];
  });
  if (!request.special) return lines;
  const offer = specialOffer(request.special, signedIn);
  if ('code' in offer) return offer;
  const [line] = lines;
  if (lines.length !== 1 || line?.skuId !== offer.skuId) return refusal('SPECIAL_ONE_ITEM');
  if (line.count > offer.maxCount) return refusal('PURCHASE_LIMIT', offer.maxCount);
  return [{ ...line, priceSettle: offer.price, lineTotal: offer.price * line.count }];
}

const pointsBalance = () => backend.points.records.reduce((sum, record) => sum + record.change, 0);

/** Points paying part of the goods, as the server spreads them: first order first, within its goods. */
function withPointsUsed<G extends { amounts: OrderAmounts }>(groups: G[], requested: number) {
  const { pointValueCents } = DEFAULT_POINTS_RULES;
  const goods = groups.map((group) => goodsAfterDiscounts(group.amounts));
  const used = pointsForOrders(requested, goods, pointValueCents);
  const most = goods.reduce(
    (sum, cents) => sum + mostPointsUsable(Number.MAX_SAFE_INTEGER, cents, pointValueCents),
    0,
  );
  const balance = pointsBalance();
  return {
    groups: groups.map((group, index) => ({
      ...group,
      amounts: withPoints(group.amounts, used[index] ?? 0, pointValueCents),
    })),
    points: {
      balance,
      usable: Math.min(most, Math.floor(balance / POINTS_MULTIPLE) * POINTS_MULTIPLE),
      pointValueCents,
    },
  };
}

function summarize(request: CheckoutRequest, lines: CartLine[]): CheckoutAnswer {
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
        promotions: { activities: [], offers: [], payback: 0 },
      };
    });
  const canSubmit = groups.every((group) => group.delivery !== null);
  const paid = withPointsUsed(groups, request.points ?? 0);
  return {
    groups: paid.groups,
    amounts: sumOrderAmounts(paid.groups.map((group) => group.amounts)),
    points: paid.points,
    canSubmit,
    problem: canSubmit ? null : refusal('CHOOSE_DELIVERY_TYPE').message,
  };
}

const stationList = (records: typeof backend.installers, query: URLSearchParams) =>
  answer(stationListAnswer, {
    records,
    lat: Number(query.get('lat') ?? SHOPPER_POINT.lat),
    lng: Number(query.get('lng') ?? SHOPPER_POINT.lng),
  });

export const checkoutHandlers = [
  route('get', '/station/prodServiceStation', ({ query }) => stationList(backend.installers, query)),
  route('get', '/stationPoint/prodServiceStation', ({ query }) => stationList(backend.pickups, query)),
  route('get', '/station/detail', ({ query }) => {
    const found = stationById(Number(query.get('stationId')));
    return found ? answer(station, found) : refuse(refusal('STATION_NOT_FOUND'));
  }),
  signedInRoute('post', '/p/order/confirm', ({ body }) => {
    const request = checkoutRequest.parse(body);
    backend.confirms.push(request);
    if (request.points > pointsBalance()) return refuse(refusal('CHECKOUT_POINTS_NOT_ENOUGH'));
    const lines = linesOf(request, true);
    return 'code' in lines ? refuse(lines) : answer(checkoutAnswer, summarize(request, lines));
  }),
  signedInRoute('post', '/p/order/submit', ({ body }) => {
    const request = submitOrderRequest.parse(body);
    backend.submits.push(request);
    const failure = backend.submitFailures.shift();
    if (failure) return refuse(failure);
    if (request.points > pointsBalance()) return refuse(refusal('CHECKOUT_POINTS_NOT_ENOUGH'));
    const lines = linesOf(request, true);
    if ('code' in lines) return refuse(lines);
    const summary = summarize(request, lines);
    return answer(submitOrderAnswer, {
      orderNumbers: summary.groups.map((_, index) => `25060212345678${index}`),
      total: summary.amounts.total,
      payBefore: '2025-06-02T18:30:00.000Z',
    });
  }),
];
