import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderStatus, RefundServiceType, RefundStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { sampleRefund } from '../../testing/data/refunds';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/refund/after-sales';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const cards = () => screen.getAllByRole('link').filter((link) => link.classList.contains('refund-card'));

describe('refunds and returns', () => {
  it('lists the requests newest first, each with its item, state and amount, opening its detail', async () => {
    const order = sampleOrder('A2', { status: OrderStatus.Completed });
    backend.orders = [order];
    backend.refunds = [
      sampleRefund(order, RefundStatus.Refunded, { refundNumber: 'R1', amount: 11_436 }),
      sampleRefund(order, RefundStatus.AcceptedAwaitingReturn, {
        refundNumber: 'R2',
        serviceType: RefundServiceType.ReturnAndRefund,
        quantity: 2,
        amount: 22_873,
      }),
    ];
    const { router } = renderApp(PATH);
    const list = await screen.findByRole('list', { name: 'Refund requests' });
    const [newest, oldest] = cards();
    expect(within(list).getAllByRole('listitem', { hidden: false }).length).toBeGreaterThanOrEqual(2);
    expect(newest?.textContent).toContain('Return and refund');
    expect(newest?.textContent).toContain('Merchant agreed, goods must be returned');
    expect(newest?.textContent).toContain('Michelin Pilot Sport 4S');
    expect(newest?.textContent).toContain('Qty 2');
    expect(newest?.textContent).toContain('Refund $228.73');
    expect(oldest?.textContent).toContain('Refund successful');
    expect(oldest?.textContent).toContain('Requested 06/04/2025');

    if (newest) fireEvent.click(newest);
    await waitFor(() => expect(router.state.location.search).toBe('?refundNumber=R2'));
    expect(router.state.location.pathname).toBe('/packages/refund/details-of-refund');
  });

  it('loads more as the shopper asks, ten at a time', async () => {
    const order = sampleOrder('A2', { status: OrderStatus.Completed });
    backend.orders = [order];
    backend.refunds = Array.from({ length: 12 }, (_, n) =>
      sampleRefund(order, RefundStatus.Closed, { refundNumber: `R${n + 1}` }),
    );
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Refund requests' });
    expect(cards()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(callsTo('/p/refund/list').map((call) => call.query.get('current'))).toEqual(['1', '2']);
    expect(screen.getByText('That’s everything')).toBeTruthy();
  });

  it('without requests, says so and leads to the orders', async () => {
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No refunds or returns' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order-list/order-list'));
  });

  it('is the Refunds entry of the personal center', async () => {
    const { router } = renderApp('/pages/user/user');
    fireEvent.click(await screen.findByRole('link', { name: 'Refunds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
  });
});
