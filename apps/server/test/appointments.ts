import { randomUUID } from 'node:crypto';
import {
  type AppointmentChoice,
  CheckoutDelivery,
  CheckoutGroup,
  type StationSlotsAnswer,
  WEEK_DAYS,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { stations } from '../src/modules/station';
import type { Customer } from './accounts';
import type { TestApp } from './harness';
import { nearestStation } from './orders';

/** Installation appointments through the API (issue 19): an installer with known hours, bookings and slots. */

/** Monday to Saturday 08:00–12:00 (slots at 8, 9, 10 and 11), closed on Sunday. */
export const MORNING_HOURS = WEEK_DAYS.map((day) =>
  day === 'Sunday' ? { day, open: null, close: null } : { day, open: '08:00', close: '12:00' },
);

/** The installer nearest downtown Los Angeles, its hours set to MORNING_HOURS. */
export async function morningInstaller(t: TestApp): Promise<number> {
  const stationId = await nearestStation(t, 'installer');
  await t.handle.db.update(stations).set({ hours: MORNING_HOURS }).where(eq(stations.id, stationId));
  return stationId;
}

/** POST /api/p/order/submit of `count` tires installed at `stationId` at `appointment`. */
export const submitBooking = (
  t: TestApp,
  who: Customer,
  options: { skuId: number; stationId: number; appointment: AppointmentChoice; count?: number },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/order/submit',
    headers: who.headers,
    payload: {
      items: [{ skuId: options.skuId, count: options.count ?? 1 }],
      deliveries: [
        {
          group: CheckoutGroup.Tires,
          deliveryType: CheckoutDelivery.Installer,
          stationId: options.stationId,
          appointment: options.appointment,
        },
      ],
      submitId: randomUUID(),
    },
  });

/** The order number of a booking that must be placed. */
export async function booked(
  t: TestApp,
  who: Customer,
  options: Parameters<typeof submitBooking>[2],
): Promise<string> {
  const res = await submitBooking(t, who, options);
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json<{ orderNumbers: string[] }>().orderNumbers[0] ?? '';
}

export async function slotsOf(t: TestApp, stationId: number, from?: string): Promise<StationSlotsAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/station/${stationId}/slots`,
    query: from ? { from } : {},
  });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return res.json<StationSlotsAnswer>();
}

/** Places left in a slot, as the picker shows them. */
export async function freeIn(t: TestApp, stationId: number, { date, start }: AppointmentChoice) {
  const day = (await slotsOf(t, stationId)).days.find((d) => d.date === date);
  return day?.slots.find((slot) => slot.start === start)?.free;
}

export const reschedule = (t: TestApp, who: Customer, orderNumber: string, appointment: AppointmentChoice) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/order/reschedule',
    headers: who.headers,
    payload: { orderNumber, appointment },
  });
