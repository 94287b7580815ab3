import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderStatus, RefundStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { sampleRefund } from '../../testing/data/refunds';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const detail = (orderNumber: string) => `/pages/order-detail/order-detail?orderNum=${orderNumber}`;

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const items = () => screen.getByRole('heading', { name: 'Items' }).closest('section') as HTMLElement;

describe("an order's after-sales", () => {
  it('an item with units left to refund has a Refund button to choose how', async () => {
    backend.orders = [
      sampleOrder('A2', { status: OrderStatus.Comment, completedAt: new Date().toISOString() }),
    ];
    const { router } = renderApp(detail('A2'));
    const refund = await screen.findByRole('link', { name: 'Refund Michelin Pilot Sport 4S' });
    expect(within(items()).getByText(/^Returns accepted until \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    fireEvent.click(refund);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/choose-refund-way'));
    expect(router.state.location.search).toBe('?orderNumber=A2&itemId=1');
  });

  it("an item's request shows its state, linking to it; no Refund while it is open", async () => {
    const order = sampleOrder('A2', { status: OrderStatus.Shipped });
    backend.orders = [order];
    backend.refunds = [sampleRefund(order, RefundStatus.Applied)];
    const { router } = renderApp(detail('A2'));
    const state = await screen.findByRole('link', { name: 'Pending merchant processing' });
    expect(screen.queryByRole('link', { name: /^Refund / })).toBeNull();
    fireEvent.click(state);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/details-of-refund'));
    expect(router.state.location.search).toBe('?refundNumber=RA2');
  });

  it('after a partial refund: its state and the Refund button for the units left', async () => {
    const order = sampleOrder('A2', { status: OrderStatus.Shipped });
    backend.orders = [order];
    backend.refunds = [sampleRefund(order, RefundStatus.Refunded, { quantity: 1 })];
    renderApp(detail('A2'));
    expect(await screen.findByRole('link', { name: 'Refund successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Refund Michelin Pilot Sport 4S' })).toBeTruthy();
  });

  it('a received order offers Write a review, opening prod-comm for the order', async () => {
    backend.orders = [sampleOrder('A2', { status: OrderStatus.Comment })];
    const { router } = renderApp(detail('A2'));
    fireEvent.click(await screen.findByRole('link', { name: 'Write a review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/prod-comm/prod-comm'));
    expect(router.state.location.search).toBe('?orderNumber=A2');
  });
});

describe('the order head', () => {
  it('shows the refund label beside the status', async () => {
    const refunded = sampleOrder('A2', { status: OrderStatus.Completed });
    backend.orders = [refunded];
    backend.refunds = [sampleRefund(refunded, RefundStatus.Refunded, { quantity: 1 })];
    renderApp(detail('A2'));
    expect(await screen.findByText('Partial refund completed')).toBeTruthy();
  });
});

describe('the order list', () => {
  it('the return tab lists the orders with requests, each card with its refund label', async () => {
    const refunded = sampleOrder('A2', { status: OrderStatus.Completed });
    backend.orders = [refunded, sampleOrder('A3', { status: OrderStatus.Completed })];
    backend.refunds = [sampleRefund(refunded, RefundStatus.Refunded, { quantity: 1 })];
    renderApp('/pages/order-list/order-list?tab=return');
    const card = await screen.findByRole('article', { name: 'Order A2' });
    expect(within(card).getByText('Partial refund completed')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Order A3' })).toBeNull();
  });
});
