import { randomUUID } from 'node:crypto';
import {
  type Address,
  BusinessLine,
  CheckoutDelivery,
  CheckoutGroup,
  type DeliveryChoice,
  type LoginResult,
  type StationListAnswer,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { and, desc, eq, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import { skus } from '../src/modules/catalog/tables';
import { bearer, type Customer, codeFromOutbox, PASSWORD, uniqueEmail } from './accounts';
import type { TestApp } from './harness';

/** Placing orders through the API, for tests of what happens to orders afterwards (payments, lifecycle). */

export type OrderDelivery = 'installer' | 'pickup' | 'home';

export type PlaceOrderOptions = {
  /** Default: the active tire with the most stock. */
  skuId?: number;
  /** Default 4, a set of tires. */
  count?: number;
  /** Default 'installer': the nearest installer to downtown Los Angeles (ZIP 90012). */
  delivery?: OrderDelivery;
};

/** Downtown Los Angeles: inside Greater LA, with installers and pick-up points nearby. */
export const LA_ZIP = '90012';
export const LA_ADDRESS = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '(213) 555-0101',
  addressLine1: '350 S Grand Ave',
  zipCode: '90071',
};

async function ok<T>(what: string, request: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const res = await request;
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The active tire with the most stock (at least `count`), or the given SKU's business line. */
async function skuToBuy(t: TestApp, count: number, skuId: number | undefined) {
  const [sku] = await t.handle.db
    .select({ id: skus.id, bizType: skus.bizType })
    .from(skus)
    .where(
      skuId === undefined
        ? and(eq(skus.active, true), eq(skus.bizType, BusinessLine.Tire), gte(skus.stock, count))
        : eq(skus.id, skuId),
    )
    .orderBy(desc(skus.stock), skus.id)
    .limit(1);
  if (!sku) throw new Error('no SKU to buy');
  return sku;
}

export async function nearestStation(
  t: TestApp,
  kind: 'installer' | 'pickup',
  zip = LA_ZIP,
): Promise<number> {
  const path = kind === 'installer' ? 'station' : 'stationPoint';
  const list = await ok<StationListAnswer>(
    'stations',
    t.app.inject({ method: 'GET', url: `/api/${path}/prodServiceStation?zip=${zip}` }),
  );
  const first = list.records[0];
  if (!first) throw new Error(`no ${kind} near ${zip}`);
  return first.stationId;
}

/** The customer's saved address in Los Angeles, added the first time (the book holds at most 10). */
export async function laAddress(t: TestApp, customer: Customer): Promise<number> {
  const book = await ok<Address[]>(
    'addresses',
    t.app.inject({ method: 'GET', url: '/api/p/address/list', headers: customer.headers }),
  );
  const saved = book.find((address) => address.zipCode === LA_ADDRESS.zipCode);
  if (saved) return saved.addrId;
  const added = await ok<Address>(
    'address',
    t.app.inject({
      method: 'POST',
      url: '/api/p/address/addAddr',
      headers: customer.headers,
      payload: LA_ADDRESS,
    }),
  );
  return added.addrId;
}

/** The delivery choice of `kind` for a group, as the order summary page would send it. */
export async function deliveryFor(
  t: TestApp,
  customer: Customer,
  kind: OrderDelivery,
  group: CheckoutGroup,
): Promise<DeliveryChoice> {
  if (kind === 'home') {
    return { group, deliveryType: CheckoutDelivery.Home, addressId: await laAddress(t, customer) };
  }
  const deliveryType = kind === 'installer' ? CheckoutDelivery.Installer : CheckoutDelivery.PickUp;
  return { group, deliveryType, stationId: await nearestStation(t, kind) };
}

/** Places one unpaid order for `customer` through POST /api/p/order/submit; throws unless it is placed. */
export async function placeOrder(
  t: TestApp,
  customer: Customer,
  options: PlaceOrderOptions = {},
): Promise<SubmitOrderAnswer> {
  const count = options.count ?? 4;
  const sku = await skuToBuy(t, count, options.skuId);
  const group = sku.bizType === BusinessLine.Tire ? CheckoutGroup.Tires : CheckoutGroup.Parts;
  const delivery = await deliveryFor(t, customer, options.delivery ?? 'installer', group);
  return ok<SubmitOrderAnswer>(
    'submit',
    t.app.inject({
      method: 'POST',
      url: '/api/p/order/submit',
      headers: customer.headers,
      payload: { items: [{ skuId: sku.id, count }], deliveries: [delivery], submitId: randomUUID() },
    }),
  );
}

/** `count` new customers, each signing up from its own IP address (sign-up is rate-limited per address). */
export async function signUpShoppers(t: TestApp, count: number): Promise<Customer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = uniqueEmail('buyer');
      const remoteAddress = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      await ok(
        'sendCode',
        t.app.inject({
          method: 'POST',
          url: '/api/user/sendCode',
          remoteAddress,
          payload: { email, purpose: 'register' },
        }),
      );
      const code = await codeFromOutbox(t, email);
      const tokens = await ok<LoginResult>(
        'register',
        t.app.inject({
          method: 'POST',
          url: '/api/user/register',
          remoteAddress,
          payload: { email, password: PASSWORD, code },
        }),
      );
      return { email, password: PASSWORD, tokens, headers: bearer(tokens) };
    }),
  );
}

/** The next shopper of a pool signed up for a file: each test takes its own. */
export function nextShopper(pool: Customer[]): Customer {
  const next = pool.pop();
  if (!next) throw new Error('no shoppers left');
  return next;
}

const handedOut = new WeakMap<TestApp, number[]>();

/**
 * An active SKU no earlier call handed out for this app, set to sell at `price` cents with `stock` pieces and
 * the default purchase limit. `tiers` picks tires by tier tag (an empty list: no tag).
 */
export async function skuForSale(
  t: TestApp,
  options: { bizType?: BusinessLine; tiers?: number[]; price: number; stock?: number },
): Promise<number> {
  const taken = handedOut.get(t) ?? [];
  const { bizType = BusinessLine.Tire, tiers } = options;
  const [sku] = await t.handle.db
    .select({ id: skus.id })
    .from(skus)
    .where(
      and(
        eq(skus.active, true),
        eq(skus.bizType, bizType),
        taken.length ? notInArray(skus.id, taken) : undefined,
        tiers === undefined ? undefined : tiers.length ? inArray(skus.tier, tiers) : isNull(skus.tier),
      ),
    )
    .orderBy(skus.id)
    .limit(1);
  if (!sku) throw new Error('no SKU left to sell');
  handedOut.set(t, [...taken, sku.id]);
  await t.handle.db
    .update(skus)
    .set({ price: options.price, stock: options.stock ?? 100, purchaseLimit: null })
    .where(eq(skus.id, sku.id));
  return sku.id;
}

/** POST /api/p/order/submit of one tire to a pick-up point: the smallest order, for races and load. */
export const submitOneTire = (
  t: TestApp,
  who: Customer,
  { skuId, stationId, submitId = randomUUID() }: { skuId: number; stationId: number; submitId?: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/order/submit',
    headers: who.headers,
    payload: {
      items: [{ skuId, count: 1 }],
      deliveries: [{ group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.PickUp, stationId }],
      submitId,
    },
  });
