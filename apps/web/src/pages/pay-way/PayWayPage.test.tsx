import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, PaymentType, refusal } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYING_ORDER_KEY } from '../../features/payment/payment-return';
import { backend } from '../../testing/backend';
import { samplePayInfo } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const PATH = '/pages/pay-way/pay-way?orderNumbers=2506020000000001';

beforeEach(() => {
  resetSessionForTest();
  useToastStore.setState({ current: null });
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const toastText = () => useToastStore.getState().current?.text;
const payCalls = () => backend.calls.filter((call) => call.path === '/p/order/pay');

describe('choosing how to pay', () => {
  it('lists only the methods switched on, with the balance and the pay-later installments', async () => {
    renderApp(PATH);
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(methods).getAllByRole('radio');
    expect(
      radios.map((radio) => radio.closest('label')?.querySelector('.pay-method__label')?.textContent),
    ).toEqual(['Balance', 'Credit or debit card', 'Affirm']);
    expect(within(methods).getByText('Available $1,000.00')).toBeTruthy();
    expect(within(methods).getByText('4 interest-free installments')).toBeTruthy();
    expect(screen.queryByText('PayPal')).toBeNull();
    expect(screen.getAllByText('$457.45').length).toBeGreaterThan(0);
    expect(screen.getByRole('timer').textContent).toMatch(/Pay within 2[45]:\d\d/);
    expect(screen.getByText(Messages.PaymentWindow)).toBeTruthy();
  });

  it("says 'Please choose payment method' when none is picked", async () => {
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(toastText()).toBe('Please choose payment method');
    expect(payCalls()).toHaveLength(0);
  });

  it('asks before paying with the balance, and says so when the shopper backs out', async () => {
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: /Balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with balance' });
    expect(within(dialog).getByText('Pay $457.45 from your balance?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(toastText()).toBe('Payment with balance canceled');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payCalls()).toHaveLength(0);
  });

  it('pays with the balance and lands on the successful result', async () => {
    const { router } = renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: /Balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with balance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?orderNumbers=2506020000000001&sts=1');
    expect(payCalls()[0]?.body).toEqual({ orderNumbers: ['2506020000000001'], payType: PaymentType.Balance });
  });

  it("shows the server's refusal when the balance is too low", async () => {
    backend.pay = () => refusal('INSUFFICIENT_BALANCE', '$10.00');
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: /Balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toastText()).toBe('Insufficient balance! The current balance is: $10.00'));
  });

  it('keeps the order number for the return rule and opens the payment page for a web method', async () => {
    backend.pay = () => ({
      payNumber: 'P2',
      status: 'redirect',
      redirectUrl: 'http://tread.local/api/sandbox/checkout/P2',
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: /Affirm/ }));
    expect(screen.getByText(/over 18 and a US resident/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://tread.local/api/sandbox/checkout/P2'));
    expect(sessionStorage.getItem(PAYING_ORDER_KEY)).toBe('2506020000000001');
    expect(payCalls()[0]?.body).toEqual({ orderNumbers: ['2506020000000001'], payType: PaymentType.Affirm });
  });

  it('sends the shopper back to the cart when the order has expired', async () => {
    backend.pay = () => refusal('ORDER_EXPIRED');
    backend.payInfo = samplePayInfo();
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: Messages.OrderExpired })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to cart' })).toBeTruthy();
  });

  it('names a top-up as a top-up, pays it like an order, and leads back to the wallet once it expired', async () => {
    const number = 'R2611280000000001';
    backend.payInfo = samplePayInfo({
      orders: [{ orderNumber: number, total: 10_000 }],
      total: 10_000,
      methods: samplePayInfo().methods.filter((method) => method.payType !== PaymentType.Balance),
    });
    backend.pay = () => refusal('ORDER_EXPIRED');
    const { router } = renderApp(`/pages/pay-way/pay-way?orderNumbers=${number}`);
    const amount = await screen.findByRole('region', { name: 'Amount to pay' });
    expect(within(amount).getByText(`Top-up ${number}`)).toBeTruthy();
    expect(within(amount).queryByText(/Order/)).toBeNull();
    expect(within(amount).getByText('$100.00')).toBeTruthy();
    expect(
      within(amount).getByText(
        'Please complete the payment within 30 minutes, or the top-up will be closed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Balance/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: Messages.OrderExpired })).toBeTruthy();
    expect(screen.getByText(/Top-ups not paid within 30 minutes are closed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to cart' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'My wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/my-wallet'));
  });

  it('opens the payment page for a top-up without keeping it for the order return rule', async () => {
    const number = 'R2611280000000002';
    backend.payInfo = samplePayInfo({ orders: [{ orderNumber: number, total: 2_500 }], total: 2_500 });
    backend.pay = () => ({
      payNumber: 'P3',
      status: 'redirect',
      redirectUrl: 'http://tread.local/api/sandbox/checkout/P3',
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderApp(`/pages/pay-way/pay-way?orderNumbers=${number}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://tread.local/api/sandbox/checkout/P3'));
    expect(sessionStorage.getItem(PAYING_ORDER_KEY)).toBeNull();
    expect(payCalls()[0]?.body).toEqual({ orderNumbers: [number], payType: PaymentType.StripeCard });
  });
});
