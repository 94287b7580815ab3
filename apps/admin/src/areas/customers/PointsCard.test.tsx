import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointsMessages, PointsSource, refusal, UserRole } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, stubShop } from '../../testing/stub-shop';
import {
  CUSTOMER_ID,
  customerAnswer,
  type PointsLedger,
  REWARDED_ORDER,
  renderCustomers,
  shopPoints,
} from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POINTS_URL = `/api/admin/customers/${CUSTOMER_ID}/points`;

async function openCustomer(role: UserRole = UserRole.CustomerService, points: PointsLedger = shopPoints()) {
  const calls = stubShop(customerAnswer(points, role));
  renderCustomers(`/customers/${CUSTOMER_ID}`);
  await screen.findByRole('heading', { name: 'Dana' });
  return calls;
}

const card = () => screen.getByRole('region', { name: 'Points' });
const form = () => within(card()).getByRole('form', { name: 'Adjust points' });
const changeInput = () => within(form()).getByLabelText(/^Change/) as HTMLInputElement;
const reasonInput = () => within(form()).getByLabelText(/^Reason/) as HTMLInputElement;
const records = () =>
  within(within(card()).getByRole('table', { name: 'Points records' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

function adjust(change: string, reason: string) {
  fireEvent.change(changeInput(), { target: { value: change } });
  fireEvent.change(reasonInput(), { target: { value: reason } });
  fireEvent.click(within(form()).getByRole('button', { name: 'Adjust points' }));
}

describe("a customer's points", () => {
  it('shows the balance, what expires soon, and the records newest first in Los Angeles time', async () => {
    const calls = await openCustomer();
    expect(await within(card()).findByText('135 points')).toBeTruthy();
    expect(
      within(card()).getByText('120 points expire within 30 days, the first on 12/10/2026'),
    ).toBeTruthy();
    expect(records()).toEqual([
      ['11/26/2026 9:00 AM PST', 'Daily sign-in', '+15', '', ''],
      ['11/20/2026 8:00 AM PST', 'Expired', '-10', '', ''],
      ['12/10/2025 2:00 PM PST', 'Order reward', '+120', REWARDED_ORDER, ''],
      ['11/20/2025 8:00 AM PST', 'Daily sign-in', '+10', '', ''],
    ]);
    expect(within(card()).getByRole('link', { name: REWARDED_ORDER }).getAttribute('href')).toBe(
      `/orders/${REWARDED_ORDER}`,
    );
    expect(calls.filter((call) => call.url === POINTS_URL)).toHaveLength(1);
  });

  it('shows the points locked until their orders can no longer be returned', async () => {
    await openCustomer(UserRole.CustomerService, shopPoints(40));
    expect(
      await within(card()).findByText("40 points locked until their orders' return window passes"),
    ).toBeTruthy();
    expect(within(card()).getByText('135 points')).toBeTruthy();
  });

  it('says so when no points expire soon, and shows no locked line without locked points', async () => {
    const points = shopPoints();
    points.debit(PointsSource.Staff, 120, new Date('2026-11-26T18:00:00.000Z'), 'Order reward given twice');
    await openCustomer(UserRole.Admin, points);
    expect(await within(card()).findByText('15 points')).toBeTruthy();
    expect(within(card()).getByText('No points expire within 30 days')).toBeTruthy();
    expect(within(card()).queryByText(/locked/)).toBeNull();
  });

  it('is hidden from a merchant, and its points are not asked for', async () => {
    const calls = await openCustomer(UserRole.Merchant);
    expect(await screen.findByRole('heading', { name: 'Balance ledger' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Points' })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain(POINTS_URL);
  });
});

describe('adjusting points', () => {
  it('adds points: the confirmation, the balance and the records show the new figures', async () => {
    const calls = await openCustomer();
    await within(card()).findByText('135 points');
    adjust('50', '  Missed sign-in during the outage ');
    expect((await within(card()).findByRole('status')).textContent).toBe(
      `${PointsMessages.Adjusted}: now 185 points.`,
    );
    expect(posts(calls)).toEqual([
      { method: 'POST', url: POINTS_URL, body: { change: 50, reason: 'Missed sign-in during the outage' } },
    ]);
    expect(within(card()).getByText('185 points')).toBeTruthy();
    expect(records()[0]).toEqual([
      '11/27/2026 12:00 PM PST',
      'Adjusted by Tread',
      '+50',
      '',
      'Missed sign-in during the outage',
    ]);
    expect(
      within(card()).getByText('120 points expire within 30 days, the first on 12/10/2026'),
    ).toBeTruthy();
    expect([changeInput().value, reasonInput().value]).toEqual(['', '']);

    // The emptied form holds no change either: only the reason is sent again, and refused.
    fireEvent.change(reasonInput(), { target: { value: 'Again' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Adjust points' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(PointsMessages.AdjustInvalid);
    expect(posts(calls)).toHaveLength(1);
  });

  it('takes points away from the oldest first, which lowers what expires soon', async () => {
    const calls = await openCustomer(UserRole.Admin);
    await within(card()).findByText('135 points');
    adjust('-20', 'Reward for a returned order');
    expect((await within(card()).findByRole('status')).textContent).toBe(
      `${PointsMessages.Adjusted}: now 115 points.`,
    );
    expect(posts(calls)[0]?.body).toEqual({ change: -20, reason: 'Reward for a returned order' });
    expect(records()[0]).toEqual([
      '11/27/2026 12:00 PM PST',
      'Adjusted by Tread',
      '-20',
      '',
      'Reward for a returned order',
    ]);
    expect(
      within(card()).getByText('100 points expire within 30 days, the first on 12/10/2026'),
    ).toBeTruthy();
  });

  it.each([
    ['no change', '', 'Goodwill', PointsMessages.AdjustInvalid, 'change'],
    ['a change of 0', '0', 'Goodwill', PointsMessages.AdjustInvalid, 'change'],
    ['part of a point', '2.5', 'Goodwill', PointsMessages.AdjustInvalid, 'change'],
    ['words for a change', 'ten', 'Goodwill', PointsMessages.AdjustInvalid, 'change'],
    ['past a million', '1000001', 'Goodwill', PointsMessages.AdjustInvalid, 'change'],
    ['no reason', '10', '', PointsMessages.AdjustReasonRequired, 'reason'],
    ['a blank reason', '10', '   ', PointsMessages.AdjustReasonRequired, 'reason'],
  ])('refuses %s under its field and sends nothing', async (_case, change, reason, message, field) => {
    const calls = await openCustomer();
    await within(card()).findByText('135 points');
    adjust(change, reason);
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.closest('label')).toBe(
      (field === 'change' ? changeInput() : reasonInput()).closest('label'),
    );
    expect(posts(calls)).toEqual([]);
  });

  it("refuses to go below zero with the shop's message under the change", async () => {
    const calls = await openCustomer();
    await within(card()).findByText('135 points');
    adjust('-136', 'Clawback');
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe(refusal('POINTS_NOT_ENOUGH').message);
    expect(alert.closest('label')).toBe(changeInput().closest('label'));
    expect(within(card()).getAllByRole('alert')).toHaveLength(1);
    expect(posts(calls)).toHaveLength(1);
    expect(within(card()).queryByRole('status')).toBeNull();
    expect(within(card()).getByText('135 points')).toBeTruthy();
    expect(records()).toHaveLength(4);

    adjust('-135', 'Clawback');
    await waitFor(() => expect(within(card()).getByText('0 points')).toBeTruthy());
    expect(within(card()).queryByRole('alert')).toBeNull();
  });
});
