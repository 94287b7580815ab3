import {
  BusinessLine,
  type CheckoutAnswer,
  CheckoutDelivery,
  CheckoutGroup,
  DeliveryCode,
  Messages,
  TireTier,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { LA_ADDRESS, laAddress, nearestStation, skuForSale } from '../../../test/orders';
import { stations } from '../station';

let t: TestApp;
let ann: Customer;
let installer: number;
let pickUp: number;
let freeInstallTire: number;
let regularTire: number;
let part: number;

/** The installer's services, fixed so the fees come out in exact cents. */
const SERVICES = [
  { code: 'MOUNT_BALANCE', name: 'Mount & balance', priceCents: 2500, perTire: true },
  { code: 'TPMS_SERVICE', name: 'TPMS sensor service kit', priceCents: 1000, perTire: true },
  { code: 'ALIGNMENT', name: 'Four-wheel alignment', priceCents: 12_000, perTire: false },
];

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
  installer = await nearestStation(t, 'installer');
  pickUp = await nearestStation(t, 'pickup');
  await t.handle.db.update(stations).set({ services: SERVICES }).where(eq(stations.id, installer));
  freeInstallTire = await skuForSale(t, {
    tiers: [TireTier.FreeInstall, TireTier.FreeInstallPlus],
    price: 15_000,
  });
  regularTire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
  part = await skuForSale(t, { bizType: BusinessLine.Goods, price: 2599 });
});
afterAll(() => t.close());

const confirm = (payload: object, who: Customer = ann) =>
  t.app.inject({ method: 'POST', url: '/api/p/order/confirm', headers: who.headers, payload });
const summary = async (payload: object) => {
  const res = await confirm(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutAnswer>();
};

/** Two free-install tires at $150 and two regular ones at $100. */
const tires = () => [
  { skuId: freeInstallTire, count: 2 },
  { skuId: regularTire, count: 2 },
];
const atInstaller = (serviceCodes?: string[]) => ({
  group: CheckoutGroup.Tires,
  deliveryType: CheckoutDelivery.Installer,
  stationId: installer,
  ...(serviceCodes ? { serviceCodes } : {}),
});

describe('the order summary at an installer near 90012', () => {
  it('charges Los Angeles tax, the tire fee, installation per tire, free mounting for tiers 3-4 and services', async () => {
    const answer = await summary({
      items: tires(),
      deliveries: [atInstaller(['MOUNT_BALANCE', 'TPMS_SERVICE', 'ALIGNMENT'])],
    });
    const amounts = {
      itemTotal: 50_000,
      shippingFee: 0,
      taxRate: 9.75,
      taxState: 'CA',
      taxJurisdiction: 'Los Angeles, CA',
      salesTax: 4875,
      stateTireFee: 4 * 175,
      tireInstallationFee: (2500 + 1000) * 4,
      installationSavings: -2500 * 2,
      serviceFee: 12_000,
      discount: 0,
      total: 50_000 + 4875 + 700 + 14_000 - 5000 + 12_000,
    };
    expect(answer).toMatchObject({ canSubmit: true, problem: null, amounts });
    expect(answer.groups).toHaveLength(1);
    expect(answer.groups[0]).toMatchObject({
      group: CheckoutGroup.Tires,
      allowed: { hasShopDelivery: true, hasUserPickUp: true, hasCityDelivery: true },
      delivery: atInstaller(['MOUNT_BALANCE', 'TPMS_SERVICE', 'ALIGNMENT']),
      station: { stationId: installer, kind: 'installer', state: 'CA' },
      amounts,
    });
    expect(answer.groups[0]?.items.map((line) => [line.skuId, line.priceSettle, line.count])).toEqual([
      [freeInstallTire, 15_000, 2],
      [regularTire, 10_000, 2],
    ]);
  });

  it('ticks the first service by default', async () => {
    const answer = await summary({ items: tires(), deliveries: [atInstaller()] });
    expect(answer.groups[0]?.delivery?.serviceCodes).toEqual(['MOUNT_BALANCE']);
    expect(answer.amounts).toMatchObject({
      tireInstallationFee: 10_000,
      installationSavings: -5000,
      serviceFee: 0,
      total: 50_000 + 4875 + 700 + 10_000 - 5000,
    });
  });

  it('gives no savings when mount and balance is not ticked', async () => {
    const answer = await summary({ items: tires(), deliveries: [atInstaller(['TPMS_SERVICE'])] });
    expect(answer.amounts).toMatchObject({ tireInstallationFee: 4000, installationSavings: 0 });
  });

  it.each([
    [[], Messages.ServiceRequired],
    [['MOUNT_BALANCE', 'WAX'], Messages.ServiceNotOffered],
  ])('refuses services %j', async (serviceCodes, message) => {
    const res = await confirm({ items: tires(), deliveries: [atInstaller(serviceCodes)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('ignores any price the client sends', async () => {
    const answer = await summary({
      items: [{ skuId: regularTire, count: 4, price: 1, priceSettle: 1, lineTotal: 4 }],
      deliveries: [{ ...atInstaller(), serviceCodes: ['MOUNT_BALANCE'], price: 0, amounts: { total: 1 } }],
    });
    expect(answer.amounts).toMatchObject({
      itemTotal: 40_000,
      salesTax: 3900,
      total: 40_000 + 3900 + 700 + 10_000,
    });
  });
});

describe('pick-up and home delivery', () => {
  it('charges tax and the tire fee of the pick-up point, and no installation', async () => {
    const answer = await summary({
      items: tires(),
      deliveries: [{ group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.PickUp, stationId: pickUp }],
    });
    expect(answer).toMatchObject({ canSubmit: true, problem: null });
    expect(answer.groups[0]?.station).toMatchObject({ stationId: pickUp, kind: 'pickup' });
    expect(answer.amounts).toMatchObject({
      shippingFee: 0,
      taxJurisdiction: 'Los Angeles, CA',
      salesTax: 4875,
      stateTireFee: 700,
      tireInstallationFee: 0,
      installationSavings: 0,
      serviceFee: 0,
      total: 55_575,
    });
  });

  it('delivers free inside Greater Los Angeles', async () => {
    const addressId = await laAddress(t, ann);
    const answer = await summary({
      items: tires(),
      deliveries: [{ group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.Home, addressId }],
    });
    expect(answer).toMatchObject({ canSubmit: true, problem: null });
    expect(answer.groups[0]).toMatchObject({
      station: null,
      deliveryCode: DeliveryCode.Normal,
      deliveryText: Messages.FreeDeliveryDays,
      amounts: {
        shippingFee: 0,
        taxState: 'CA',
        taxJurisdiction: 'Los Angeles, CA',
        salesTax: 4875,
        stateTireFee: 700,
        total: 55_575,
      },
    });
  });

  it('cannot deliver to Phoenix', async () => {
    const phoenix = await t.app.inject({
      method: 'POST',
      url: '/api/p/address/addAddr',
      headers: ann.headers,
      payload: { ...LA_ADDRESS, addressLine1: '200 W Washington St', zipCode: '85004' },
    });
    const answer = await summary({
      items: tires(),
      deliveries: [
        { group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.Home, addressId: phoenix.json().addrId },
      ],
    });
    expect(answer).toMatchObject({ canSubmit: false, problem: Messages.DeliveryOutOfRange });
    expect(answer.groups[0]).toMatchObject({
      deliveryCode: DeliveryCode.OutOfRange,
      deliveryText: Messages.DeliveryOutOfRange,
      amounts: { taxState: 'AZ', taxRate: 5.6, taxJurisdiction: 'AZ statewide', stateTireFee: 0 },
    });
  });

  it('refuses an address no longer in the book, or another customer’s', async () => {
    const bob = await signUp(t);
    const addressId = await laAddress(t, bob);
    const choice = { group: CheckoutGroup.Tires, deliveryType: CheckoutDelivery.Home, addressId };
    const notMine = await confirm({ items: tires(), deliveries: [choice] });
    expect([notMine.statusCode, notMine.json().message]).toEqual([400, Messages.AddressNotFound]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/p/address/deleteAddr/${addressId}`,
      headers: bob.headers,
    });
    const deleted = await confirm({ items: tires(), deliveries: [choice] }, bob);
    expect([deleted.statusCode, deleted.json().message]).toEqual([400, Messages.AddressNotFound]);
  });
});

describe('choices the summary refuses or waits for', () => {
  it('asks for a delivery type until one is chosen, with no tax yet', async () => {
    const answer = await summary({ items: tires() });
    expect(answer).toMatchObject({ canSubmit: false, problem: Messages.ChooseDeliveryType });
    expect(answer.groups[0]).toMatchObject({ delivery: null, station: null, deliveryCode: null });
    expect(answer.amounts).toMatchObject({
      taxRate: null,
      taxState: null,
      taxJurisdiction: null,
      salesTax: 0,
      total: 50_000,
    });
  });

  it('refuses a closed shop, and a pick-up point chosen as an installer', async () => {
    const closed = await nearestStation(t, 'installer', '90210');
    await t.handle.db.update(stations).set({ active: false }).where(eq(stations.id, closed));
    for (const stationId of [closed, pickUp, 999_999]) {
      const res = await confirm({ items: tires(), deliveries: [{ ...atInstaller(), stationId }] });
      expect([res.statusCode, res.json().message]).toEqual([400, Messages.StationNotFound]);
    }
  });

  it('refuses installation of parts', async () => {
    const res = await confirm({
      items: [{ skuId: part, count: 1 }],
      deliveries: [
        { group: CheckoutGroup.Parts, deliveryType: CheckoutDelivery.Installer, stationId: installer },
      ],
    });
    expect([res.statusCode, res.json().message]).toEqual([400, Messages.DeliveryNotAllowed]);
  });

  it('checks out at most 50 items, and at least one', async () => {
    const over = await confirm({
      items: [
        { skuId: part, count: 50 },
        { skuId: regularTire, count: 1 },
      ],
    });
    expect([over.statusCode, over.json().message]).toEqual([400, Messages.CartCheckoutLimit]);
    const none = await confirm({ items: [] });
    expect([none.statusCode, none.json().message]).toEqual([400, Messages.SelectAtLeastOneItem]);
  });

  it('shows the first line that cannot be bought', async () => {
    const soldOut = await skuForSale(t, { tiers: [TireTier.Regular], price: 9000, stock: 0 });
    const overLimit = await summary({
      items: [{ skuId: regularTire, count: 9 }],
      deliveries: [atInstaller()],
    });
    expect(overLimit).toMatchObject({ canSubmit: false, problem: Messages.purchaseLimit(8) });
    const gone = await summary({ items: [{ skuId: soldOut, count: 1 }], deliveries: [atInstaller()] });
    expect(gone).toMatchObject({ canSubmit: false, problem: Messages.ProductOutOfStock });
    const unknown = await summary({ items: [{ skuId: 99_999_999, count: 1 }] });
    expect(unknown).toMatchObject({ canSubmit: false, problem: Messages.ProductUnavailable, groups: [] });
  });
});

describe('tires and parts together', () => {
  it('makes one order per group and sums them', async () => {
    const answer = await summary({
      items: [...tires(), { skuId: part, count: 2 }],
      deliveries: [
        atInstaller(),
        { group: CheckoutGroup.Parts, deliveryType: CheckoutDelivery.PickUp, stationId: pickUp },
      ],
    });
    expect(answer.groups.map((g) => [g.group, g.allowed.hasShopDelivery])).toEqual([
      [CheckoutGroup.Tires, true],
      [CheckoutGroup.Parts, false],
    ]);
    const parts = { itemTotal: 5198, salesTax: 507, stateTireFee: 0, total: 5198 + 507 }; // 506.805
    expect(answer.groups[1]?.amounts).toMatchObject(parts);
    expect(answer.amounts).toMatchObject({
      taxState: 'CA',
      taxJurisdiction: 'Los Angeles, CA',
      itemTotal: 55_198,
      salesTax: 4875 + 507,
      total: 50_000 + 4875 + 700 + 10_000 - 5000 + parts.total,
    });
  });

  it('waits for the parts delivery when only the tires have one', async () => {
    const answer = await summary({
      items: [...tires(), { skuId: part, count: 1 }],
      deliveries: [atInstaller()],
    });
    expect(answer).toMatchObject({
      canSubmit: false,
      problem: Messages.ChooseDeliveryType,
      amounts: { taxState: null },
    });
  });
});
