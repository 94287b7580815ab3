import {
  APPOINTMENT_WINDOW_DAYS,
  AppointmentMessages,
  Messages,
  PAYMENT_WINDOW_MINUTES,
  PaymentType,
  TireTier,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import {
  booked,
  freeIn,
  morningInstaller,
  reschedule,
  slotsOf,
  submitBooking,
} from '../../../test/appointments';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DAY,
  detailOf,
  LONG_SESSIONS,
  MINUTE,
  markPaid,
  myOrder,
  stockOf,
} from '../../../test/order-lifecycle';
import { skuForSale } from '../../../test/orders';
import { adjustBalance, pay } from '../../../test/payments';
import { applied, claimFor, staffMove } from '../../../test/refunds';

// The harness starts its clock on Saturday 11/21/2026, 10:00 in Los Angeles.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

let t: TestApp;
let installer: number;
let ann: Customer;
let bob: Customer;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  installer = await morningInstaller(t);
  [ann, bob] = [await signUp(t), await signUp(t)];
});
afterAll(() => t.close());

const aTire = () => skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 50 });

describe('the slots of an installer', () => {
  it('follow its hours: none on a closed day, none too soon, a place count for each', async () => {
    const { days, capacity } = await slotsOf(t, installer);
    expect(capacity).toBe(2);
    expect(days).toHaveLength(APPOINTMENT_WINDOW_DAYS);
    expect(days[0]).toMatchObject({ date: '2026-11-21', weekday: 'Saturday', open: true, slots: [] });
    expect(days[1]).toMatchObject({ date: SUNDAY, open: false, slots: [] });
    expect(days[2]).toEqual({
      date: MONDAY,
      weekday: 'Monday',
      open: true,
      slots: ['08:00', '09:00', '10:00', '11:00'].map((start) => ({
        start,
        end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
        free: 2,
      })),
    });
    expect((await slotsOf(t, installer, TUESDAY)).days[0]?.date).toBe(TUESDAY);
  });

  it('are not offered by a pick-up point', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/station/999999/slots' });
    expect(res.statusCode).toBe(404);
  });
});

describe('booking a time with the order', () => {
  it('fills the slot, shows on the order, and the third car is told to choose another', async () => {
    const slot = { date: MONDAY, start: '08:00' };
    const tire = await aTire();
    const first = await booked(t, ann, { skuId: tire, stationId: installer, appointment: slot });
    expect(await freeIn(t, installer, slot)).toBe(1);
    await booked(t, bob, { skuId: tire, stationId: installer, appointment: slot });
    expect(await freeIn(t, installer, slot)).toBe(0);
    const stock = await stockOf(t, tire);

    const third = await submitBooking(t, ann, { skuId: tire, stationId: installer, appointment: slot });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'SLOT_FULL', message: AppointmentMessages.SlotFull });
    expect(await stockOf(t, tire)).toBe(stock);
    expect((await detailOf(t, ann, first)).appointment).toEqual({
      date: MONDAY,
      start: '08:00',
      end: '09:00',
      canReschedule: true,
    });
  });

  it('refuses a time the installer does not offer', async () => {
    const tire = await aTire();
    for (const appointment of [
      { date: SUNDAY, start: '09:00' },
      { date: MONDAY, start: '12:00' },
      { date: MONDAY, start: '08:30' },
      { date: '2026-11-21', start: '11:00' },
      { date: '2026-12-31', start: '09:00' },
    ]) {
      const res = await submitBooking(t, ann, { skuId: tire, stationId: installer, appointment });
      expect(res.json()).toMatchObject({ code: 'SLOT_INVALID', field: 'appointment' });
    }
    expect(await stockOf(t, tire)).toBe(50);
  });
});

describe('the console', () => {
  it('lists an installer’s bookings of a day for staff only', async () => {
    const url = `/api/admin/stations/${installer}/bookings?day=${MONDAY}`;
    expect((await t.app.inject({ method: 'GET', url, headers: ann.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url, headers: await signInAsAdmin(t) });
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json<{ bookings: { start: string; end: string }[] }>();
    expect(bookings.filter((booking) => booking.start === '08:00')).toHaveLength(2);
    expect(bookings[0]).toMatchObject({ start: '08:00', end: '09:00' });
  });
});

describe('giving the time back', () => {
  it('frees the slot when the order is canceled', async () => {
    const slot = { date: MONDAY, start: '09:00' };
    const orderNumber = await booked(t, ann, {
      skuId: await aTire(),
      stationId: installer,
      appointment: slot,
    });
    expect(await freeIn(t, installer, slot)).toBe(1);
    expect((await myOrder(t, ann, 'cancel', orderNumber)).statusCode).toBe(200);
    expect(await freeIn(t, installer, slot)).toBe(2);
    expect((await detailOf(t, ann, orderNumber)).appointment).toBeNull();
  });

  it('frees the slot when every unit is refunded', async () => {
    const slot = { date: MONDAY, start: '10:00' };
    const orderNumber = await booked(t, ann, {
      skuId: await aTire(),
      stationId: installer,
      appointment: slot,
      count: 2,
    });
    const order = await detailOf(t, ann, orderNumber);
    await adjustBalance(t, ann.email, order.total);
    expect((await pay(t, ann, [orderNumber], PaymentType.Balance)).statusCode).toBe(200);
    const admin = await signInAsAdmin(t);
    const refundNumber = await applied(t, ann, await claimFor(t, ann, order, 1));
    expect((await staffMove(t, admin, refundNumber, 'accept')).statusCode).toBe(200);
    expect(await freeIn(t, installer, slot)).toBe(1);
    const last = await applied(t, ann, await claimFor(t, ann, await detailOf(t, ann, orderNumber), 1));
    expect((await staffMove(t, admin, last, 'accept')).statusCode).toBe(200);
    expect(await freeIn(t, installer, slot)).toBe(2);
  });
});

describe('rescheduling', () => {
  it('moves the booking to another free slot; another shopper cannot touch it', async () => {
    const from = { date: TUESDAY, start: '08:00' };
    const to = { date: TUESDAY, start: '11:00' };
    const orderNumber = await booked(t, ann, {
      skuId: await aTire(),
      stationId: installer,
      appointment: from,
    });
    expect((await reschedule(t, bob, orderNumber, to)).statusCode).toBe(404);
    const res = await reschedule(t, ann, orderNumber, to);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...to, end: '12:00', canReschedule: true });
    expect(await freeIn(t, installer, from)).toBe(2);
    expect(await freeIn(t, installer, to)).toBe(1);
    expect((await detailOf(t, ann, orderNumber)).appointment).toMatchObject(to);
    const invalid = await reschedule(t, ann, orderNumber, { date: SUNDAY, start: '09:00' });
    expect(invalid.json()).toMatchObject({ code: 'SLOT_INVALID' });
  });

  it('is refused into a full slot', async () => {
    const full = { date: TUESDAY, start: '09:00' };
    const tire = await aTire();
    await booked(t, bob, { skuId: tire, stationId: installer, appointment: full });
    await booked(t, bob, { skuId: tire, stationId: installer, appointment: full });
    const mine = await booked(t, ann, {
      skuId: tire,
      stationId: installer,
      appointment: { date: TUESDAY, start: '10:00' },
    });
    expect((await reschedule(t, ann, mine, full)).json()).toMatchObject({ code: 'SLOT_FULL' });
    expect(await freeIn(t, installer, { date: TUESDAY, start: '10:00' })).toBe(1);
  });

  it('is refused from the day before the appointment, and the detail says so', async () => {
    const slot = { date: '2026-11-25', start: '08:00' };
    const orderNumber = await booked(t, ann, {
      skuId: await aTire(),
      stationId: installer,
      appointment: slot,
    });
    await markPaid(t, [orderNumber]);
    t.clock.advance(3 * DAY); // Tuesday 11/24, the day before
    const res = await reschedule(t, ann, orderNumber, { date: '2026-11-27', start: '09:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RESCHEDULE_TOO_LATE' });
    expect((await detailOf(t, ann, orderNumber)).appointment).toMatchObject({ canReschedule: false });
  });
});

describe('an unpaid order expiring', () => {
  it('frees its slot when the sweep closes it', async () => {
    const slot = { date: '2026-11-30', start: '11:00' };
    const orderNumber = await booked(t, ann, {
      skuId: await aTire(),
      stationId: installer,
      appointment: slot,
    });
    expect(await freeIn(t, installer, slot)).toBe(1);
    t.clock.advance((PAYMENT_WINDOW_MINUTES + 1) * MINUTE);
    const refused = await reschedule(t, ann, orderNumber, { date: '2026-11-30', start: '10:00' });
    expect(refused.json()).toMatchObject({ message: Messages.OrderStatusChanged });
    await t.runJobs();
    expect(await freeIn(t, installer, slot)).toBe(2);
    expect((await detailOf(t, ann, orderNumber)).appointment).toBeNull();
  });
});
