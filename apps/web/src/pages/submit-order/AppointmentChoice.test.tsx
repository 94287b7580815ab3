import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  APPOINTMENT_BAYS_PER_SLOT,
  AppointmentMessages,
  appointmentDays,
  CheckoutDelivery,
  earliestFreeSlot,
  formatAppointmentDay,
  formatSlotTime,
  refusal,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentWhen } from '../../features/checkout/appointment-text';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { TIRE_SKU } from '../../testing/data/catalog';
import { sampleStation } from '../../testing/data/stations';
import { slotKey } from '../../testing/handlers/appointments';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const SUBMIT_ORDER = '/pages/submit-order/submit-order';

/** A chip's accessible name: its stacked lines, however they are spaced ('Mon, Nov 30'). */
const chip = (...lines: string[]) => new RegExp(`^${lines.join('\\W+')}$`);

/** The installer's days as the server would answer now, nothing booked. */
const plan = () => appointmentDays(sampleStation(1).hours, new Date(), () => 0);

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
  useCheckoutStore.getState().choose({
    group: 'tires',
    deliveryType: CheckoutDelivery.Installer,
    stationId: 1,
    serviceCodes: ['MOUNT_BALANCE'],
  });
});

/** The page opens after the test has set what the backend holds. */
const openCheckout = () => renderApp(SUBMIT_ORDER);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

const picker = async () => within(await screen.findByRole('group', { name: 'Installation time' }));
const timesOf = async () => (await picker()).getByRole('group', { name: 'Time' });

describe('the installation time at checkout', () => {
  it('suggests the earliest free time, shows it in the summary and sends it with the order', async () => {
    const earliest = earliestFreeSlot(plan());
    if (!earliest) throw new Error('the sample installer has free times');
    openCheckout();
    const chosen = await within(await timesOf()).findByRole('button', { pressed: true });
    expect(chosen.textContent).toContain(formatSlotTime(earliest.start));
    await waitFor(() => expect(screen.getByText(appointmentWhen(earliest))).toBeTruthy());
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(backend.submits).toHaveLength(1));
    expect(backend.submits[0]?.deliveries?.[0]?.appointment).toEqual(earliest);
  });

  it('marks closed days and full times, which cannot be picked', async () => {
    const days = plan();
    const open = days.find((day) => day.slots.length > 1);
    const closed = days.find((day) => !day.open);
    if (!open || !closed) throw new Error('the sample week has an open and a closed day');
    const full = open.slots[1]?.start ?? '';
    backend.slotsBooked.set(slotKey(1, open.date, full), APPOINTMENT_BAYS_PER_SLOT);
    openCheckout();
    const dayRow = (await picker()).getByRole('group', { name: 'Day' });
    const closedDay = within(dayRow).getByRole('button', {
      name: chip(...formatAppointmentDay(closed.date).split(', '), 'Closed'),
    });
    expect((closedDay as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(
      within(dayRow).getByRole('button', { name: chip(...formatAppointmentDay(open.date).split(', ')) }),
    );
    const fullChip = within(await timesOf()).getByRole('button', {
      name: chip(formatSlotTime(full), 'Full'),
    });
    expect((fullChip as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells the shopper when the time was taken meanwhile, and lets them pick another', async () => {
    const earliest = earliestFreeSlot(plan());
    if (!earliest) throw new Error('the sample installer has free times');
    openCheckout();
    const place = (await screen.findByRole('button', { name: 'Place order' })) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    // Another shopper books the last places just before this one places the order.
    backend.slotsBooked.set(slotKey(1, earliest.date, earliest.start), APPOINTMENT_BAYS_PER_SLOT);
    backend.submitFailures.push(refusal('SLOT_FULL'));
    fireEvent.click(place);
    expect((await screen.findAllByText(AppointmentMessages.SlotFull)).length).toBeGreaterThan(0);
    await waitFor(() => expect(place.disabled).toBe(true));
    const times = await timesOf();
    const another = within(times)
      .getAllByRole('button')
      .find((chip) => !(chip as HTMLButtonElement).disabled && chip.getAttribute('aria-pressed') === 'false');
    if (!another) throw new Error('another free time');
    fireEvent.click(another);
    await waitFor(() => expect(place.disabled).toBe(false));
  });
});
