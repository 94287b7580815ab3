import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { OrderStatus, RefundMessages, refusal } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, refuse, route } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/refund/choose-refund-way?orderNumber=A2&itemId=1';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const ways = () => [...document.querySelectorAll('.refund-way__name')].map((name) => name.textContent);

describe('choosing how to be refunded', () => {
  it('shipped goods: refund only or return and refund, each explained; a choice opens the form', async () => {
    backend.orders = [sampleOrder('A2', { status: OrderStatus.Shipped })];
    const { router } = renderApp(PATH);
    expect(await screen.findByText('Michelin Pilot Sport 4S')).toBeTruthy();
    expect(ways()).toEqual(['Refund only', 'Return and refund']);
    expect(screen.getByText('Send the item back, and get your money once it arrives.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Return and refund/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/apply-refund'));
    expect(router.state.location.search).toBe('?orderNumber=A2&itemId=1&serviceType=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('nothing shipped yet: refund only, and why', async () => {
    backend.orders = [sampleOrder('A2', { status: OrderStatus.Paid })];
    renderApp(PATH);
    expect(await screen.findByText(RefundMessages.ReturnBeforeShipping)).toBeTruthy();
    expect(ways()).toEqual(['Refund only']);
  });

  it("an order that can't be refunded says why", async () => {
    server.use(route('get', '/p/refund/quote', () => refuse(refusal('REFUND_NOT_AVAILABLE'))));
    backend.orders = [sampleOrder('A2')];
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: RefundMessages.NotRefundable })).toBeTruthy();
  });
});
