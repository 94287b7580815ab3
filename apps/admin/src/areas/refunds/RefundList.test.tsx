import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CargoStatus, RefundServiceType, RefundStatus, UserRole } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_NOW, stubShop } from '../../testing/stub-shop';
import { orderNumberOf, RETURN_ADDRESS, refundsAnswer, renderRefunds, request } from './testing';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SHOP_NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The shop's requests, one or more in each stage. */
const shopRequests = () => [
  request(),
  request({
    refundNumber: 'AS20261125730001',
    orderDigits: '7300010000',
    customerEmail: 'sam.ortiz@example.com',
    serviceType: RefundServiceType.ReturnAndRefund,
    cargoStatus: CargoStatus.Received,
    quantity: 1,
    amount: 21_999,
    appliedAt: '2026-11-25T22:00:00.000Z',
  }),
  // Not answered within 48 hours: accepted on its own, its money claimed.
  request({
    refundNumber: 'AS20261124000003',
    orderDigits: '0000030000',
    appliedAt: '2026-11-24T17:00:00.000Z',
  }),
  request({
    refundNumber: 'AS20261123000004',
    orderDigits: '0000040000',
    serviceType: RefundServiceType.ReturnAndRefund,
    status: RefundStatus.AcceptedAwaitingReturn,
    appliedAt: '2026-11-23T17:00:00.000Z',
    returnBy: '2026-12-01T20:00:00.000Z',
    returnAddress: RETURN_ADDRESS,
  }),
  request({
    refundNumber: 'AS20261122000005',
    orderDigits: '0000050000',
    serviceType: RefundServiceType.ReturnAndRefund,
    status: RefundStatus.ReturnReceived,
    appliedAt: '2026-11-22T17:00:00.000Z',
  }),
  request({
    refundNumber: 'AS20261121000006',
    orderDigits: '0000060000',
    status: RefundStatus.Rejected,
    appliedAt: '2026-11-21T17:00:00.000Z',
  }),
];
const [waiting, returnWaiting, autoAccepted, awaitingReturn, received, declined] = shopRequests();

const rowOf = async (refundNumber: string) =>
  (await screen.findByRole('link', { name: refundNumber })).closest('tr') as HTMLTableRowElement;
const shown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('code')?.textContent);

describe('the refund list', () => {
  it('lists the requests waiting for an answer, newest first, each with its order, item, money, status and deadline', async () => {
    const calls = stubShop(refundsAnswer(shopRequests(), UserRole.Merchant));
    renderRefunds('/refunds');
    const row = await rowOf(waiting!.refundNumber);
    expect(shown()).toEqual([waiting!.refundNumber, returnWaiting!.refundNumber]);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/refunds?status=1&current=1&size=20']);

    const order = orderNumberOf(waiting!);
    expect(within(row).getByRole('link', { name: waiting!.refundNumber }).getAttribute('href')).toBe(
      `/refunds/${waiting!.refundNumber}`,
    );
    expect(within(row).getByRole('link', { name: order }).getAttribute('href')).toBe(`/orders/${order}`);
    expect(row.cells[0]?.textContent).toBe(`${waiting!.refundNumber}11/26/2026`);
    expect(row.cells[1]?.textContent).toBe(`${order}dana.lee@example.com`);
    expect(row.cells[2]?.textContent).toBe('Michelin Pilot Sport 4S225/45R17 94W');
    expect(row.cells[3]?.textContent).toBe('$439.98Qty 2');
    expect(row.cells[4]?.textContent).toBe('Refund onlyPending merchant processing');
    // 48 hours from 10:00 AM on 11/26, read at noon on 11/27.
    expect(row.cells[5]?.textContent).toBe('22h 0m leftAnswer by 11/28/2026 10:00 AM PST');
    expect(row.cells[5]?.querySelector('.deadline')?.className).toBe('deadline');

    const soon = await rowOf(returnWaiting!.refundNumber);
    expect(soon.cells[4]?.textContent).toBe('Return and refundPending merchant processing');
    expect(soon.cells[5]?.textContent).toBe('2h 0m leftAnswer by 11/27/2026 2:00 PM PST');
    expect(soon.cells[5]?.querySelector('.deadline')?.className).toBe('deadline deadline--soon');
  });

  it('marks a deadline that passes while the list is open as overdue', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(SHOP_NOW);
    stubShop(refundsAnswer(shopRequests(), UserRole.Merchant));
    renderRefunds('/refunds');
    const row = await rowOf(returnWaiting!.refundNumber);
    act(() => {
      vi.setSystemTime(new Date(SHOP_NOW.getTime() + 2 * 3_600_000 + 60_000));
      vi.advanceTimersByTime(30_000);
    });
    expect(row.cells[5]?.textContent).toBe('OverdueAnswer by 11/27/2026 2:00 PM PST');
    expect(row.cells[5]?.querySelector('.deadline')?.className).toBe('deadline deadline--overdue');
  });

  it('lists each stage under its tab, the return deadline of accepted returns, and everything under All', async () => {
    const calls = stubShop(refundsAnswer(shopRequests(), UserRole.CustomerService));
    renderRefunds('/refunds');
    await rowOf(waiting!.refundNumber);

    fireEvent.click(screen.getByRole('link', { name: 'Awaiting return' }));
    const row = await rowOf(awaitingReturn!.refundNumber);
    expect(shown()).toEqual([awaitingReturn!.refundNumber]);
    expect(row.cells[4]?.textContent).toBe('Return and refundMerchant agreed, goods must be returned');
    expect(row.cells[5]?.textContent).toBe('4d 0h leftReturn by 12/01/2026 12:00 PM PST');

    fireEvent.click(screen.getByRole('link', { name: 'Declined' }));
    await rowOf(declined!.refundNumber);
    expect(shown()).toEqual([declined!.refundNumber]);
    expect(screen.getByText(/^Merchant declined/).textContent).toBe(
      'Merchant declined, you can modify the request or ask for intervention',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Return shipped' }));
    expect(await screen.findByText('No return is on its way')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    await rowOf(declined!.refundNumber);
    expect(shown()).toHaveLength(6);
    expect(calls.map((call) => call.url).slice(1)).toEqual([
      '/api/admin/refunds?status=3&current=1&size=20',
      '/api/admin/refunds?status=7&current=1&size=20',
      '/api/admin/refunds?status=4&current=1&size=20',
      '/api/admin/refunds?current=1&size=20',
    ]);
  });

  it('lets Refunding choose between accepted refunds and received returns, both waiting for the money', async () => {
    const calls = stubShop(refundsAnswer(shopRequests(), UserRole.Merchant));
    renderRefunds('/refunds/refunding');
    // Accepted on its own when its answer was due, as the shop reads it.
    const row = await rowOf(autoAccepted!.refundNumber);
    expect(row.cells[4]?.textContent).toBe('Refund onlyMerchant agreed, waiting for refund');
    expect(row.cells[5]?.textContent).toBe('—');
    const status = screen.getByRole('group', { name: 'Status' });
    expect(
      within(status).getByRole('button', { name: 'Merchant agreed, waiting for refund', pressed: true }),
    ).toBeTruthy();

    fireEvent.click(within(status).getByRole('button', { name: 'Merchant confirmed receipt' }));
    await rowOf(received!.refundNumber);
    expect(shown()).toEqual([received!.refundNumber]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/refunds?status=2&current=1&size=20',
      '/api/admin/refunds?status=5&current=1&size=20',
    ]);
  });

  it('opens a request when its row is clicked', async () => {
    stubShop(refundsAnswer(shopRequests(), UserRole.Merchant));
    renderRefunds('/refunds');
    fireEvent.click((await rowOf(returnWaiting!.refundNumber)).cells[2] as HTMLTableCellElement);
    expect(
      await screen.findByRole('heading', { name: `Refund request ${returnWaiting!.refundNumber}` }),
    ).toBeTruthy();
  });
});
