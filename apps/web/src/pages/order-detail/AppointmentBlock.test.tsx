import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  appointmentDays,
  formatAppointmentDay,
  formatSlotTime,
  OrderStatus,
  orderAppointmentView,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleInstallerOrder } from '../../testing/data/orders';
import { sampleStation } from '../../testing/data/stations';
import { slotKey } from '../../testing/handlers/appointments';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const detail = (orderNumber: string) => `/pages/order-detail/order-detail?orderNum=${orderNumber}`;

/** A chip's accessible name: its stacked lines, however they are spaced ('Mon, Nov 30'). */
const chip = (...lines: string[]) => new RegExp(`^${lines.join('\\W+')}$`);

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => cleanup());

const appointmentSection = async () => {
  const section = (await screen.findByRole('heading', { name: 'Your appointment' })).closest('section');
  if (!section) throw new Error('the appointment section');
  return section;
};

/** The installer's bookable times now: the last one is booked, the first is where the shopper moves. */
function bookableTimes() {
  const times = appointmentDays(sampleStation(1).hours, new Date(), () => 0).flatMap((day) =>
    day.slots.map((slot) => ({ date: day.date, start: slot.start })),
  );
  const [first, last] = [times[0], times.at(-1)];
  if (!first || !last) throw new Error('the sample installer has free times');
  return { first, last };
}

const installerOrder = (appointment: ReturnType<typeof orderAppointmentView>) =>
  sampleInstallerOrder('B1', {
    status: OrderStatus.Paid,
    station: {
      stationId: 1,
      name: 'Shop 1',
      address: '100 S Broadway, Los Angeles, CA 90012',
      phone: '2135550100',
    },
    appointment,
  });

describe('the booked installation time', () => {
  it('shows on the order and moves to another free time', async () => {
    const { first, last } = bookableTimes();
    backend.orders = [installerOrder(orderAppointmentView(last, OrderStatus.Paid, new Date()))];
    backend.slotsBooked.set(slotKey(1, last.date, last.start), 1);
    renderApp(detail('B1'));
    const block = within(await appointmentSection());
    expect(block.getByText(formatAppointmentDay(last.date))).toBeTruthy();

    fireEvent.click(block.getByRole('button', { name: 'Reschedule' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Choose a new time' }));
    const confirm = sheet.getByRole('button', { name: 'Confirm new time' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(await sheet.findByRole('button', { name: chip(formatSlotTime(first.start), '2 left') }));
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(formatAppointmentDay(first.date), { selector: '.order-place__name' }),
    ).toBeTruthy();
    expect(backend.slotsBooked.get(slotKey(1, first.date, first.start))).toBe(1);
    expect(backend.slotsBooked.get(slotKey(1, last.date, last.start))).toBe(0);
  });

  it('cannot be changed from the day before: the shopper is asked to call', async () => {
    const { first } = bookableTimes();
    backend.orders = [
      installerOrder({ ...orderAppointmentView(first, OrderStatus.Paid, new Date()), canReschedule: false }),
    ];
    renderApp(detail('B1'));
    const block = within(await appointmentSection());
    expect(block.getByText(/until the day before/)).toBeTruthy();
    expect(block.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
