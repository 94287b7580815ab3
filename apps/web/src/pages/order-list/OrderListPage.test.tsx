import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTest, signInForTest } from '../../features/account/fake-account-api';
import { createFakeOrdersApi, sampleOrder } from '../../features/orders/fake-orders-api';
import { renderApp } from '../../test/render-app';

let api: ReturnType<typeof createFakeOrdersApi>;
const PATH = '/pages/order-list/order-list';

beforeEach(() => {
  resetSessionForTest();
  api = createFakeOrdersApi();
  api.server.orders = [
    sampleOrder('2506020000000001'),
    sampleOrder('2506020000000002', { status: OrderStatus.Shipped }),
    sampleOrder('2506020000000003', { status: OrderStatus.Paid }),
  ];
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastListUrl = () => {
  const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
  return new URL(calls.filter((url) => url.includes('/p/myOrder/list')).at(-1) ?? '', 'http://tread.local');
};
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
    expect(lastListUrl().searchParams.get('tab')).toBe('all');

    fireEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order 2506020000000001' })).toBeNull());
    expect(lastListUrl().searchParams.get('tab')).toBe('shipped');
    expect(screen.getByRole('tab', { name: 'Shipped' }).getAttribute('aria-selected')).toBe('true');
    await card('2506020000000002');

    fireEvent.click(screen.getByRole('button', { name: 'Last 3 months' }));
    await waitFor(() => expect(lastListUrl().searchParams.get('dateFilter')).toBe('last3months'));

    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(search, { target: { value: '2506020000000002' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(lastListUrl().searchParams.get('keyword')).toBe('2506020000000002'));
    expect(lastListUrl().searchParams.get('tab')).toBe('shipped');
  });

  it('says when a tab has no orders', async () => {
    renderApp(`${PATH}?tab=completed`);
    expect(await screen.findByRole('heading', { name: 'No completed orders' })).toBeTruthy();
    expect(lastListUrl().searchParams.get('tab')).toBe('completed');
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
    expect(api.server.calls.find((call) => call.path === '/p/myOrder/cancel')?.body).toEqual({
      orderNumber: '2506020000000001',
    });
    expect(within(await card('2506020000000001')).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
