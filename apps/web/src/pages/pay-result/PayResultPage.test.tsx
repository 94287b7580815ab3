import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, PayResultStatus, TopUpMessages, TopUpStatus } from '@tread/domain';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAY_STATUS_POLL_MS } from '../../features/payment/api/paying-status';
import { PAYING_ORDER_KEY } from '../../features/payment/payment-return';
import { backend } from '../../testing/backend';
import { sampleTopUp } from '../../testing/data/wallet';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const result = (sts: number) => `/pages/pay-result/pay-result?orderNumbers=2506020000000001&sts=${sts}`;

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const statusCalls = () => backend.calls.filter((call) => call.path === '/p/order/changePayingStatus');

describe('the payment result', () => {
  it('waits for the result while the payment is processing, asking every 3 s, then shows success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend.payStatuses = [PayResultStatus.Processing, PayResultStatus.Processing, PayResultStatus.Success];
    renderApp(result(1));
    expect(await screen.findByText('Awaiting payment result (about 1-2 minutes)')).toBeTruthy();
    await waitFor(() => expect(statusCalls()).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS));
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
    expect(screen.getByText('Awaiting payment result (about 1-2 minutes)')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(statusCalls()).toHaveLength(3);
    expect(screen.getByText(/payment for order 2506020000000001/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('offers to pay again after a failed payment, with the same orders', async () => {
    backend.payStatuses = [PayResultStatus.Failed];
    const { router } = renderApp(result(0));
    expect(await screen.findByRole('heading', { name: Messages.PaymentFailedPayAgain })).toBeTruthy();
    expect(screen.getByText(Messages.PaymentWindow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await screen.findByRole('group', { name: 'Payment method' }, { timeout: 2000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/pages/pay-way/pay-way?orderNumbers=2506020000000001',
    );
  });

  it('back from Stripe with sts=2, asks the server until the payment settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend.payStatuses = [PayResultStatus.Processing, PayResultStatus.Failed];
    renderApp(result(PayResultStatus.Processing));
    expect(await screen.findByText('Awaiting payment result (about 1-2 minutes)')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PAY_STATUS_POLL_MS));
    expect(await screen.findByRole('heading', { name: Messages.PaymentFailedPayAgain })).toBeTruthy();
    expect(statusCalls()).toHaveLength(2);
  });

  it('keeps waiting rather than calling a payment failed when sts=2 and the status cannot be read', async () => {
    let refused = 0;
    server.use(
      http.get('/api/p/order/changePayingStatus', () => {
        refused++;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    renderApp(result(PayResultStatus.Processing));
    await waitFor(() => expect(refused).toBe(1));
    // Let the refusal reach the page before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Awaiting payment result (about 1-2 minutes)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: Messages.PaymentFailedPayAgain })).toBeNull();
  });

  it('forgets the order kept for the return rule', async () => {
    sessionStorage.setItem(PAYING_ORDER_KEY, '2506020000000001');
    const { router } = renderApp(result(1));
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(sessionStorage.getItem(PAYING_ORDER_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/pages/pay-result/pay-result');
  });

  it('after a top-up, shows the amount added and the bonus it brought, and leads to the wallet', async () => {
    const number = 'R2611280000000007';
    backend.wallet.topUps = [
      sampleTopUp(number, { status: TopUpStatus.Paid, paidAt: '2026-11-28T18:00:00.000Z' }),
    ];
    const { router } = renderApp(`/pages/pay-result/pay-result?orderNumbers=${number}&sts=1`);
    expect(await screen.findByRole('heading', { name: TopUpMessages.Paid })).toBeTruthy();
    expect(await screen.findByText('$100.00 added to your balance')).toBeTruthy();
    const bonus = screen.getByRole('region', { name: 'Bonus of this top-up' });
    expect([...bonus.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      '+300 points',
      '+100 growth',
    ]);
    expect(screen.queryByRole('button', { name: 'View order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recharge again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'My wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/my-wallet'));
  });

  it('after a failed top-up, offers to pay it again or go back to the wallet', async () => {
    backend.payStatuses = [PayResultStatus.Failed];
    renderApp('/pages/pay-result/pay-result?orderNumbers=R2611280000000008&sts=0');
    expect(await screen.findByRole('heading', { name: Messages.PaymentFailedPayAgain })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View order' })).toBeNull();
  });
});
