import { AppointmentMessages, TireTier } from '@tread/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { booked, freeIn, morningInstaller, submitBooking } from '../../../test/appointments';
import { createTestApp, type TestApp } from '../../../test/harness';
import { stockOf } from '../../../test/order-lifecycle';
import { signUpShoppers, skuForSale } from '../../../test/orders';
import { orders } from '../order';
import { appointments } from './tables';

let t: TestApp;
let installer: number;
beforeAll(async () => {
  t = await createTestApp();
  installer = await morningInstaller(t);
});
afterAll(() => t.close());

const bookingsIn = async (day: string, start: string) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.stationId, installer),
          eq(appointments.day, day),
          eq(appointments.start, start),
          eq(appointments.status, 'booked'),
        ),
      )
  )[0]?.n;

describe('checkouts racing for a slot', () => {
  it('gives the last place to exactly one of 20 shoppers; the others are refused and take nothing', async () => {
    // Monday 11/23/2026, 9:00: one of its two places already booked.
    const slot = { date: '2026-11-23', start: '09:00' };
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 100 });
    await booked(t, await signUp(t), { skuId: tire, stationId: installer, appointment: slot });
    expect(await freeIn(t, installer, slot)).toBe(1);
    const ordersBefore = (await t.handle.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    const shoppers = await signUpShoppers(t, 20);
    // A tire each: the checkouts meet only on the slot's row, not on a shared SKU's.
    const tires: number[] = [];
    for (const _ of shoppers)
      tires.push(await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 10 }));

    const answers = await Promise.all(
      shoppers.map((who, i) =>
        submitBooking(t, who, { skuId: tires[i] ?? 0, stationId: installer, appointment: slot }),
      ),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = answers.filter((res) => res.statusCode === 409).map((res) => res.json());
    expect(new Set(refused.map((body) => `${body.code} ${body.message}`))).toEqual(
      new Set([`SLOT_FULL ${AppointmentMessages.SlotFull}`]),
    );
    expect(await freeIn(t, installer, slot)).toBe(0);
    expect(await bookingsIn(slot.date, slot.start)).toBe(2);
    // Only the winner's order and its one tire were taken.
    const stocks = await Promise.all(tires.map((id) => stockOf(t, id)));
    expect(stocks.reduce((total, stock) => total + stock, 0)).toBe(20 * 10 - 1);
    expect((await t.handle.db.select({ n: count() }).from(orders))[0]?.n).toBe(ordersBefore + 1);
  });
});
