import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/pages/order-list/order-list';

beforeEach(() => {
  resetSessionForTest();
  backend.orders = [
    sampleOrder('2506020000000001'),
    sampleOrder('2506020000000002', { status: OrderStatus.Shipped }),
    sampleOrder('2506020000000003', { status: OrderStatus.Paid }),
  ];
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastListQuery = () => callsTo('/p/myOrder/list').at(-1)?.query ?? new URLSearchParams();
const card = (orderNumber: string) => screen.findByRole('article', { name: `Order ${orderNumber}` });

describe('my orders', () => {
  it('shows the eight tabs and every order with its status, date, total and buttons', async () => {
    renderApp(PATH);
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Unpaid', 'Processing', 'Shipped', 'Installation', 'Completed', 'Review', 'Return']);
    const unpaid = await card('2506020000000001');
    expect(within(unpaid).getByText('Pending payment')).toBeTruthy();
    expect(within(unpaid).getByText('Placed 06/02/2025')).toBeTruthy();
    expect(within(unpaid).getByText('$452.10')).toBeTruthy();
    expect(within(unpaid).getByRole('timer').textContent).toMatch(/Pay within 2\d:\d\d/);
    expect(within(unpaid).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(unpaid).getByRole('button', { name: 'Pay now' })).toBeTruthy();

    const shipped = await card('2506020000000002');
    expect(within(shipped).getByRole('button', { name: 'View logistics' })).toBeTruthy();
    expect(within(shipped).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(within(shipped).queryByRole('button', { name: 'Invoice' })).toBeNull();
  });

  it('asks for the tab, date range and search the shopper picks', async () => {
    renderApp(PATH);
    await card('2506020000000001');
    expect(lastListQuery().get('tab')).toBe('all');

    fireEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order 2506020000000001' })).toBeNull());
    expect(lastListQuery().get('tab')).toBe('shipped');
    expect(screen.getByRole('tab', { name: 'Shipped' }).getAttribute('aria-selected')).toBe('true');
    await card('2506020000000002');

    fireEvent.click(screen.getByRole('button', { name: 'Last 3 months' }));
    await waitFor(() => expect(lastListQuery().get('dateFilter')).toBe('last3months'));

    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(search, { target: { value: '2506020000000002' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastListQuery().get('keyword')).toBe('2506020000000002'));
    expect(lastListQuery().get('tab')).toBe('shipped');
  });

  it('says when a tab has no orders', async () => {
    renderApp(`${PATH}?tab=completed`);
    expect(await screen.findByRole('heading', { name: 'No completed orders' })).toBeTruthy();
    expect(lastListQuery().get('tab')).toBe('completed');
  });

  it('cancels an unpaid order after asking, then shows it canceled', async () => {
    renderApp(PATH);
    const unpaid = await card('2506020000000001');
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(async () =>
      expect(within(await card('2506020000000001')).getByText('Canceled')).toBeTruthy(),
    );
    expect(backend.calls.find((call) => call.path === '/p/myOrder/cancel')?.body).toEqual({
      orderNumber: '2506020000000001',
    });
    expect(within(await card('2506020000000001')).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
