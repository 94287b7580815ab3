import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { PAYING_ORDER_KEY, paymentReturnTarget } from './payment-return';

describe('where a shopper back from a payment lands (SPEC §2)', () => {
  it('goes to order-detail of the stored order from any other page', () => {
    expect(paymentReturnTarget('/pages/pay-way/pay-way', 'A1')).toBe(
      '/pages/order-detail/order-detail?orderNum=A1',
    );
    expect(paymentReturnTarget('/', 'A1')).toBe('/pages/order-detail/order-detail?orderNum=A1');
  });

  it('stays on payment-result, pay-result and order-detail, and does nothing without a stored order', () => {
    expect(paymentReturnTarget('/pages/pay-result/pay-result', 'A1')).toBeNull();
    expect(paymentReturnTarget('/pages/payment-result/payment-result/', 'A1')).toBeNull();
    expect(paymentReturnTarget('/pages/order-detail/order-detail', 'A1')).toBeNull();
    expect(paymentReturnTarget('/pages/pay-way/pay-way', null)).toBeNull();
  });
});

describe('coming back to the app from a payment page', () => {
  beforeEach(() => {
    resetSessionForTest();
    backend.orders = [sampleOrder('2506020000000001')];
    signInForTest();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the order that was being paid, once', async () => {
    sessionStorage.setItem(PAYING_ORDER_KEY, '2506020000000001');
    const { router } = renderApp('/pages/pay-way/pay-way?orderNumbers=2506020000000001');
    expect(await screen.findByRole('heading', { name: 'Pending payment' }, { timeout: 2000 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/pages/order-detail/order-detail?orderNum=2506020000000001',
    );
    expect(sessionStorage.getItem(PAYING_ORDER_KEY)).toBeNull();
  });

  it('leaves a fresh visit alone', async () => {
    const { router } = renderApp('/pages/pay-way/pay-way?orderNumbers=2506020000000001');
    await screen.findByRole('group', { name: 'Payment method' });
    expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way');
  });
});
